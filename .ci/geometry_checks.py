#!/usr/bin/env python3
"""Checks that snapshots keep their geometry at every text size, in headless Chromium.

Usage: geometry_checks.py SNAPSHOT_DIR [--brand studio[,folio…]] [--sizes large,ax1,ax5] [--appearances light]
                          [--screenshots DIR]

For every <block>.<state>.<brand>.<appearance>.<size>.html (next to its .scene.json, whose
contentSize is the size the state really renders at), it asserts:
  - heights follow the text: every field, code box and button is at least as tall as its text's
    line box (all its lines) plus its padding and border, and at least its height at Large times
    the growth of its text (the @ScaledMetric rule: a 52 px field beside 17 px body at Large is
    52 * 53 / 17 = 162 px beside 53 px body at AX5);
  - no text is clipped: every block-level text part, code box and input has
    scrollWidth <= clientWidth and scrollHeight <= clientHeight, an input is at least its line box
    tall, and the text inside a field, code box or button (its glyphs' ascent to descent and
    advance) stays at least 1 px clear of the control's border on every side;
  - icons scale with their labels: an icon's size over its label's font size stays within 10 %
    of that ratio at Large, and an icon stays inside its slot (the provider stack's 24 pt slot
    relative to headline: 24 / 17 of the headline size, within 10 %);
  - no word is broken across lines unless the word alone is wider than the card, alert or toast
    it sits in (a break right after a hyphen, dash, slash or @ is a break opportunity, not a
    broken word);
  - rows stacked at accessibility sizes line their parts up: a trailing link under its label
    starts where the label starts, a prompt and its link are centred on their lines;
  - alerts and toasts are as wide as the card.
The Large pages of the run are the reference for the ratios, so --sizes must include large.
Prints one line per snapshot and a summary; exits 1 when a check fails and 2 when a tool is
missing (never skips).
"""
import argparse
import json
import os
import sys

from chromium_session import SNAPSHOT_NAME, driver, report, snapshot_pages, viewport

NAME = SNAPSHOT_NAME
# The spec's provider icon slot: `@ScaledMetric(relativeTo: .headline) var iconSize = 24.0`, and
# headline is 17 pt at Large.
PROVIDER_SLOT_RATIO = 24 / 17
TOLERANCE = 0.10

