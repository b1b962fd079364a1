"""Synthesise the game's sound effects into assets/sounds/*.wav (run once; outputs committed).

Everything is made here from seeded noise, sine partials and envelopes: no samples from
anywhere else. 22.05 kHz, 16-bit mono keeps each file a few kilobytes.

    python3 tools/make_sounds.py [out_dir]
"""

from __future__ import annotations

import math
import sys
import wave
from array import array
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.core.rng import Rng  # noqa: E402

RATE = 22050


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def noise(seconds: float, rng: Rng) -> list[float]:
    return [rng.random() * 2 - 1 for _ in range(int(RATE * seconds))]


def lowpass(xs: list[float], cutoff: float) -> list[float]:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: list[float], cutoff: float) -> list[float]:
    low = lowpass(xs, cutoff)
    return [x - lo for x, lo in zip(xs, low, strict=True)]


def envelope(xs: list[float], attack: float, decay: float, curve: float = 4.0) -> list[float]:
    """Linear attack over ``attack`` s, then exponential-ish decay to silence over ``decay`` s."""
    a, d = max(1, int(RATE * attack)), max(1, int(RATE * decay))
    out = []
    for i, x in enumerate(xs):
        if i < a:
            g = i / a
        else:
            t = (i - a) / d
            g = math.exp(-curve * t) * max(0.0, 1 - t) if t < 1 else 0.0
        out.append(x * g)
    return out


def tone(freq: float, seconds: float, partials: tuple[float, ...] = (1.0,),
         glide: float = 0.0) -> list[float]:
    """A sum of harmonics (amplitudes in ``partials``), optionally gliding in pitch."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        f = freq * (1 + glide * i / n)
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(phase * (k + 1)) for k, a in enumerate(partials)))
    return out


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Sum tracks given as (start seconds, samples)."""
    n = max(int(RATE * s) + len(xs) for s, xs in tracks)
    out = [0.0] * n
    for start, xs in tracks:
        o = int(RATE * start)
        for i, x in enumerate(xs):
            out[o + i] += x
    return out


def normalise(xs: list[float], peak: float) -> list[float]:
    m = max(1e-9, max(abs(x) for x in xs))
    return [x * peak / m for x in xs]


def fade_out(xs: list[float], seconds: float = 0.01) -> list[float]:
    n = min(len(xs), int(RATE * seconds))
    return xs[:-n] + [x * (1 - i / n) for i, x in enumerate(xs[-n:])] if n else xs


# --- the effects ----------------------------------------------------------------------------

def flip(rng: Rng) -> list[float]:
    """A crisp paper snap: band-passed noise with a very fast decay."""
    snap = envelope(highpass(lowpass(noise(0.07, rng), 5200), 900), 0.002, 0.06, 5)
    body = envelope(lowpass(noise(0.05, rng), 700), 0.004, 0.045, 4)
    return normalise(mix((0, snap), (0.004, [b * 0.5 for b in body])), 0.55)


def slide(rng: Rng) -> list[float]:
    """A card sliding on felt: soft noise swelling then fading."""
    xs = highpass(lowpass(noise(0.2, rng), 2600), 300)
    n = len(xs)
    shaped = [x * math.sin(math.pi * i / n) ** 1.5 for i, x in enumerate(xs)]
    return normalise(shaped, 0.35)


def drop(rng: Rng) -> list[float]:
    """A card landing: a low thump under a short tap."""
    thump = envelope(tone(130, 0.12, (1.0, 0.3), glide=-0.3), 0.002, 0.11, 6)
    tap = envelope(lowpass(noise(0.04, rng), 2500), 0.001, 0.035, 6)
    return normalise(mix((0, thump), (0, [t * 0.6 for t in tap])), 0.6)


def invalid(rng: Rng) -> list[float]:
    """Two soft descending low notes: 'no'."""
    a = envelope(tone(246.9, 0.13, (1.0, 0.4, 0.2)), 0.005, 0.12, 3)
    b = envelope(tone(185.0, 0.2, (1.0, 0.4, 0.2)), 0.005, 0.19, 3)
    return normalise(mix((0, a), (0.12, b)), 0.45)


def shuffle(rng: Rng) -> list[float]:
    """A riffle: a burst of tiny clicks that speeds up then stops."""
    tracks: list[tuple[float, list[float]]] = []
    t = 0.0
    for k in range(26):
        click = envelope(highpass(lowpass(noise(0.025, rng), 4500), 1200), 0.001, 0.022, 6)
        gain = 0.5 + 0.5 * rng.random()
        tracks.append((t, [c * gain for c in click]))
        t += 0.028 - 0.0006 * k + 0.006 * rng.random()
    tail = envelope(lowpass(noise(0.12, rng), 900), 0.01, 0.1, 4)
    tracks.append((t, tail))
    return normalise(mix(*tracks), 0.5)


def bell(freq: float, seconds: float) -> list[float]:
    return envelope(tone(freq, seconds, (1.0, 0.35, 0.12, 0.05)), 0.004, seconds - 0.004, 3.5)


def trick(rng: Rng) -> list[float]:
    """A short bright two-note chime."""
    return normalise(mix((0, bell(784.0, 0.35)), (0.09, bell(1046.5, 0.45))), 0.45)


def end(rng: Rng) -> list[float]:
    """A rising major arpeggio and a held chord."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    tracks = [(i * 0.13, bell(f, 0.5)) for i, f in enumerate(notes)]
    chord = [(0.55, bell(f, 0.9)) for f in notes[:3]]
    return normalise(mix(*tracks, *chord), 0.5)


EFFECTS = {"flip": flip, "slide": slide, "drop": drop, "invalid": invalid,
           "shuffle": shuffle, "trick": trick, "end": end}


def write_wav(path: Path, xs: list[float]) -> None:
    data = array("h", (max(-32767, min(32767, int(x * 32767))) for x in fade_out(xs)))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1] / "assets" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, fn in EFFECTS.items():
        xs = fn(Rng.derived(2024, "sound", name))
        path = out / f"{name}.wav"
        write_wav(path, xs)
        print(f"{path}  {len(xs) / RATE:.2f}s  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
