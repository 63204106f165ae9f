#!/usr/bin/env python3
"""Opens pages styled by `export css --mode-selector` for a brand with increased-contrast
contexts in headless Chromium, under each emulated color scheme and contrast preference, and
checks every role's color in each section.

Usage: contrast_modes_check.py EXPECTED_JSON

EXPECTED_JSON maps page path → "SCHEME/CONTRAST" (light or dark / no-preference or more) →
section id → role property → hex. Each section holds `<div data-role="PROPERTY">` children whose
background is `var(PROPERTY)`. Before measuring, the page's own media queries are checked to
match the emulation, so a browser that ignored it fails rather than passes by chance. Prints
one line per page, case and section; exits 1 when a color differs and 2 when a tool is missing
(never skips).
"""
import json
import sys

from browser_checks import same_color
from chromium_session import driver, hex_rgba, parse_css_color, report


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        expected = json.load(file)
    browser = driver(800)
    failed = 0
    checked = 0
    try:
        for page, cases in sorted(expected.items()):
            for case, sections in sorted(cases.items()):
                scheme, contrast = case.split("/")
                browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                    {"name": "prefers-color-scheme", "value": scheme},
                    {"name": "prefers-contrast", "value": contrast}]})
                browser.get("file://" + page)
                emulated = browser.execute_script(
                    "return [matchMedia('(prefers-color-scheme: dark)').matches,"
                    " matchMedia('(prefers-contrast: more)').matches]")
                if emulated != [scheme == "dark", contrast == "more"]:
                    failed += 1
                    print(f"FAIL {page} {case}: Chromium did not take the emulation ({emulated})")
                    continue
                for section, colors in sorted(sections.items()):
                    problems = []
                    found = browser.execute_script(
                        "const out = {}; for (const el of document.querySelectorAll(arguments[0])) {"
                        " out[el.dataset.role] = getComputedStyle(el).backgroundColor; } return out;",
                        f"#{section} [data-role]")
                    for prop, hex_color in sorted(colors.items()):
                        checked += 1
                        actual = found.get(prop)
                        if actual is None:
                            problems.append(f"{prop}: no element on the page")
                        elif not same_color(hex_rgba(hex_color), parse_css_color(actual)):
                            problems.append(f"{prop}: expected {hex_color}, Chromium shows {actual}")
                    name = page.rsplit("/", 1)[-1]
                    failed += report(f"{name} {case} #{section}", problems, f": {len(colors)} colors")
    finally:
        browser.quit()
    print(f"{checked} colors checked in Chromium: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