MEASURE = r"""
const px = v => parseFloat(v) || 0;
function lineBox(el) {
  const s = getComputedStyle(el);
  if (s.lineHeight.endsWith('px')) return px(s.lineHeight);
  const n = parseFloat(s.lineHeight);
  return isNaN(n) ? px(s.fontSize) * 1.2 : n * px(s.fontSize);
}
function visible(el) {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    && !el.closest('.sp-redacted, .sp-redacted-box, .sp-visually-hidden');
}
function keyOf(el) {
  const owner = el.closest('[data-part]');
  let key = owner ? owner.getAttribute('data-part') : el.tagName.toLowerCase();
  if (el.classList.contains('sp-code-box')) key += '#' + [...el.parentNode.children].indexOf(el);
  return key;
}
// The padding box (inside the border) of an element.
function inner(el) {
  const r = el.getBoundingClientRect(), s = getComputedStyle(el);
  return {top: r.top + px(s.borderTopWidth), bottom: r.bottom - px(s.borderBottomWidth),
          left: r.left + px(s.borderLeftWidth), right: r.right - px(s.borderRightWidth)};
}
function textRects(el) {
  const rects = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || !visible(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0) rects.push(r);
  }
  return rects;
}
const out = {controls: [], icons: [], problems: []};
for (const el of document.querySelectorAll('.sp-field, .sp-code-box, .sp-button:not(.sp-button-icon)')) {
  if (!visible(el)) continue;
  const s = getComputedStyle(el);
  const texts = el.classList.contains('sp-field') ? [...el.querySelectorAll('input')]
    : el.classList.contains('sp-code-box') ? [el] : [...el.querySelectorAll('.sp-text')].filter(visible);
  let text = 0;
  for (const t of texts) {
    const box = t.tagName === 'INPUT' ? lineBox(t) : Math.max(lineBox(t), t === el ? 0 : t.getBoundingClientRect().height);
    text = Math.max(text, box);
  }
  if (!text) text = lineBox(el);
  const frame = px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth);
  out.controls.push({key: keyOf(el), kind: el.classList.contains('sp-field') ? 'field'
      : el.classList.contains('sp-code-box') ? 'code box' : 'button',
    height: el.getBoundingClientRect().height, text, frame, fontSize: px(s.fontSize)});
  const box = inner(el);
  for (const r of textRects(el)) {
    if (r.top < box.top + 1 - 0.01 || r.bottom > box.bottom - 1 + 0.01
        || r.left < box.left + 1 - 0.01 || r.right > box.right - 1 + 0.01)
      out.problems.push(`${keyOf(el)}: text ${r.left.toFixed(1)}–${r.right.toFixed(1)} × ${r.top.toFixed(1)}–${r.bottom.toFixed(1)} touches or crosses the border (inside ${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)})`);
  }
  for (const input of el.querySelectorAll('input')) {
    const r = input.getBoundingClientRect();
    if (r.height + 0.5 < lineBox(input))
      out.problems.push(`${keyOf(el)}: input ${r.height.toFixed(1)} px tall for a ${lineBox(input).toFixed(1)} px line: its text is clipped`);
  }
}
for (const el of document.querySelectorAll('.sp-text, .sp-link, .sp-code-box, .sp-input, label')) {
  if (!visible(el) || getComputedStyle(el).display.startsWith('inline') && !el.matches('.sp-link')) continue;
  if (el.tagName === 'INPUT') {
    if (el.scrollHeight > el.clientHeight + 1)
      out.problems.push(`${keyOf(el)}: input text clipped (scrollHeight ${el.scrollHeight} > clientHeight ${el.clientHeight})`);
    continue;
  }
  if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
    out.problems.push(`${keyOf(el)}: text clipped (scroll ${el.scrollWidth}×${el.scrollHeight} > client ${el.clientWidth}×${el.clientHeight})`);
}
for (const icon of document.querySelectorAll('.sp-icon')) {
  const svg = icon.querySelector('svg');
  if (!svg || !visible(icon)) continue;
  const control = icon.closest('.sp-button, .sp-field, .sp-rule, .sp-toast, .sp-stack, .sp-card');
  const label = control && [...control.querySelectorAll('.sp-text, .sp-input')].find(visible);
  const fontSize = px(getComputedStyle(label || control || icon).fontSize);
  const r = svg.getBoundingClientRect();
  const slot = icon.parentElement.closest('[data-part$=".slot"]');
  const item = {key: keyOf(icon), size: Math.max(r.width, r.height), fontSize, slot: null};
  if (slot) {
    const sr = slot.getBoundingClientRect();
    item.slot = Math.min(sr.width, sr.height);
    if (r.left < sr.left - 0.5 || r.right > sr.right + 0.5 || r.top < sr.top - 0.5 || r.bottom > sr.bottom + 0.5)
      out.problems.push(`${item.key}: glyph ${r.width.toFixed(1)}×${r.height.toFixed(1)} spills out of its ${sr.width.toFixed(1)}×${sr.height.toFixed(1)} slot`);
  }
  out.icons.push(item);
}
// Words broken across lines: only a word wider than the card (or the alert or toast) it sits
// in may break inside itself (a break after an @, a hyphen, a dash or a slash breaks no word).
const HYPHENS = '-\u2010\u2011\u2012\u2013\u2014/@\u200B';
for (const el of document.querySelectorAll('.sp-text, .sp-link, label')) {
  if (!visible(el)) continue;
  const block = el.closest('.sp-card, .sp-alert, .sp-toast, .sp-screen') || el;
  const bs = getComputedStyle(block);
  const line = block.clientWidth - px(bs.paddingLeft) - px(bs.paddingRight);
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    for (const match of text.matchAll(/\S+/g)) {
      const start = match.index, end = start + match[0].length;
      const range = document.createRange();
      let previousTop = null, width = 0, brokenAt = -1;
      for (let i = start; i < end; i++) {
        range.setStart(node, i); range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        width += r.width;
        if (previousTop !== null && r.width > 0 && r.top > previousTop + 1 && brokenAt < 0
            && !HYPHENS.includes(text[i - 1])) brokenAt = i;
        if (r.width > 0) previousTop = r.top;
      }
      if (brokenAt >= 0 && width <= line + 0.5)
        out.problems.push(`${keyOf(el)}: "${match[0]}" broken as "${text.slice(start, brokenAt)} / ${text.slice(brokenAt, end)}" though it is ${width.toFixed(1)} px wide on a ${line.toFixed(1)} px line`);
    }
  }
}
// A stacked row (at accessibility sizes, parts that did not fit side by side): each part that
// starts a line of its own lines up with the first part, at its leading edge or centred.
function lineOf(el) { return Math.round(el.getBoundingClientRect().top); }
function textBox(el) {
  const rects = textRects(el);
  if (!rects.length) return el.getBoundingClientRect();
  return {left: Math.min(...rects.map(r => r.left)), right: Math.max(...rects.map(r => r.right))};
}
for (const row of document.querySelectorAll('.sp-adapts')) {
  if (!visible(row)) continue;
  const parts = [...row.children].filter(c => !c.classList.contains('sp-spacer') && visible(c));
  if (parts.length < 2) continue;
  const tops = parts.map(p => p.getBoundingClientRect().top);
  const stacked = parts.some((p, i) => i > 0 && p.getBoundingClientRect().top >= parts[i - 1].getBoundingClientRect().bottom - 1);
  if (!stacked) continue;
  const rr = inner(row);
  const first = textBox(parts[0]);
  for (const part of parts.slice(1)) {
    const box = textBox(part);
    if (row.classList.contains('sp-stacks-leading')) {
      if (Math.abs(box.left - first.left) > 1)
        out.problems.push(`${keyOf(part)}: stacked under ${keyOf(parts[0])} at ${box.left.toFixed(1)} px, not aligned with it at ${first.left.toFixed(1)} px`);
    } else {
      const middle = (rr.left + rr.right) / 2, own = (box.left + box.right) / 2;
      if (Math.abs(own - middle) > 1.5)
        out.problems.push(`${keyOf(part)}: stacked line centred at ${own.toFixed(1)} px, the row's middle is ${middle.toFixed(1)} px`);
    }
  }
}
// Alerts and toasts are as wide as the card.
const card = [...document.querySelectorAll('.sp-card')].find(visible);
for (const sheet of document.querySelectorAll('.sp-alert, .sp-toast')) {
  if (!card || !visible(sheet)) continue;
  const w = sheet.getBoundingClientRect().width, c = card.getBoundingClientRect().width;
  if (Math.abs(w - c) > 1)
    out.problems.push(`${keyOf(sheet)}: ${w.toFixed(1)} px wide, the card is ${c.toFixed(1)} px`);
}
return out;
"""


