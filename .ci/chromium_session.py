"""What the browser checks share: a headless Chromium driven through Selenium, and colors.

A missing tool fails the checks with exit status 2; it never skips them.
"""
import os
import re
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from axe_selenium_python import Axe  # noqa: F401 (re-exported for the checks)
except ImportError as error:
    print(f"error: {error}; run .ci/setup --tests (installs selenium and axe-selenium-python)", file=sys.stderr)
    sys.exit(2)

CHROMEDRIVER = "/usr/bin/chromedriver"


def driver(width, browser_log=False):
    """Headless Chromium at `width` × 900 px and scale 1; with `browser_log`, console messages are kept."""
    for tool in (CHROMEDRIVER, "/usr/bin/chromium"):
        if not os.access(tool, os.X_OK):
            print(f"error: {tool} is missing; run .ci/setup --tests (installs chromium chromium-driver)", file=sys.stderr)
            sys.exit(2)
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                 f"--window-size={width},900", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    if browser_log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def viewport(browser, width, height=900):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def hex_rgba(hex_color):
    """`#rrggbb` or `#rrggbbaa` as [r, g, b, alpha] with channels 0–255 and alpha 0–1."""
    text = hex_color.lstrip("#")
    channels = [int(text[i:i + 2], 16) for i in (0, 2, 4)]
    alpha = int(text[6:8], 16) / 255 if len(text) == 8 else 1.0
    return channels + [alpha]


def parse_css_color(text):
    """A computed `rgb(…)` or `rgba(…)` as [r, g, b, alpha]."""
    numbers = [float(n) for n in re.findall(r"[\d.]+", text)]
    return numbers[:3] + ([numbers[3]] if len(numbers) == 4 else [1.0])


def report(name, problems, detail=""):
    """Prints `ok   NAME DETAIL`, or `FAIL NAME` with each problem indented; returns whether it failed."""
    if problems:
        print(f"FAIL {name}")
        for problem in problems:
            print(f"  {problem}")
        return True
    print(f"ok   {name}{detail}")
    return False


SNAPSHOT_NAME = re.compile(
    r"^(?P<block>[^.]+)\.(?P<state>[^.]+)\.(?P<brand>[^.]+)\.(?P<appearance>[^.]+)\.(?P<size>[^.]+)\.html$")


def snapshot_pages(folder, brand, sizes, appearances=None):
    """The `<block>.<state>.<brand>.<appearance>.<size>.html` pages of `folder` for a brand, sizes
    and (when given) appearances, sorted by name; exits 2 with a message when there are none."""
    if not os.path.isdir(folder):
        print(f"error: {folder} is not a folder of snapshots; write one with sptheme snapshot --out", file=sys.stderr)
        sys.exit(2)
    pages = sorted(f for f in os.listdir(folder)
                   if (m := SNAPSHOT_NAME.match(f)) and m["brand"] == brand and m["size"] in sizes
                   and (appearances is None or m["appearance"] in appearances))
    if not pages:
        print(f"error: no {brand} snapshots at {','.join(sizes)} in {folder}", file=sys.stderr)
        sys.exit(2)
    return pages
