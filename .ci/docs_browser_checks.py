#!/usr/bin/env python3
"""Opens a brand's docs pages (written by `sptheme docs`) in headless Chromium and checks them.

Usage: docs_browser_checks.py SITE_DIR --brand studio --expect COLORS.json [--screenshots DIR]

COLORS.json holds the theme's sRGB values, {"light": {"accent": "#0066cc", ...}, "dark": {...}},
taken from the theme itself (not from the pages). For SITE_DIR/index.html and every page of
SITE_DIR/<brand>/ (the component snapshots are checked by browser_checks.py) it asserts:
  - the page loads without console errors (CSP refusals and failed loads included);
  - every link and frame resolves to a file inside the site, and every #fragment to an element;
  - axe-core finds no serious or critical violations (the embedded snapshots have their own run);
  - every swatch ([data-swatch]) computes to the theme's color for its role and appearance;
  - nothing overflows horizontally at a 390 px phone width;
  - code wraps inside the card that holds it, at 1280 px and at 390 px;
  - no page prints an absolute path (paths are relative to the project);
  - every sized component frame ([data-frame-height], light ones: dark ones lay out alike) is
    as tall as its snapshot's block at 390 px, so nothing is cut off, and at most 35 %
    (plus 24 px) taller, so no block floats in empty space.
Prints one line per page and a summary; exits 1 when a check fails and 2 when a tool is missing
(never skips).
"""
import argparse
import json
import os
import re
import sys
from urllib.parse import unquote, urlparse

from chromium_session import Axe, driver, hex_rgba, parse_css_color, viewport

# Code (a role's SwiftUI and CSS) that reaches past the card, section or cell that holds it.
CODE_SPILLS = """
const spills = [];
for (const pre of document.querySelectorAll('pre')) {
  const holder = pre.closest('.card, section') || pre.parentElement;
  const r = pre.getBoundingClientRect(), h = holder.getBoundingClientRect();
  if (r.width === 0) continue;
  if (r.right > h.right + 0.5 || pre.scrollWidth > pre.clientWidth + 1)
    spills.push(pre.textContent.slice(0, 40) + ` (${r.right.toFixed(0)} px past ${h.right.toFixed(0)} px)`);
}
return spills.slice(0, 5);
"""

# A path from the root of a machine's disk (a page prints paths relative to the project).
ABSOLUTE_PATH = re.compile(r"(?<![\w.:/-])/(?:home|Users|work|tmp|var|usr|opt|private|root|mnt)/[^\s<\"']+")

COLLECT = """
const links = [];
for (const el of document.querySelectorAll('a[href]')) links.push(el.href);
for (const el of document.querySelectorAll('iframe[src]')) links.push(el.src);
const swatches = [];
for (const el of document.querySelectorAll('[data-swatch]')) {
  swatches.push({role: el.dataset.role, appearance: el.dataset.appearance,
                 color: getComputedStyle(el).backgroundColor});
}
const frames = [];
for (const el of document.querySelectorAll('.frame-light[data-frame-height] iframe')) {
  frames.push({src: el.src, height: parseFloat(el.parentElement.dataset.frameHeight)});
}
return {links, swatches, frames, ready: document.readyState};
"""


# How tall a snapshot draws: its screen, or an alert floating over it if that is taller.
MEASURE_BLOCK = """
const screen = document.querySelector('.sp-screen');
let height = screen ? screen.getBoundingClientRect().height : document.documentElement.scrollHeight;
for (const alert of document.querySelectorAll('.sp-alert')) {
  height = Math.max(height, alert.getBoundingClientRect().height + 40);
}
return height;
"""

ids_cache = {}


def ids_of(path):
    if path not in ids_cache:
        with open(path, encoding="utf-8") as handle:
            ids_cache[path] = set(re.findall(r'\sid="([^"]+)"', handle.read()))
    return ids_cache[path]