def check(browser, folder, file_name, large, screenshots):
    """Measures one page; returns its problems and its measurements."""
    with open(os.path.join(folder, file_name[:-5] + ".scene.json"), encoding="utf-8") as handle:
        scene = json.load(handle)
    browser.get("file://" + os.path.abspath(os.path.join(folder, file_name)))
    page = browser.execute_script(MEASURE)
    problems = list(page["problems"])
    for control in page["controls"]:
        needed = control["text"] + control["frame"]
        if control["height"] + 0.5 < needed:
            problems.append(
                f"{control['key']}: {control['kind']} {control['height']:.1f} px tall, needs {needed:.1f}"
                f" (text line box {control['text']:.1f} + padding and border {control['frame']:.1f})")
        # The @ScaledMetric rule: the height at Large, grown as the control's text grew.
        reference = large.get(control["key"]) if large is not None else None
        if reference and reference["kind"] == control["kind"] and reference["fontSize"] > 0:
            scale = control["fontSize"] / reference["fontSize"]
            grown = reference["height"] * scale
            if control["height"] + 0.5 < grown:
                problems.append(
                    f"{control['key']}: {control['kind']} {control['height']:.1f} px tall beside"
                    f" {control['fontSize']:.1f} px text, needs {grown:.1f} ({reference['height']:.1f} px"
                    f" at Large beside {reference['fontSize']:.1f} px, times {scale:.2f})")
    for icon in page["icons"]:
        if icon["slot"] is not None and "provider" in file_name:
            ratio = icon["slot"] / icon["fontSize"]
            if abs(ratio / PROVIDER_SLOT_RATIO - 1) > TOLERANCE:
                problems.append(
                    f"{icon['key']}: slot {icon['slot']:.1f} px beside {icon['fontSize']:.1f} px headline"
                    f" ({ratio:.2f}, the spec's 24 pt @ScaledMetric is {PROVIDER_SLOT_RATIO:.2f})")
        reference = large.get("icon " + icon["key"]) if large is not None else None
        if reference and icon["fontSize"] > 0 and reference["fontSize"] > 0:
            ratio = icon["size"] / icon["fontSize"]
            expected = reference["size"] / reference["fontSize"]
            if abs(ratio / expected - 1) > TOLERANCE:
                problems.append(
                    f"{icon['key']}: icon {icon['size']:.1f} px beside {icon['fontSize']:.1f} px text"
                    f" ({ratio:.2f}; at Large {reference['size']:.1f} px beside {reference['fontSize']:.1f} px, {expected:.2f})")
    if screenshots:
        browser.save_screenshot(os.path.join(screenshots, file_name[:-5] + ".png"))
    measured = {c["key"]: c for c in page["controls"]}
    measured.update({"icon " + i["key"]: i for i in page["icons"]})
    return problems, measured, scene.get("contentSize")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--brand", default="studio", help="a brand, or several comma-separated")
    parser.add_argument("--sizes", default="large,ax1,ax5")
    parser.add_argument("--appearances", default="light")
    parser.add_argument("--screenshots")
    args = parser.parse_args()
    sizes = args.sizes.split(",")
    appearances = args.appearances.split(",")
    if "large" not in sizes:
        print("error: --sizes must include large (the reference for the ratios)", file=sys.stderr)
        return 2
    files = [f for brand in args.brand.split(",") for f in snapshot_pages(args.folder, brand, sizes, appearances)]
    # Large first: it is the reference of the other sizes.
    files.sort(key=lambda f: (sizes.index(NAME.match(f)["size"]), f))
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
    browser = driver(390)
    viewport(browser, 390)
    failed = 0
    references = {}
    try:
        for file_name in files:
            match = NAME.match(file_name)
            key = (match["block"], match["state"], match["brand"], match["appearance"])
            problems, measured, content_size = check(browser, args.folder, file_name, references.get(key),
                                                     args.screenshots)
            if match["size"] == "large" and content_size == "large":
                references[key] = measured
            failed += report(file_name, problems)
    finally:
        browser.quit()
    print(f"{len(files)} snapshots measured in Chromium: {len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
