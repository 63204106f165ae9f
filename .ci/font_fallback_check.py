#!/usr/bin/env python3
"""Checks in headless Chromium that text set in a brand's fonts, on a machine without them, is
drawn in the fallback of the brand's kind (serif, sans-serif or monospace).

Usage: font_fallback_check.py PAGE SELECTOR GENERIC [PAGE SELECTOR GENERIC ...]

For each triple it opens PAGE, takes the first element matching SELECTOR, and sets a probe
string in the element's computed font (family, size, weight) and in each of `serif`,
`sans-serif` and `monospace` at the same size and weight. The element's text must measure
closest to GENERIC (a stack may land on another font of the same kind, such as Liberation Mono
before the generic monospace), and the three generics must measure apart, so the check fails
when the page falls back to the wrong kind and cannot pass on a machine whose generic families
look alike. Exits 1 when a check fails and 2 when a tool is missing (never skips).
"""
import os
import sys

from chromium_session import driver, report

PROBE = "Hamburgefonstiv 0123456789 WMiil"

MEASURE = """
const element = document.querySelector(arguments[0]);
if (!element) return null;
const style = getComputedStyle(element);
function width(family) {
  const span = document.createElement('span');
  span.textContent = '""" + PROBE + """';
  span.style.cssText = 'position:absolute;white-space:nowrap;visibility:hidden;letter-spacing:0;'
    + 'font-size:' + style.fontSize + ';font-weight:' + style.fontWeight + ';';
  span.style.fontFamily = family;
  document.body.appendChild(span);
  const w = span.getBoundingClientRect().width;
  span.remove();
  return w;
}
return {family: style.fontFamily, own: width(style.fontFamily), serif: width('serif'),
        'sans-serif': width('sans-serif'), monospace: width('monospace')};
"""


def main():
    args = sys.argv[1:]
    if not args or len(args) % 3:
        print(__doc__, file=sys.stderr)
        return 2
    browser = driver(1280)
    failed = 0
    try:
        for index in range(0, len(args), 3):
            page, selector, generic = args[index:index + 3]
            browser.get("file://" + os.path.abspath(page))
            result = browser.execute_script(MEASURE, selector)
            problems = []
            if result is None:
                problems.append(f"no element matches {selector}")
            else:
                widths = {name: result[name] for name in ("serif", "sans-serif", "monospace")}
                others = [name for name in widths if name != generic]
                if any(abs(widths[generic] - widths[name]) < 0.5 for name in others):
                    problems.append(f"the generic families measure alike here: {widths}")
                closest = min(widths, key=lambda name: abs(widths[name] - result["own"]))
                if closest != generic:
                    problems.append(
                        f"drawn like {closest}, not {generic}: {result['own']:.1f} px vs {widths} "
                        f"(font-family: {result['family']})")
            name = f"{os.path.basename(page)} {selector} → {generic}"
            failed += report(name, problems, f" ({result['own']:.1f} px)" if result else "")
    finally:
        browser.quit()
    total = len(args) // 3
    print(f"{total} font fallbacks checked in Chromium: {total - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