def check(browser, site, path, expected, screenshots):
    problems = []
    viewport(browser, 1280)
    browser.get_log("browser")  # drop what earlier pages left
    browser.get("file://" + os.path.abspath(path))
    page = browser.execute_script(COLLECT)
    for entry in browser.get_log("browser"):
        if entry.get("level") == "SEVERE":
            problems.append(f"console error: {entry.get('message', '')[:200]}")

    root = os.path.abspath(site)
    for link in sorted(set(page["links"])):
        url = urlparse(link)
        if url.scheme != "file":
            problems.append(f"link leaves the site: {link}")
            continue
        target = unquote(url.path)
        if not os.path.abspath(target).startswith(root + os.sep):
            problems.append(f"link outside the site folder: {link}")
        elif not os.path.isfile(target):
            problems.append(f"link to a missing file: {link}")
        elif url.fragment and url.fragment not in ids_of(target):
            problems.append(f"link to a missing #{url.fragment} in {os.path.relpath(target, root)}")

    for swatch in page["swatches"]:
        want = expected.get(swatch["appearance"], {}).get(swatch["role"])
        if want is None:
            problems.append(f"swatch {swatch['role']} ({swatch['appearance']}): no theme value to compare")
            continue
        actual = parse_css_color(swatch["color"])
        wanted = hex_rgba(want)
        if any(abs(a - b) > 1 for a, b in zip(actual[:3], wanted[:3])) or abs(actual[3] - wanted[3]) > 0.01:
            problems.append(f"swatch {swatch['role']} ({swatch['appearance']}): computed {swatch['color']}, theme {want}")

    axe = Axe(browser)
    axe.inject()
    # Options go into the script as written (the package formats them with %s).
    results = axe.run(options=json.dumps({"iframes": False, "resultTypes": ["violations"]}))
    for violation in results["violations"]:
        if violation.get("impact") in ("serious", "critical"):
            targets = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:3])
            problems.append(f"axe {violation['impact']} {violation['id']}: {violation['help']} ({targets})")

    if screenshots:
        name = os.path.relpath(path, site).replace(os.sep, "-")[:-5]
        browser.save_screenshot(os.path.join(screenshots, name + ".png"))

    # Code wraps inside its card, at 1280 px and at 390 px alike.
    for view in (1280, 390):
        viewport(browser, view)
        for spill in browser.execute_script(CODE_SPILLS):
            problems.append(f"code spills out of its card at {view} px: {spill}")
    text = browser.execute_script("return document.documentElement.outerHTML")
    for absolute in sorted(set(ABSOLUTE_PATH.findall(text)))[:5]:
        problems.append(f"prints an absolute path: {absolute}")

    viewport(browser, 390)
    width = browser.execute_script("return document.documentElement.scrollWidth")
    if width > 390:
        problems.append(f"overflows a 390 px phone viewport: {width} px wide")

    for frame in page["frames"]:
        browser.get(frame["src"])
        drawn = browser.execute_script(MEASURE_BLOCK)
        name = os.path.basename(unquote(urlparse(frame["src"]).path))
        if drawn > frame["height"] + 0.5:
            problems.append(f"frame cuts off {name}: {frame['height']:.0f} px for a {drawn:.0f} px block")
        elif frame["height"] > drawn * 1.35 + 24:
            problems.append(f"{name} floats in its frame: {frame['height']:.0f} px for a {drawn:.0f} px block")
    return problems, len(page["links"]) + len(page["frames"]), len(page["swatches"])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site")
    parser.add_argument("--brand", default="studio")
    parser.add_argument("--expect", required=True)
    parser.add_argument("--screenshots")
    args = parser.parse_args()
    with open(args.expect, encoding="utf-8") as handle:
        expected = json.load(handle)
    folder = os.path.join(args.site, args.brand)
    if not os.path.isdir(folder):
        print(f"error: no {folder}; run sptheme docs first", file=sys.stderr)
        return 2
    pages = [os.path.join(args.site, "index.html")]
    pages += sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".html"))
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
    browser = driver(1280, browser_log=True)
    failed = links = swatches = 0
    try:
        for path in pages:
            problems, link_count, swatch_count = check(browser, args.site, path, expected, args.screenshots)
            links += link_count
            swatches += swatch_count
            name = os.path.relpath(path, args.site)
            if problems:
                failed += 1
                print(f"FAIL {name}")
                for problem in problems:
                    print(f"  {problem}")
            else:
                print(f"ok   {name} ({link_count} links, {swatch_count} swatches)")
    finally:
        browser.quit()
    print(f"{len(pages)} docs pages checked in Chromium: {len(pages) - failed} passed, {failed} failed"
          f" ({links} links and {swatches} swatches checked)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
