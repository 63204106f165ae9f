#!/usr/bin/env python3
"""Accepts changes in a running `sptheme serve --review RESULTS` as a reviewer would.

Usage: review_check.py URL CAUSE SNAPSHOT

In headless Chromium: opens the review page, clicks "Accept this cause" of the section whose
data-cause is CAUSE, waits for the page to reload without it, then clicks "Accept" of the
snapshot SNAPSHOT, and waits for it to leave the page. Also checks that the page's frames grew
to their pages' height and that a POST without the run's token is refused (403). The calling
test checks which reference files were rewritten. Exits 1 when a check fails and 2 when a tool
is missing (never skips).
"""
import sys
import urllib.error
import urllib.request

from chromium_session import driver, report
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    url, cause, snapshot = sys.argv[1:]
    failed = False
    problems = []
    try:
        urllib.request.urlopen(urllib.request.Request(url + "accept?what=all", method="POST"), timeout=30)
        problems.append("a POST without the token was answered")
    except urllib.error.HTTPError as error:
        if error.code != 403:
            problems.append(f"a POST without the token got {error.code}, not 403")
    failed |= report("an action without the run's token is refused", problems)

    browser = driver(1200)
    try:
        browser.get(url)
        wait = WebDriverWait(browser, 60, ignored_exceptions=(StaleElementReferenceException,))
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, f'section.cause[data-cause="{cause}"]'))
        heights = browser.execute_script(
            "return Array.from(document.querySelectorAll('iframe')).slice(0, 4).map(f => f.getBoundingClientRect().height)")
        failed |= report("frames are as tall as their pages",
                         [f"a frame is {h} px" for h in heights if h == 760 or h < 100])

        button = browser.find_element(
            By.CSS_SELECTOR, f'section.cause[data-cause="{cause}"] button[data-action="accept"]')
        button.click()
        wait.until(lambda b: not b.find_elements(By.CSS_SELECTOR, f'section.cause[data-cause="{cause}"]'))
        failed |= report("accepting a cause takes it off the page", [])

        buttons = [b for b in browser.find_elements(By.CSS_SELECTOR, 'article.difference button[data-action="accept"]')
                   if b.get_attribute("data-what") == snapshot]
        if not buttons:
            failed |= report("accepting a snapshot", [f"{snapshot} has no Accept button"])
        else:
            buttons[0].click()
            # Read in one script, so a reload between two reads cannot leave a stale element.
            titles = "return Array.from(document.querySelectorAll('article.difference h3')).map(h => h.textContent.split(' ')[0])"
            wait.until(lambda b: snapshot not in b.execute_script(titles))
            failed |= report("accepting a snapshot takes it off the page", [])
    finally:
        browser.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
