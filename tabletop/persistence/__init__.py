"""Persistence: where files live, atomic writes, saves, settings and statistics.

This is an impure edge (files, clock); the core never imports it. Everything takes a
``Paths`` object so tests can point it at a temporary directory.
"""
