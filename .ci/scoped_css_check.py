#!/usr/bin/env python3
"""Opens a page where several brands share one document, each scoped by `export css --selector`,
in headless Chromium, and checks every brand's colors in light and in forced dark.

Usage: scoped_css_check.py PAGE EXPECTED_JSON

PAGE holds one element per brand, `<section data-brand="NAME">`, with a child per color role,
`<div data-role="ROLE">`, whose background is `var(--sp-color-ROLE)`, and one `#outside`
element beyond every brand whose background is `var(--sp-color-accent, rgb(1, 2, 3))`.
EXPECTED_JSON maps brand → appearance (light, dark) → role property → hex. The page is loaded
with prefers-color-scheme emulated as light, then as dark (Chromium's forced dark for a page
that supports both schemes). Prints one line per brand and appearance; exits 1 when a color
differs and 2 when a tool is missing (never skips).
"""
import json
import sys

from browser_checks import same_color
from chromium_session import driver, hex_rgba, parse_css_color, report


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    page, expected_path = sys.argv[1], sys.argv[2]
    with open(expected_path, encoding="utf-8") as file:
        expected = json.load(file)
    browser = driver(800)
    failed = 0
    checked = 0
    try:
        for scheme in ("light", "dark"):
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            browser.get("file://" + page)
            outside = browser.execute_script(
                "return getComputedStyle(document.getElementById('outside')).backgroundColor")
            if not same_color([1, 2, 3, 1.0], parse_css_color(outside)):
                failed += 1
                print(f"FAIL {scheme}: #outside has {outside}; a scoped brand leaked past its element")
            for brand, appearances in sorted(expected.items()):
                problems = []
                found = browser.execute_script(
                    "const out = {}; for (const el of document.querySelectorAll(arguments[0])) {"
                    " out[el.dataset.role] = getComputedStyle(el).backgroundColor; } return out;",
                    f'[data-brand="{brand}"] [data-role]')
                for prop, hex_color in sorted(appearances[scheme].items()):
                    checked += 1
                    actual = found.get(prop)
                    if actual is None:
                        problems.append(f"{prop}: no element on the page")
                    elif not same_color(hex_rgba(hex_color), parse_css_color(actual)):
                        problems.append(f"{prop}: expected {hex_color}, Chromium shows {actual}")
                failed += report(f"{brand} {scheme}", problems, f": {len(appearances[scheme])} colors")
    finally:
        browser.quit()
    print(f"{checked} colors checked in Chromium: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
