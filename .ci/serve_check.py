#!/usr/bin/env python3
"""Checks a running `sptheme serve` as a reviewer and an attacker would.

Usage: serve_check.py [--repaint-only] URL BRAND TOKEN_FILE OLD NEW [SAVES]

URL is the address `sptheme serve` printed, BRAND a brand it serves (a copy the check may
edit), TOKEN_FILE one of that brand's token files, in which OLD is replaced by NEW (a new
`color.accent`) and back, SAVES times (default 1). The checks:
- hostile requests: traversals (plain and encoded), absolute paths, a foreign Host, a change
  without the run's token, a malformed request, a client that leaves mid-stream; the server
  answers each as it should and keeps serving;
- 200 concurrent requests, all answered 200;
- in headless Chromium: every switcher of the gallery changes the address and the frames; a
  hovered part shows its role, token and file:line:col; a saved token file repaints the page
  with the new color. Prints the median time from the save to the repainted frame
  (`--repaint-only`: only that, for `make bench`).
Exits 1 when a check fails and 2 when a tool is missing (never skips).
"""
import http.client
import os
import socket
import statistics
import sys
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor

from chromium_session import driver, report
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait


def request(host, port, path, method="GET", headers=None):
    connection = http.client.HTTPConnection(host, port, timeout=30)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    for name, value in (headers or {"Host": f"{host}:{port}"}).items():
        connection.putheader(name, value)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def hostile(host, port):
    problems = []
    cases = [
        ("/../../etc/passwd", None, 404),
        ("/%2e%2e/%2e%2e/etc/passwd", None, 404),
        ("/docs/..%2f..%2f..%2fetc%2fpasswd", None, 404),
        ("/docs/../../../../etc/passwd", None, 404),
        ("//etc/passwd", None, 404),
        ("/tokens/", None, 404),
        ("/", {"Host": "attacker.example"}, 421),
        ("/", {"Host": f"attacker.example:{port}"}, 421),
    ]
    for path, headers, expected in cases:
        status, _ = request(host, port, path, headers=headers)
        if status != expected:
            problems.append(f"{path} {headers or ''}: {status}, expected {expected}")
    status, _ = request(host, port, "/", method="POST")
    if status != 403:
        problems.append(f"POST / without the token: {status}, expected 403")
    # A malformed request, and a client that leaves in the middle of the event stream.
    with socket.create_connection((host, port), timeout=10) as raw:
        raw.sendall(b"GARBAGE\r\n\r\n")
        raw.recv(1024)
    with socket.create_connection((host, port), timeout=10) as raw:
        raw.sendall(f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        raw.recv(64)
    status, _ = request(host, port, "/")
    if status != 200:
        problems.append(f"after a malformed request and a client that left: {status}")
    return report("hostile requests answered, and the server keeps serving", problems)


def load(host, port, brand):
    paths = ["/", f"/brand/{brand}?block=sign-in", "/review.js",
             f"/state?brand={brand}&state=sign-in/rest&size=large",
             f"/notes?brand={brand}&state=sign-in/invalid&size=ax5"]
    with ThreadPoolExecutor(max_workers=200) as pool:
        statuses = list(pool.map(lambda index: request(host, port, paths[index % len(paths)])[0],
                                 range(200)))
    failed = [status for status in statuses if status != 200]
    return report("200 concurrent requests", [f"{len(failed)} not 200: {sorted(set(failed))}"] if failed else [],
                  f" ({statuses.count(200)} × 200)")


def wait(browser, condition, seconds=90):
    return WebDriverWait(browser, seconds, poll_frequency=0.01).until(lambda _: condition())


def switchers(browser, url, brand):
    problems = []
    browser.get(url + f"brand/{brand}?block=sign-in")
    wait(browser, lambda: browser.execute_script(
        "return [...document.querySelectorAll('iframe')].some(f => f.dataset.notes)"))
    names = [select.get_attribute("name") for select in browser.find_elements(By.CSS_SELECTOR, "#switchers select")]
    for name in names:
        select = Select(browser.find_element(By.CSS_SELECTOR, f'#switchers select[name="{name}"]'))
        options = [option.get_attribute("value") for option in select.options]
        current = select.first_selected_option.get_attribute("value")
        others = [value for value in options if value != current and value != "all"]
        if not others:
            continue
        choice = others[0]
        select.select_by_value(choice)
        try:
            if name == "brand":
                wait(browser, lambda: urllib.parse.urlparse(browser.current_url).path == f"/brand/{choice}")
            else:
                wait(browser, lambda: urllib.parse.parse_qs(
                    urllib.parse.urlparse(browser.current_url).query).get(name) == [choice])
                frames = browser.execute_script(
                    "return [...document.querySelectorAll('iframe')].map(f => f.getAttribute('src'))")
                if name == "appearance" and not all(f"appearance={choice}" in src for src in frames[:1]):
                    problems.append(f"appearance {choice}: the frames still draw {frames[:1]}")
                if name == "compare" and len(browser.find_elements(By.CSS_SELECTOR, ".state")[0]
                                             .find_elements(By.TAG_NAME, "iframe")) != 2:
                    problems.append(f"beside {choice}: not two frames per state")
        except Exception as error:  # noqa: BLE001 (the check reports any failure)
            problems.append(f"switcher {name} → {choice}: the page did not follow ({type(error).__name__})")
        browser.get(url + f"brand/{brand}?block=sign-in")
    return report("every switcher changes the address and the frames", problems, f" ({len(names)} switchers)")


def hover(browser, url, brand):
    problems = []
    browser.get(url + f"brand/{brand}?block=sign-in")
    frame = browser.find_element(By.CSS_SELECTOR, 'section[data-state="sign-in/rest"] iframe')
    wait(browser, lambda: frame.get_attribute("data-notes"))
    info = ""
    for _ in range(5):
        # From another part onto the label, so the pointer really enters it.
        browser.switch_to.frame(frame)
        ActionChains(browser).move_to_element(
            browser.find_element(By.CSS_SELECTOR, '[data-part="password.label"]')).perform()
        ActionChains(browser).move_to_element(
            browser.find_element(By.CSS_SELECTOR, '[data-part="email.label"]')).perform()
        browser.switch_to.default_content()
        try:
            info = wait(browser, lambda: "email.label" in browser.find_element(By.ID, "part-info").text
                        and browser.find_element(By.ID, "part-info").text, 5)
            break
        except Exception:  # noqa: BLE001 (tried again, then reported)
            info = browser.find_element(By.ID, "part-info").text
    # The keyboard reaches the same notes: focus the field.
    browser.switch_to.frame(frame)
    browser.execute_script('document.querySelector(\'[data-part="email.field"]\').focus()')
    browser.switch_to.default_content()
    try:
        wait(browser, lambda: "email.field" in browser.find_element(By.ID, "part-info").text, 10)
    except Exception:  # noqa: BLE001
        problems.append("focusing a part does not show its notes")
    if "email.label" not in info or "→" not in info or ".tokens.json:" not in info:
        problems.append(f"the part's notes do not name role, token and place: {info!r}")
    return report("a hovered part shows its role, token and file:line:col", problems)


def repaint(browser, url, brand, path, old, new, saves):
    problems = []
    times = []
    browser.get(url + f"brand/{brand}?block=sign-in")
    script = """
      const frame = document.querySelector('section[data-state="sign-in/rest"] iframe');
      const doc = frame && frame.contentDocument;
      const button = doc && doc.querySelector('[data-part="submit"]');
      return button ? getComputedStyle(button).backgroundColor : null;"""
    with open(path, encoding="utf-8") as file:
        original = file.read()
    if old not in original:
        return report("a save repaints the page", [f"{old!r} is not in {path}"])
    try:
        for index in range(saves * 2):
            before = wait(browser, lambda: browser.execute_script(script))
            text = original.replace(old, new) if index % 2 == 0 else original
            started = time.monotonic()
            with open(path + ".tmp", "w", encoding="utf-8") as file:
                file.write(text)
            os.replace(path + ".tmp", path)
            try:
                wait(browser, lambda: (browser.execute_script(script) or before) != before)
                times.append((time.monotonic() - started) * 1000)
            except Exception:  # noqa: BLE001
                problems.append(f"save {index + 1}: the Sign in button kept {before}")
                break
    finally:
        with open(path, "w", encoding="utf-8") as file:
            file.write(original)
    median = statistics.median(times) if times else float("nan")
    return report("a save repaints the page", problems, f" (median {median:.0f} ms over {len(times)} saves)")


def main():
    arguments = sys.argv[1:]
    only_repaint = arguments[:1] == ["--repaint-only"]
    arguments = arguments[1:] if only_repaint else arguments
    if len(arguments) not in (5, 6):
        print(__doc__, file=sys.stderr)
        return 2
    url, brand, path, old, new = arguments[:5]
    saves = int(arguments[5]) if len(arguments) == 6 else 1
    parsed = urllib.parse.urlparse(url)
    url = url if url.endswith("/") else url + "/"
    failed = False
    if not only_repaint:
        failed |= hostile(parsed.hostname, parsed.port)
        failed |= load(parsed.hostname, parsed.port, brand)
    browser = driver(1400)
    try:
        if not only_repaint:
            failed |= switchers(browser, url, brand)
            failed |= hover(browser, url, brand)
        failed |= repaint(browser, url, brand, path, old, new, saves)
    finally:
        browser.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
