"""``lean_dataclass``: a dataclass whose methods are made without compiling code (issue 27).

``dataclasses.dataclass`` writes ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and, when
frozen, ``__setattr__`` and ``__delattr__`` as source text and compiles each one with ``exec``:
0.4–2.7 ms per class on this machine, about 12 ms for the dozen classes the first menu frame
imports. ``lean_dataclass`` lets ``dataclass`` collect the fields only (``init=False,
repr=False, eq=False``: no code compiled) and gives the class the same methods as plain
functions over the field list. What a caller sees is the same: the constructor's arguments and
defaults (a ``default_factory`` called per instance, ``__post_init__`` called), the repr (a
theme's cache key is built from it), equality, hashing (frozen: by the fields; otherwise
unhashable, as ``eq=True`` makes it), ``FrozenInstanceError`` on assignment, and
``dataclasses.fields``, ``replace``, ``asdict`` and ``is_dataclass``
(``tests/ui/test_startup_lean.py`` compares each such class with its ``dataclass`` twin).
With ``slots=True`` the class is made again with a slot per field (and, frozen, pickles as
dataclass's do). Refused: ``InitVar``, ``field(init=False)``, ``kw_only``, slots on a subclass
(``ClassVar`` is fine: ``dataclass`` skips it). ``__dataclass_params__`` reads ``init=repr=eq=False``, so a dataclass cannot
inherit from such a class (none does: keep it for leaves).
"""

from __future__ import annotations

import dataclasses
from operator import attrgetter
from reprlib import recursive_repr

_MISSING = dataclasses.MISSING


def _getter(names: tuple[str, ...]):
    """The named attributes of an object, as a tuple (as the generated methods compare)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def lean_dataclass(cls: type | None = None, /, *, frozen: bool = False, slots: bool = False):
    """``@dataclass``, ``@dataclass(frozen=True)`` or with ``slots=True`` (default ``init``,
    ``repr`` and ``eq``), with the methods made without ``exec``. Give the class a docstring:
    ``dataclass`` builds a missing one from the constructor's signature."""

    def wrap(cls: type) -> type:
        return _make(cls, frozen, slots)

    return wrap if cls is None else wrap(cls)


def _make(cls: type, frozen: bool, slots: bool) -> type:
    cls = dataclasses.dataclass(cls, init=False, repr=False, eq=False)
    fields = dataclasses.fields(cls)
    for f in fields:
        if not f.init or f.kw_only or isinstance(f.type, dataclasses.InitVar):
            raise TypeError(f"lean_dataclass: {cls.__qualname__}.{f.name} needs dataclass")
    names = tuple(f.name for f in fields)
    if slots:  # the class made again with a slot per field, as dataclass(slots=True) does
        if cls.__bases__ != (object,) or "__slots__" in cls.__dict__:
            raise TypeError(f"lean_dataclass: {cls.__qualname__} needs dataclass for its slots")
        body = {k: v for k, v in cls.__dict__.items()
                if k not in names and k not in ("__dict__", "__weakref__")}
        body["__slots__"] = names
        qualname = cls.__qualname__
        cls = type(cls)(cls.__name__, cls.__bases__, body)
        cls.__qualname__ = qualname
    known = frozenset(names)
    # (name, default, factory) in order; positional arguments fill them from the left
    specs = tuple((f.name, f.default, f.default_factory) for f in fields)
    qualname = cls.__qualname__
    post_init = getattr(cls, "__post_init__", None)
    # a frozen dataclass sets its fields with object.__setattr__, that is into __dict__ (or
    # the slots); a plain one with setattr, the same when its class keeps object's
    direct = not slots and (frozen or cls.__setattr__ is object.__setattr__)
    assign = object.__setattr__ if frozen else setattr

    def __init__(self, *args, **kwargs):
        if args:
            if len(args) > len(names):
                raise TypeError(f"{qualname}.__init__() takes {len(names) + 1} positional "
                                f"arguments but {len(args) + 1} were given")
            for name in names[:len(args)]:
                if name in kwargs:
                    raise TypeError(f"{qualname}.__init__() got multiple values for argument {name!r}")
            kwargs = {**dict(zip(names, args, strict=False)), **kwargs}
        if not known.issuperset(kwargs):
            key = next(k for k in kwargs if k not in known)
            raise TypeError(f"{qualname}.__init__() got an unexpected keyword argument {key!r}")
        values = {}
        for name, default, factory in specs:
            if name in kwargs:
                values[name] = kwargs[name]
            elif default is not _MISSING:
                values[name] = default
            elif factory is not _MISSING:
                values[name] = factory()
            else:
                raise TypeError(f"{qualname}.__init__() missing 1 required positional argument: {name!r}")
        if direct:
            self.__dict__.update(values)
        else:
            for name, value in values.items():
                assign(self, name, value)
        if post_init is not None:
            self.__post_init__()

    shown = _getter(tuple(f.name for f in fields if f.repr))
    labels = tuple(f"{f.name}=" for f in fields if f.repr)
    compared = _getter(tuple(f.name for f in fields if f.compare))
    hashed = _getter(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))

    @recursive_repr()
    def __repr__(self):
        return (self.__class__.__qualname__ + "("
                + ", ".join([label + repr(v) for label, v in zip(labels, shown(self), strict=True)]) + ")")

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    methods = {"__init__": __init__, "__repr__": __repr__, "__eq__": __eq__}
    if frozen:
        def __hash__(self):
            return hash(hashed(self))

        def __setattr__(self, name, value):
            if type(self) is cls or name in known:
                raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in known:
                raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)

        methods.update(__hash__=__hash__, __setattr__=__setattr__, __delattr__=__delattr__)
        if slots:  # pickling, as dataclass gives a frozen class with slots
            def __getstate__(self):
                return [getattr(self, n) for n in names]

            def __setstate__(self, state):
                for name, value in zip(names, state, strict=True):
                    object.__setattr__(self, name, value)

            methods.update(__getstate__=__getstate__, __setstate__=__setstate__)
    else:
        methods["__hash__"] = None  # eq without frozen: unhashable, as dataclass makes it
    for name, method in methods.items():
        if name in cls.__dict__:
            raise TypeError(f"lean_dataclass: {qualname} defines {name}")
        if method is not None:
            method.__qualname__ = f"{qualname}.{name}"
        setattr(cls, name, method)
    return cls
