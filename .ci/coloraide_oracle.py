#!/usr/bin/env python3
"""Reference data for the SPTheme color module, computed with coloraide.

Generates seeded random colors in each of the 14 DTCG 2025.10 color spaces (some outside the sRGB
gamut, some achromatic, some with `none` components) and prints, as one JSON document on stdout:

    {"coloraide": "<version>", "seed": N, "count": N, "spaces": [<14 DTCG names>],
     "colors": [{"space": "lab", "input": [c0, c1, c2], "alpha": a,
                 "convert": [[c0, c1, c2], ...],    # one triple per entry of "spaces"
                 "fit": [r, g, b]}, ...]}           # sRGB, CSS Color 4 gamut mapping

Components are in DTCG units (hsl s/l and hwb w/b are 0...100); `none` is null. Conversions are
made without normalization (`norm=False`), so hues of achromatic results are whatever coloraide
computes. "fit" is `fit("srgb", method="minde-chroma", jnd=0.02)`, the CSS Color 4 algorithm.

Usage: coloraide_oracle.py --seed 20261130 --count 10000
"""
import argparse
import json
import math
import random
import sys

try:
    import coloraide
    from coloraide import Color
except ImportError:  # pragma: no cover
    sys.stderr.write(
        "coloraide is not installed: run `make venv` "
        "(python3 -m venv .venv && .venv/bin/pip install -r requirements-dev.txt)\n"
    )
    sys.exit(3)

SPACES = [
    "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
    "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
]
RGB_SPACES = {"srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"}
# DTCG component index -> scale from coloraide units to DTCG units.
SCALE = {"hsl": (1.0, 100.0, 100.0), "hwb": (1.0, 100.0, 100.0)}
HUE_INDEX = {"hsl": 0, "hwb": 0, "lch": 2, "oklch": 2}


def random_color(space, rng):
    """Components in DTCG units; None stands for `none`."""
    kind = rng.random()
    if space in RGB_SPACES:
        if kind < 0.1:
            v = rng.uniform(0, 1)
            c = [v, v, v]
        elif kind < 0.35:
            c = [rng.uniform(-0.25, 1.25) for _ in range(3)]
        else:
            c = [rng.uniform(0, 1) for _ in range(3)]
    elif space in ("xyz-d65", "xyz-d50"):
        c = [rng.uniform(0, 1.1) for _ in range(3)]
    elif space == "hsl":
        c = [rng.uniform(0, 360), rng.uniform(0, 100), rng.uniform(0, 100)]
        if kind < 0.1:
            c[1] = 0.0
    elif space == "hwb":
        c = [rng.uniform(0, 360), rng.uniform(0, 100), rng.uniform(0, 100)]
        if kind < 0.1:
            c[2] = 100.0 - c[1]
    elif space == "lab":
        c = [rng.uniform(0, 100), rng.uniform(-125, 125), rng.uniform(-125, 125)]
        if kind < 0.1:
            c[1] = c[2] = 0.0
    elif space == "lch":
        c = [rng.uniform(0, 100), rng.uniform(0, 150), rng.uniform(0, 360)]
        if kind < 0.1:
            c[1] = 0.0
    elif space == "oklab":
        c = [rng.uniform(0, 1), rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4)]
        if kind < 0.1:
            c[1] = c[2] = 0.0
    elif space == "oklch":
        c = [rng.uniform(0, 1), rng.uniform(0, 0.4), rng.uniform(0, 360)]
        if kind < 0.1:
            c[1] = 0.0
    else:  # pragma: no cover
        raise ValueError(space)
    # `none`: hues of achromatic colors mostly, and now and then any component.
    if space in HUE_INDEX and kind < 0.05:
        c[HUE_INDEX[space]] = None
    elif rng.random() < 0.03:
        c[rng.randrange(3)] = None
    return c


def to_coloraide(space, comps):
    scale = SCALE.get(space, (1.0, 1.0, 1.0))
    return [math.nan if v is None else v / s for v, s in zip(comps, scale)]


def from_coloraide(space, coords):
    scale = SCALE.get(space, (1.0, 1.0, 1.0))
    return [None if math.isnan(v) else v * s for v, s in zip(coords, scale)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    colors = []
    for i in range(args.count):
        space = SPACES[i % len(SPACES)]
        comps = random_color(space, rng)
        alpha = 1.0 if rng.random() < 0.7 else round(rng.uniform(0, 1), 3)
        color = Color(space, to_coloraide(space, comps), alpha)
        converted = [
            from_coloraide(target, color.convert(target, norm=False).coords())
            for target in SPACES
        ]
        fitted = color.clone().fit("srgb", method="minde-chroma", jnd=0.02).convert("srgb", norm=False)
        colors.append({
            "space": space,
            "input": comps,
            "alpha": alpha,
            "convert": converted,
            "fit": fitted.coords(nans=False),
        })
    json.dump(
        {
            "coloraide": coloraide.__version__,
            "seed": args.seed,
            "count": args.count,
            "spaces": SPACES,
            "colors": colors,
        },
        sys.stdout,
        separators=(",", ":"),
        allow_nan=False,
    )
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
