#!/usr/bin/env python3
"""Process-level fuzzer for the `sptheme` command line (issue 36: no crash or hang, any command).

Each case builds a random project in a temporary folder: brands copied from tokens/, the hostile
corpus, the fuzz regressions and ../shared/realworld, their JSON mutated (extreme numbers in every
color space, deep nesting, long strings, bidi and control characters, odd names), symbolic links
(loops, dangling, into a sentinel folder), FIFOs, and a random sptheme.json (odd outputs,
resolvers, role maps). Then it runs commands of the built binary there with random, plausible
arguments, each with standard input on /dev/null and under a timeout. It flags:

  crash     death by a signal it did not send
  hang      no exit within --timeout (confirmed once with ten times as long), or a watch or
            serve loop that does not end within --stop-timeout of SIGTERM, SIGINT or SIGHUP
  exit-N    an exit status outside the documented 0, 1, 2
  internals "Fatal error", Swift runtime messages, mangled names or a backtrace in the output
  outside   a change in the sentinel folder beside the project
  leftover  a temporary (.tmp-PID) or old (.old-PID) file left in the project

Run (from the package root, after `swift build` or `make release`):

  python3 .ci/cli_fuzz.py [--binary .build/release/sptheme] [--seconds 600] [--seed S]
  make fuzz-cli FUZZ_SECONDS=600 FUZZ_SEED=S

Reproduce: every finding is a folder .build/cli-fuzz/findings/<kind>-<command>-<hash>/ holding
project/ and sentinel/ as they were before the run (minimized where cheap), output.txt and a
one-line repro.sh (`SPTHEME=path/to/sptheme sh repro.sh`). A whole case replays with
`--seed S --case N` (its number is in the log and in finding.json). Exit status 1 when anything
was found, 0 otherwise.
"""

import argparse
import fcntl
import hashlib
import json
import os
import re
import select
import shlex
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import termios
import time
import traceback
import urllib.request
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTED_EXITS = {0, 1, 2}
INTERNALS = re.compile(
    r"Fatal error|Optional\(|Swift runtime failure|Thread \d+ crashed|Backtrace took|\$s\d+[A-Za-z_]\w{4,}"
    r"|_\$s[A-Za-z0-9_]{6,}|\bat /.*\.swift:\d+|Swift\.\w+Error|Foundation\.\w+|Error Domain=")
LEFTOVER = re.compile(r"\.(tmp|old)-\d+$")
COLOR_SPACES = [
    "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65",
    "xyz-d50", "xyz", "oklch", "oklab", "lab", "lch", "hsl", "hwb", "cmyk", ""]
EXTREMES = [
    0, -0.0, 1, -1, 0.5, 100, 360, -360, 1000, 1e6, 1e15, 1e16, 1.35e154, 1.4e154, 1e300, 1e308,
    -1e308, 1.7976931348623157e308, 5e-324, 1e-320, -1e-320, 2**53 + 1, 2**63, -2**63, 2**64,
    "RAW:1e999", "RAW:-1e999", "RAW:1e-400", "RAW:123456789012345678901234567890", "RAW:-0",
    "NaN", "Infinity", "-Infinity", "nan", "1e308", "none", None, True, [], {}]
TYPES = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border", "transition", "shadow", "gradient", "typography", "spacing",
    "borderRadius", "boxShadow", "string", "x"]
WEIRD_NAMES = [
    "日本", "my.brand", "a b", "\u202eevil", "x\u2028y", "\u200b", "-dash", ".hidden", "CASE",
    "case", "Ünï", "emoji😀", "a" * 200, "studio", "folio", "con", "$value", "{x}", "\x1b[31mred"]
ROLES = [
    "color.background", "color.surface", "color.fill", "color.separator", "color.textPrimary",
    "color.textSecondary", "color.accent", "color.accentOn", "color.danger", "font.text",
    "type.body", "type.largeTitle", "radius.md", "space.lg", "stroke.hairline", "motion.standard",
    "color.nope"]
BLOCKS = ["sign-in", "magic-link", "reset-password", "provider-stack", "login"]
SIZES = ["large", "ax3", "xsmall", "ax5", "xxxlarge", "large,ax3", "ax1,ax2"]
NUMBERS = ["1", "2", "7", "64", "100", "512", "4096", "100000"]
ODD_VALUES = ["", "x", "0", "-1", "4097", "99999999999999999999", "1e3", "=", "\u202e", "a" * 5000,
              "/dev/zero", "tokens/fifo.tokens.json", "日本"]
KEYS = ["\t", "\r", "a", "x@example.com", "hunter2", "\x1b[A", "\x1b[B", " ", "\x7f", "r", "d",
        "\x1b", "\x1b[200~paste\x1b[201~", "\x00", "\xff", "\x1a", "?" * 500]
QUIT_KEYS = ["\x03", "\x11", "\x1bq"]
SIGNALS = [signal.SIGTERM, signal.SIGINT, signal.SIGHUP]


def parse_arguments():
    """The command line of the fuzzer itself."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=str(ROOT / ".build/release/sptheme"))
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", default=str(int(time.time())))
    parser.add_argument("--case", type=int, help="replay only this case of the seed")
    parser.add_argument("--max-cases", type=int, help="stop after this many cases (or --seconds)")
    parser.add_argument("--timeout", type=float, default=20, help="seconds one run may take")
    parser.add_argument("--stop-timeout", type=float, default=10,
                        help="seconds a watch or serve loop may take to end after a signal")
    parser.add_argument("--findings", default=str(ROOT / ".build/cli-fuzz/findings"))
    parser.add_argument("--shared", default=str(ROOT.parent / "shared"))
    parser.add_argument("--keep", action="store_true", help="keep each case's folder")
    parser.add_argument("--verbose", action="store_true", help="print every run and its status")
    return parser.parse_args()


# ---------------------------------------------------------------------------------------------
# Seeds and the command table


def load_seeds(shared):
    """The inputs projects are made of: brand folders and single token files."""
    folders = [p for p in sorted((ROOT / "tokens").iterdir()) if p.is_dir()]
    realworld = Path(shared) / "realworld"
    if realworld.is_dir():
        folders += [p for p in sorted(realworld.iterdir()) if p.is_dir()]
    files = sorted((ROOT / "Tests/Fixtures/hostile").glob("*.json"))
    files += sorted((ROOT / "Tests/Fixtures/fuzz-regressions/tokens").glob("*.json"))
    conformance = Path(shared) / "conformance/dtcg-2025.10-tests"
    if conformance.is_dir():
        files += sorted(conformance.rglob("*.json"))[:400]
    return folders, files


def command_table(binary):
    """Every command with its options and which take a value, read from `completions bash`
    (built from the same tables the parser reads, so a new option is fuzzed at once)."""
    script = subprocess.run([binary, "completions", "bash"], capture_output=True, text=True,
                            check=True, timeout=60).stdout
    table = {}
    for name, options, valued in re.findall(
            r'^\s+([a-z-]+)\) options="([^"]*)"; valued="([^"]*)"', script, re.M):
        long_options = [o[2:] for o in options.split() if o.startswith("--") and o != "--help"]
        table[name] = {o: ("--" + o) in valued.split() for o in long_options if o != "open"}
    return table


def state_names(binary):
    """Every `block/state` of the catalogue, from `sptheme list`."""
    listing = subprocess.run([binary, "list"], capture_output=True, text=True, timeout=60,
                             cwd=tempfile.gettempdir()).stdout
    return re.findall(r"^\s+([a-z-]+/[a-z0-9-]+)\s", listing, re.M)


# ---------------------------------------------------------------------------------------------
# JSON mutations


def extreme(rng):
    """A number (or a thing where a number should be) at the edge of what JSON and doubles hold."""
    return rng.choice(EXTREMES) if rng.random() < 0.8 else rng.uniform(-1e6, 1e6)


def extreme_color(rng):
    """A color value in a random color space with extreme components, alpha and hex."""
    color = {"colorSpace": rng.choice(COLOR_SPACES),
             "components": [extreme(rng) for _ in range(rng.choice([3, 3, 3, 0, 1, 4, 1000]))]}
    if rng.random() < 0.4:
        color["alpha"] = extreme(rng)
    if rng.random() < 0.3:
        color["hex"] = rng.choice(["#ff0000", "#zzz", "#" + "f" * 9, "", "#00000000"])
    return color


def weird_string(rng):
    """A long or hostile string: bidi, line separators, controls, escapes, unicode."""
    return rng.choice([
        "A" * rng.choice([1000, 100_000, 2_000_000]), "\u202e\u2066evil\u2069\u2028\u2029",
        "\x1b]52;c;aGk=\x07\x1b[2J", "\x00\x01\x7f\u009b", "<script>alert(1)</script></style>",
        "{" * 50, "}{", "日本語の説明" * 100, "\ud800x\uffff\ufffe", "$(touch x)",
        "**[link](http://x)** ![i](http://y)", "::warning file=x::y", "\\u0000"])


def weird_alias(rng, paths):
    """An alias: to a real token, to itself, to nowhere, or malformed."""
    target = rng.choice(paths) if paths else "a.b"
    return rng.choice([
        "{%s}" % target, "{%s}" % target, "{nope.nowhere}", "{", "{}", "{a}{b}", "{%s" % target,
        "{" + ".".join(["g"] * 300) + "}", "{$root}", "{color.accent}", "{ %s }" % target])


def nodes(value, path=()):
    """Every (path, node) of a JSON tree, objects and arrays included."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from nodes(child, path + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from nodes(child, path + (index,))


def token_paths(tree):
    """Dotted names of the tokens (objects with $value) in a tree, for aliases."""
    return [".".join(map(str, p)) for p, n in nodes(tree)
            if isinstance(n, dict) and "$value" in n and all(isinstance(k, str) for k in p)]


def replace_at(tree, path, new):
    """The tree with the node at `path` replaced (the root when `path` is empty)."""
    if not path:
        return new
    parent = tree
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = new
    return tree


def nest(rng, value):
    """The value wrapped in many levels of groups (or, past what Python's json nests, arrays
    written as raw text)."""
    depth = rng.choice([10, 100, 511, 513, 5000, 100_000])
    if depth > 600:
        return "RAW:" + "[" * depth + "1" + "]" * depth
    for level in range(depth):
        value = {"g%d" % (level % 7): value} if rng.random() < 0.9 else [value]
    return value


def mutate_node(rng, node, paths):
    """One random change to one node."""
    kind = rng.randrange(12)
    if kind == 0:
        return {"$type": "color", "$value": extreme_color(rng)}
    if kind == 1 and isinstance(node, dict) and "$value" in node:
        node["$value"] = extreme_color(rng) if rng.random() < 0.6 else {
            "value": extreme(rng), "unit": rng.choice(["px", "rem", "em", "ms", "s", "%", ""])}
        return node
    if kind == 2:
        return extreme(rng)
    if kind == 3:
        return nest(rng, node)
    if kind == 4:
        return weird_string(rng)
    if kind == 5 and isinstance(node, dict):
        node[rng.choice(WEIRD_NAMES + ["$type", "$value", "$extends", "$ref", "$description"])] = (
            rng.choice([weird_string(rng), weird_alias(rng, paths), extreme(rng), {}]))
        return node
    if kind == 6 and isinstance(node, dict):
        node["$type"] = rng.choice(TYPES)
        return node
    if kind == 7:
        return {"$value": weird_alias(rng, paths)}
    if kind == 8 and isinstance(node, dict):
        node["$extends"] = weird_alias(rng, paths)
        return node
    if kind == 9 and isinstance(node, dict) and node:
        del node[rng.choice(list(node))]
        return node
    if kind == 10:
        count = rng.choice([1000, 20_000])
        return {"$type": "number", **{"t%d" % i: {"$value": i} for i in range(count)}}
    return rng.choice([None, True, [], {}, "", [extreme(rng)] * rng.choice([3, 10_000])])


def mutate_json(rng, tree):
    """A few random structural mutations of a parsed JSON document."""
    paths = token_paths(tree)
    for _ in range(rng.randint(1, 4)):
        path, node = rng.choice(list(nodes(tree)))
        tree = replace_at(tree, path, mutate_node(rng, node, paths))
    return tree


def serialize(rng, tree):
    """JSON text of a tree in a random style; "RAW:x" strings become the raw literal x."""
    text = json.dumps(tree, ensure_ascii=rng.random() < 0.3, indent=rng.choice([None, 2]))
    text = re.sub(r'"RAW:([^"]*)"', r"\1", text)
    return text.encode("utf-8", "surrogatepass")


def mutate_bytes(rng, data):
    """A byte-level change: cut, a hostile byte sequence, a BOM, a repeated slice."""
    at = rng.randrange(len(data) + 1)
    choice = rng.randrange(4)
    if choice == 0:
        return data[:at]
    if choice == 1:
        return data[:at] + rng.choice([b"\xff", b"\x00", b"\xe2\x80\xae", b"\xc0\x80", b"\"{"]) + data[at:]
    if choice == 2:
        return b"\xef\xbb\xbf" + data
    return data[:at] + data[at:at + 4096] * rng.randint(2, 50) + data[at:]


def mutate_file(rng, path):
    """Rewrites a JSON file with structural mutations, or byte-level ones when it does not parse."""
    data = path.read_bytes()
    try:
        tree = json.loads(data)
    except (ValueError, RecursionError):
        tree = None
    if tree is not None and rng.random() < 0.85:
        data = serialize(rng, mutate_json(rng, tree))
    else:
        data = mutate_bytes(rng, data)
    path.write_bytes(data)


# ---------------------------------------------------------------------------------------------
# Projects


def copy_entry(source, target):
    """Copies a file tree keeping symbolic links as links and FIFOs as FIFOs (never opened)."""
    info = os.lstat(source)
    if stat.S_ISLNK(info.st_mode):
        os.symlink(os.readlink(source), target)
    elif stat.S_ISFIFO(info.st_mode):
        os.mkfifo(target)
    elif stat.S_ISDIR(info.st_mode):
        os.mkdir(target)
        try:
            names = os.listdir(source)
        except PermissionError:
            names = []
        for name in names:
            copy_entry(os.path.join(source, name), os.path.join(target, name))
        os.chmod(target, stat.S_IMODE(info.st_mode))
    elif stat.S_ISREG(info.st_mode):
        try:
            shutil.copy2(source, target)
        except OSError:
            pass


def make_sentinel(sentinel):
    """The folder beside the project that no run may change."""
    sentinel.mkdir()
    shutil.copy(ROOT / "tokens/studio/palette.tokens.json", sentinel / "victim.tokens.json")
    (sentinel / "secret.json").write_text('{"password": "hunter2"}')
    (sentinel / "release.sh").write_text("#!/bin/sh\necho release\n")
    (sentinel / "release.sh").chmod(0o755)
    (sentinel / "folder").mkdir()


def brand_name(rng, original):
    """The folder name a copied brand gets."""
    return original if rng.random() < 0.6 else rng.choice(WEIRD_NAMES[:13] + ["acme", "x"])


def add_brands(rng, project, folders, files):
    """Copies brand folders and single token files into tokens/ and own/."""
    tokens = project / "tokens"
    tokens.mkdir()
    for _ in range(rng.choice([0, 1, 1, 2, 3])):
        source = rng.choice(folders)
        name = brand_name(rng, source.name)
        place = (tokens if rng.random() < 0.7 else project / "own") / name
        if place.exists():
            continue
        place.parent.mkdir(exist_ok=True)
        shutil.copytree(source, place, symlinks=True)
        resolver = place / (source.name + ".resolver.json")
        if resolver.exists() and name != source.name and rng.random() < 0.8:
            resolver.rename(place / (name + ".resolver.json"))
    for _ in range(rng.choice([0, 1, 1, 2])):
        source = rng.choice(files)
        name = brand_name(rng, source.name.split(".")[0]) + rng.choice(
            [".tokens.json", ".resolver.json", ".json", ".sptheme.json"])
        target = rng.choice([tokens, project])
        shutil.copy(source, target / name)


def json_files(project):
    """The JSON files of a project (links not followed)."""
    found = []
    for folder, subfolders, names in os.walk(project):
        subfolders[:] = [s for s in subfolders if s != ".git"]
        found += [Path(folder) / n for n in names
                  if n.endswith(".json") and os.path.isfile(Path(folder) / n)
                  and not os.path.islink(Path(folder) / n)]
    return sorted(found)


def add_hostile_entries(rng, project):
    """Symbolic links (to ., in loops, to nothing, into the sentinel), a FIFO, a non-UTF-8 name,
    a .git folder and an executable."""
    tokens = project / "tokens"
    makers = [
        lambda: os.symlink(".", tokens / "self"),
        lambda: (os.symlink("loop-b", tokens / "loop-a"), os.symlink("loop-a", tokens / "loop-b")),
        lambda: os.symlink("nowhere", tokens / "ghost"),
        lambda: os.symlink("../../sentinel/victim.tokens.json", tokens / "victim.tokens.json"),
        lambda: os.symlink("../../sentinel", tokens / "outside"),
        lambda: os.symlink("../sentinel/folder", project / "web"),
        lambda: os.symlink("/dev/zero", tokens / "zero.tokens.json"),
        lambda: os.mkfifo(tokens / "fifo.tokens.json"),
        lambda: os.mkdir(os.fsencode(tokens) + b"/bad\xffname"),
        lambda: ((project / ".git").mkdir(), (project / ".git/config").write_text("[core]\n")),
        lambda: ((project / "tools").mkdir(), (project / "tools/release.sh").write_text("#!/bin/sh\n"),
                 (project / "tools/release.sh").chmod(0o755)),
        lambda: (tokens / "unreadable").mkdir(mode=0o000),
    ]
    for make in rng.sample(makers, rng.randint(0, 4)):
        try:
            make()
        except OSError:
            pass


def output_entry(rng, brands):
    """One random `outputs` entry of sptheme.json."""
    entry = {"format": rng.choice(["swift", "css", "json", "xcassets", "jsn", ""])}
    if rng.random() < 0.8:
        entry["brand"] = rng.choice(brands)
    else:
        entry["brands"] = rng.sample(brands, min(len(brands), rng.randint(0, 3)))
    entry["out"] = rng.choice([
        "Theme/SPTheme.swift", "web/out.css", "dist/x.json", "App/X.xcassets", "../escaped.css",
        "../sentinel/victim.tokens.json", "../sentinel/release.sh", "/dev/null", "", ".", "tokens",
        ".git/config", "sptheme.json", "tools/release.sh", "tokens/victim.tokens.json",
        "tokens/outside/x.css", "web/../../x.css", "a/" * 100 + "x.css", "日本/\u202eout.css",
        "tokens/studio/palette.tokens.json", "fifo.css"])
    for member, values in [("selector", [":root", "}{", "a" * 10_000]),
                           ("typeName", ["SPTheme", "acme", "Acme-Theme", "日本"]),
                           ("access", ["public", "internal", "open"]),
                           ("appearance", ["light", "dark", "x"]), ("valuesOnly", [True, "x"]),
                           ("modeSelector", ["[data-mode=%s]", "%s%s", ""]),
                           ("prefix", ["sp", "", "--", "a b"]), ("namespace", [True, False])]:
        if rng.random() < 0.15:
            entry[member] = rng.choice(values)
    return entry


def brand_entry(rng, sources, names):
    """One random `brands` entry of sptheme.json."""
    entry = {"resolver": rng.choice(sources + [
        "/dev/zero", "/proc/self/environ", "../sentinel/victim.tokens.json", "tokens/fifo.tokens.json",
        "tokens/loop-a", "tokens/ghost", "", "sptheme.json", "."])}
    if rng.random() < 0.4:
        entry["appearance"] = {"modifier": rng.choice(["appearance", "theme", "mode", "nope"]),
                               "light": rng.choice(["light", "Light", "default"]),
                               "dark": rng.choice(["dark", "inverted", "light"])}
        if rng.random() < 0.3:
            entry["appearance"]["darkIncreasedContrast"] = rng.choice(["dark-hc", "x"])
    if rng.random() < 0.3:
        entry["inputs"] = {rng.choice(["size", "theme", "x"]): rng.choice(["mobile", "", "y"])}
    if rng.random() < 0.5:
        entry["extends"] = rng.choice(names + ["studio", "folio", "nope", ""])
    if rng.random() < 0.5:
        entry["roles"] = {rng.choice(ROLES): weird_alias(rng, ROLES) for _ in range(rng.randint(1, 8))}
    if rng.random() < 0.2:
        entry["legacy"] = rng.choice([True, False, "yes"])
    if rng.random() < 0.1:
        entry[rng.choice(["rules", "resolvr", "日本"])] = {}
    return entry


def make_config(rng, project):
    """A random sptheme.json (none at times), sometimes mutated like a token file."""
    sources = [str(p.relative_to(project)) for p in json_files(project)]
    sources += [str(p.relative_to(project)) for p in project.glob("*/*") if p.is_dir()]
    names = rng.sample(WEIRD_NAMES[:14] + ["acme", "sds", "studio"], rng.randint(0, 3))
    config = {}
    if names:
        config["brands"] = {n: brand_entry(rng, sources, names) for n in names}
    if rng.random() < 0.6:
        brands = names + ["studio", "folio", "fieldnote", "nope"]
        config["outputs"] = [output_entry(rng, brands) for _ in range(rng.randint(0, 4))]
    if not config and rng.random() < 0.5:
        return
    path = project / rng.choice(["sptheme.json", "sptheme.json", "other.json"])
    path.write_bytes(serialize(rng, mutate_json(rng, config) if rng.random() < 0.2 else config))


def make_project(rng, root, folders, files):
    """A whole random project in root/project, with root/sentinel beside it."""
    project = root / "project"
    project.mkdir()
    make_sentinel(root / "sentinel")
    add_brands(rng, project, folders, files)
    for path in rng.sample(json_files(project), min(rng.choice([0, 1, 1, 2, 3]),
                                                       len(json_files(project)))):
        mutate_file(rng, path)
    add_hostile_entries(rng, project)
    make_config(rng, project)
    return project


# ---------------------------------------------------------------------------------------------
# Arguments


def brand_choices(project):
    """What a brand argument may be in this project: names, folders, files, junk."""
    names = ["studio", "folio", "fieldnote", "nope", "", "-", "/dev/zero",
             "/proc/self/environ", "tokens/fifo.tokens.json", "tokens/loop-a", "日本", "my.brand"]
    tokens = project / "tokens"
    if tokens.is_dir():
        names += [n for n in os.listdir(tokens) if isinstance(n, str)]
    names += [str(p.relative_to(project)) for p in json_files(project)]
    try:
        names += [n for n in json.loads((project / "sptheme.json").read_bytes())["brands"]]
    except (OSError, ValueError, TypeError, KeyError, RecursionError):
        pass
    return names


def option_value(rng, option, ctx):
    """A plausible value for an option (one in eight is odd: empty, huge, a device, …)."""
    if rng.random() < 0.125:
        return rng.choice(ODD_VALUES)
    choices = {
        "brand": ctx["brands"], "from": ctx["brands"], "from-tokens": ctx["brands"],
        "format": ["text", "json", "github", "sarif", "jsn"],
        "appearance": ["light", "dark", "both", "default"], "level": ["AA", "AAA"],
        "sizes": SIZES, "size": SIZES + ["huge"], "block": BLOCKS + ["nope"],
        "state": [s.split("/")[1] for s in ctx["states"]] + ctx["states"][:20] + ["invaild"],
        "tree": ctx["states"] + ["sign-in/nope", "x"],
        "input": ["appearance=dark", "size=mobile", "theme=light", "x=y", "=", "a", "a=b=c"],
        "config": ["sptheme.json", "other.json", "nope.json", "/dev/zero", "tokens", "tokens/fifo.tokens.json"],
        "tokens": ["tokens", "own", ".", "nope", "tokens/studio", "tokens/self", "/"],
        "out": ["out", "out/x.css", "Theme.swift", "X.xcassets", "/dev/null", "../elsewhere",
                "tokens", ".git/config", "sptheme.json", "out/日本\u202e.css", "-"],
        "verify": ["refs", "out", "nope", "tokens"], "record": ["never", "missing", "failed", "all", "x"],
        "junit": ["junit.xml", "/dev/full", "out"], "report": ["report.html", "tokens"],
        "results": ["results", "out"], "shard": ["1/2", "2/2", "0/2", "3/2", "1/0", "x"],
        "templates": ["templates", "nope", "tokens", "/"],
        "against": ["tokens", "tokens/studio", "own", "nope", "site"],
        "html": ["diff.html", "/dev/full", "tokens"], "limit": NUMBERS,
        "selector": [":root", "[data-brand=x]", "}{", "@media", "a" * 5000],
        "mode-selector": ["[data-mode=%s]", "%s", "x"], "prefix": ["sp", "acme", "", "a b"],
        "type-name": ["SPTheme", "Acme", "acme", "Acme-Theme", "Int"], "access": ["public", "internal", "open"],
        "color": ["auto", "truecolor", "256", "16", "none", "x"], "width": ["1", "20", "80", "100000", "0", "-5"],
        "time-scale": ["0.05", "1", "0", "-1", "1e308", "nan"], "delay": ["0", "1", "1e9", "x"],
        "port": ["0"], "host": ["127.0.0.1", "::1", "localhost", "example.invalid"],
    }
    if option in choices:
        return rng.choice(choices[option])
    return rng.choice(NUMBERS) if option.startswith("max-") else rng.choice(ctx["brands"] + NUMBERS)


def positionals(rng, command, ctx):
    """The positional arguments a command takes."""
    brands = ctx["brands"]
    return {
        "check": lambda: rng.sample(brands, min(len(brands), rng.choice([0, 0, 1, 1, 2]))),
        "preview": lambda: [rng.choice(BLOCKS)] if rng.random() < 0.7 else [],
        "play": lambda: [rng.choice(BLOCKS)] if rng.random() < 0.5 else [],
        "diff": lambda: rng.sample(brands, min(len(brands), rng.choice([1, 2, 2, 3]))),
        "export": lambda: [rng.choice(["swift", "css", "json", "xcassets"] * 4 + ["jsn"])],
        "migrate": lambda: [rng.choice([b for b in brands if "outside" not in b and "victim" not in b]
                                       + ["tokens", "own", "."])],
        "init": lambda: [rng.choice(WEIRD_NAMES + ["acme", "../x", "../../sentinel/x", ""])],
        "list": lambda: rng.sample(BLOCKS + ["nope"], rng.choice([0, 0, 1, 2])),
        "completions": lambda: [rng.choice(["bash", "zsh", "fish"] * 3 + ["tcsh"])],
        "snapshot": lambda: ["merge-reports"] + rng.sample(["out", "results", "tokens", "nope"], 2)
        if rng.random() < 0.1 else [],
    }.get(command, lambda: [])()


def random_invocation(rng, table, ctx):
    """A command line: the command, its positionals, and random options, each valued option
    with a value; `help` and `--version` now and then."""
    if rng.random() < 0.03:
        return rng.choice([["help"], ["help", "--man"], ["--version"], ["help", "check"], []])
    command = rng.choice(sorted(table))
    arguments = [command] + positionals(rng, command, ctx)
    options = table[command]
    for option in rng.sample(sorted(options), min(len(options), rng.choice([0, 0, 1, 1, 2, 3]))):
        arguments.append("--" + option)
        if options[option]:
            arguments.append(option_value(rng, option, ctx))
    return narrowed(rng, arguments)


def narrowed(rng, arguments):
    """Keeps heavy commands small most of the time (one block, one size), so a debug binary can
    run many cases; broad runs still happen now and then."""
    if arguments[:1] in (["snapshot"], ["docs"]) and rng.random() < 0.8:
        if "--block" not in arguments and arguments[0] == "snapshot":
            arguments += ["--block", rng.choice(BLOCKS)]
        if "--sizes" not in arguments and arguments[0] == "snapshot":
            arguments += ["--sizes", "large"]
    if arguments[:1] == ["docs"] and "--out" not in arguments and rng.random() < 0.9:
        arguments += ["--out", "site"]
    if arguments[:1] == ["docs"] and "--brand" not in arguments and rng.random() < 0.5:
        arguments += ["--brand", rng.choice(["studio", "folio", "fieldnote"])]
    if arguments[:1] == ["check"] and "--no-contrast" not in arguments and rng.random() < 0.5:
        arguments.append("--no-contrast")
    if arguments[:1] == ["serve"] and "--port" not in arguments:
        arguments += ["--port", "0"]
    return arguments


def is_loop(arguments):
    """Whether the command stays until stopped (serve, --watch), so it is stopped with a signal."""
    return arguments[:1] == ["serve"] or "--watch" in arguments or "-w" in arguments


# ---------------------------------------------------------------------------------------------
# Running and judging


def environment(rng, root):
    """A pinned environment, with the variables the tool reads set at random."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(root / "home"), "LANG": "C.UTF-8",
           "TMPDIR": str(root / "tmp"), "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no"}
    for name, values in [("NO_COLOR", ["1"]), ("FORCE_COLOR", ["0", "1", "3", "x"]),
                         ("TERM", ["dumb", "xterm-256color"]), ("COLUMNS", ["100", "0", "99999"]),
                         ("CI", ["1", "false"]), ("SPTHEME_RECORD", ["all", "never", "x"]),
                         ("SPTHEME_FILE_WATCHER", ["poll"])]:
        if rng.random() < 0.3:
            env[name] = rng.choice(values)
    if rng.random() < 0.2:
        env["GITHUB_STEP_SUMMARY"] = str(root / "project/summary.md")
    return env


def kill_group(process):
    """Kills a run and everything it started."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def execute(binary, arguments, cwd, env, timeout, scratch, rng=None, stop_timeout=10):
    """Runs one command with stdin on /dev/null and returns what happened: status (negative for
    a signal), output, seconds, whether it was killed for hanging and which signal we sent."""
    if rng is not None and wants_terminal(arguments) and rng.random() < 0.8:
        return execute_in_terminal(binary, arguments, cwd, env, rng, stop_timeout)
    out_path = scratch / "output"
    with open(out_path, "wb") as out:
        process = subprocess.Popen([binary] + arguments, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                   stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        start = time.monotonic()
        sent, hung = None, False
        if rng is not None and is_loop(arguments):
            sent, hung = stop_loop(rng, process, arguments, cwd, out_path, stop_timeout)
        else:
            try:
                process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                hung = True
        if hung:
            kill_group(process)
    output = out_path.read_bytes()[:2_000_000].decode("utf-8", "replace")
    return {"status": process.returncode, "output": output, "hung": hung, "sent": sent,
            "seconds": time.monotonic() - start}


def wants_terminal(arguments):
    """Whether a command draws full screen (play, preview --watch): it refuses to run without a
    terminal, so it mostly runs in a pseudo-terminal, fed keys."""
    return arguments[:1] == ["play"] or (arguments[:1] == ["preview"] and is_loop(arguments))


def execute_in_terminal(binary, arguments, cwd, env, rng, stop_timeout):
    """Runs a full-screen command in a pseudo-terminal of a random size, types random keys for a
    moment, then ends it with a quit key (Ctrl-C, Ctrl-Q, Alt-q) or a signal; hung when it
    outlives `stop_timeout` after that."""
    master, slave = os.openpty()
    rows, columns = rng.choice([(24, 80), (5, 10), (1, 1), (200, 500), (0, 0)])
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    process = subprocess.Popen([binary] + arguments, cwd=cwd, env=dict(env, TERM="xterm-256color"),
                               stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
    os.close(slave)
    start, output, sent, hung = time.monotonic(), bytearray(), None, False
    life_end = start + rng.uniform(0.5, 3)
    stop_end = None
    while process.poll() is None or drain(master, output, 0):
        if process.poll() is not None:
            continue
        now = time.monotonic()
        if stop_end is None and now > life_end:
            stop_end = now + stop_timeout
            ending = rng.choice(QUIT_KEYS + SIGNALS)
            if isinstance(ending, str):
                write_quietly(master, ending.encode())
            else:
                sent = ending
                process.send_signal(ending)
        elif stop_end is None and rng.random() < 0.2:
            write_quietly(master, rng.choice(KEYS).encode("utf-8", "surrogateescape"))
        elif stop_end is not None and now > stop_end:
            hung = True
            kill_group(process)
        drain(master, output, 0.05)
    os.close(master)
    return {"status": process.returncode, "output": output[:2_000_000].decode("utf-8", "replace"),
            "hung": hung, "sent": sent, "seconds": time.monotonic() - start, "terminal": True}


def drain(master, output, wait):
    """Reads what the terminal has (so the program never blocks writing); False at its end."""
    ready, _, _ = select.select([master], [], [], wait)
    if not ready:
        return False
    try:
        chunk = os.read(master, 65536)
    except OSError:
        return False
    if len(output) < 4_000_000:
        output += chunk
    return bool(chunk)


def write_quietly(master, data):
    """Types into the terminal; a program that has gone leaves nothing to type to."""
    try:
        os.write(master, data)
    except OSError:
        pass


def stop_loop(rng, process, arguments, cwd, out_path, stop_timeout):
    """Lets a serve or watch loop live a moment (asking serve for pages, touching a token file),
    then sends SIGTERM, SIGINT or SIGHUP; it is hung when it outlives `stop_timeout` after it."""
    deadline = time.monotonic() + rng.uniform(0.5, 3)
    while time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.1)
        if arguments[0] == "serve":
            ask_server(rng, out_path)
        elif rng.random() < 0.1:
            touch_token_file(rng, Path(cwd))
    if process.poll() is not None:
        return None, False
    sent = rng.choice(SIGNALS)
    process.send_signal(sent)
    try:
        process.wait(timeout=stop_timeout)
        return sent, False
    except subprocess.TimeoutExpired:
        return sent, True


def ask_server(rng, out_path):
    """Requests a few pages (and hostile paths) from a running `serve`."""
    found = re.search(rb"http://[^/\s]+:\d+/", out_path.read_bytes())
    if not found:
        return
    path = rng.choice(["", "index.html", "../../etc/passwd", "%2e%2e/%2e%2e/sentinel/secret.json",
                       "a" * 10_000, "brands/studio/", "%00", "?x=" + "%ff" * 100])
    try:
        urllib.request.urlopen(found.group().decode() + path, timeout=5).read(1_000_000)
    except Exception:  # any HTTP or socket error is the server's answer, not ours to judge
        pass


def touch_token_file(rng, cwd):
    """Rewrites, removes or recreates a token file while a watch loop runs."""
    files = json_files(cwd)
    if files:
        path = rng.choice(files)
        data = path.read_bytes()
        if rng.random() < 0.3:
            path.unlink()
            time.sleep(0.2)
        path.write_bytes(data if rng.random() < 0.5 else data[: len(data) // 2])


def tree_state(folder):
    """What a folder holds (names, kinds, sizes, modes, times), to see a change in it."""
    state = {}
    for place, subfolders, names in os.walk(folder):
        for name in subfolders + names:
            info = os.lstat(os.path.join(place, name))
            state[os.path.join(place, name)] = (info.st_mode, info.st_size, info.st_mtime_ns)
    return state


def leftovers(project):
    """Temporary and old files a run left in the project."""
    found = []
    for place, subfolders, names in os.walk(project):
        found += [os.path.join(place, n) for n in subfolders + names if LEFTOVER.search(n)]
    return found


def judge(outcome, arguments, sentinel_before, sentinel_after, left):
    """The problems of one run, each (kind, detail)."""
    problems = []
    status, output = outcome["status"], outcome["output"]
    stopped = outcome["sent"] is not None
    if outcome["hung"]:
        what = "did not end within %.0f s" % outcome["seconds"]
        if stopped:
            what = "did not stop on %s" % signal.Signals(outcome["sent"]).name
        problems.append(("hang", what))
    elif status < 0 and -status != outcome["sent"]:
        problems.append(("crash", signal.Signals(-status).name + " " + crash_site(output)))
    elif status >= 0 and status not in DOCUMENTED_EXITS and not (
            stopped and status == 128 + outcome["sent"]):
        problems.append(("exit-%d" % status, "".join(output.strip().splitlines()[-1:])))
    internal = INTERNALS.search(output)
    if internal and not (arguments[:1] == ["export"] and "swift" in arguments):
        problems.append(("internals", internal.group()))
    if sentinel_before != sentinel_after:
        changed = sorted(set(sentinel_before.items()) ^ set(sentinel_after.items()))
        problems.append(("outside", changed[0][0]))
    if left and not outcome["hung"]:
        problems.append(("leftover", os.path.basename(left[0])))
    return problems


def crash_site(output):
    """The first line of a crash report that says where: the fatal error or the first frame."""
    for pattern in [r"Fatal error:.*", r"Swift runtime failure:.*", r"\bat /\S+\.swift:\d+",
                    r"Crash: .*"]:
        found = re.search(pattern, output)
        if found:
            return found.group()[:200]
    return ""


# ---------------------------------------------------------------------------------------------
# Findings


def signature(kind, detail, arguments):
    """What makes two findings the same bug: kind, command and where (line numbers dropped)."""
    where = re.sub(r"\d+", "N", str(detail))[:120]
    return "%s %s %s" % (kind, (arguments or ["(none)"])[0], where)


def reproduces(binary, arguments, root_copy, cwd_part, env, timeout, scratch, kind):
    """Whether a run in a fresh copy of the saved state shows the same kind of problem."""
    trial = Path(tempfile.mkdtemp(dir=scratch))
    try:
        copy_entry(root_copy / "project", trial / "project")
        copy_entry(root_copy / "sentinel", trial / "sentinel")
        for extra in ("home", "tmp"):
            (trial / extra).mkdir()
        env = dict(env, HOME=str(trial / "home"), TMPDIR=str(trial / "tmp"))
        before = tree_state(trial / "sentinel")
        outcome = execute(binary, arguments, trial / "project" / cwd_part, env, timeout, trial,
                          random.Random(0))
        problems = judge(outcome, arguments, before, tree_state(trial / "sentinel"),
                         leftovers(trial / "project"))
        return any(p[0] == kind for p in problems)
    finally:
        remove(trial)


def minimize(binary, arguments, saved, cwd_part, env, timeout, scratch, kind):
    """Drops arguments, then project entries, one at a time while the problem stays; a hang
    is kept as found (each try would cost a timeout)."""
    if kind == "hang":
        return arguments
    budget = time.monotonic() + 90
    index = len(arguments) - 1
    while index > 0 and time.monotonic() < budget:
        width = 2 if index + 1 < len(arguments) and not arguments[index + 1].startswith("-") \
            and arguments[index].startswith("--") else 1
        trial = arguments[:index] + arguments[index + width:]
        if reproduces(binary, trial, saved, cwd_part, env, timeout, scratch, kind):
            arguments = trial
        index -= 1
    entries = []
    for place, subfolders, names in os.walk(saved / "project"):
        entries += [Path(place) / n for n in subfolders + names]
    for entry in sorted(entries, key=lambda p: len(p.parts)):
        if time.monotonic() > budget:
            break
        if not os.path.lexists(entry) or entry == saved / "project" / cwd_part:
            continue
        aside = scratch / "aside"
        remove(aside)
        os.rename(entry, aside)
        if reproduces(binary, arguments, saved, cwd_part, env, timeout, scratch, kind):
            remove(aside)
        else:
            os.rename(aside, entry)
    return arguments


def save_finding(findings, binary, saved, arguments, cwd_part, env, outcome, problem, case, seed):
    """Writes the finding folder: project/, sentinel/, output.txt, finding.json, repro.sh."""
    digest = hashlib.sha1(repr((arguments, problem, case)).encode()).hexdigest()[:8]
    folder = Path(findings) / ("%s-%s-%s" % (problem[0], (arguments or ["none"])[0], digest))
    remove(folder)
    folder.mkdir(parents=True)
    copy_entry(saved / "project", folder / "project")
    copy_entry(saved / "sentinel", folder / "sentinel")
    (folder / "output.txt").write_text(outcome["output"][:200_000])
    variables = {k: v for k, v in env.items() if k not in ("PATH", "HOME", "TMPDIR", "LANG")}
    (folder / "finding.json").write_text(json.dumps({
        "kind": problem[0], "detail": str(problem[1]), "arguments": arguments, "seed": seed,
        "case": case, "status": outcome["status"], "sent": outcome["sent"],
        "in a terminal": outcome.get("terminal", False),
        "seconds": round(outcome["seconds"], 2), "environment": variables}, indent=2))
    line = 'cd "$(dirname "$0")/project/%s" && env %s "${SPTHEME:-%s}" %s </dev/null' % (
        cwd_part, " ".join(shlex.quote("%s=%s" % kv) for kv in sorted(variables.items())),
        binary, " ".join(shlex.quote(a) for a in arguments))
    (folder / "repro.sh").write_bytes(("#!/bin/sh\n" + line + "\n").encode("utf-8", "surrogateescape"))
    (folder / "repro.sh").chmod(0o755)
    return folder


def remove(path):
    """Removes a file or a folder tree, whatever its modes."""
    if os.path.islink(path) or (os.path.exists(path) and not os.path.isdir(path)):
        os.unlink(path)
    elif os.path.isdir(path):
        for place, subfolders, _ in os.walk(path):
            for name in subfolders:
                full = os.path.join(place, name)
                if not os.path.islink(full):
                    os.chmod(full, 0o700)
        shutil.rmtree(path, ignore_errors=True)


# ---------------------------------------------------------------------------------------------
# The loop


class Fuzzer:
    """One fuzzing session: the binary, its command table, the seeds and what was found."""

    def __init__(self, options):
        self.options = options
        self.binary = str(Path(options.binary).resolve())
        self.table = command_table(self.binary)
        self.states = state_names(self.binary)
        self.folders, self.files = load_seeds(options.shared)
        self.seen = {}
        self.runs = 0
        self.statuses = {}
        self.errors = 0

    def run_case(self, case):
        """Makes one project and runs 1–6 commands in it, judging each."""
        rng = random.Random("%s:%d" % (self.options.seed, case))
        root = Path(tempfile.mkdtemp(prefix="sptheme-cli-fuzz-"))
        try:
            for extra in ("home", "tmp", "scratch"):
                (root / extra).mkdir()
            project = make_project(rng, root, self.folders, self.files)
            for _ in range(rng.randint(1, 6)):
                self.run_one(rng, case, root, project)
        finally:
            if not self.options.keep:
                remove(root)

    def run_one(self, rng, case, root, project):
        """Runs one random command in the project and records what it got wrong."""
        ctx = {"brands": brand_choices(project), "states": self.states}
        arguments = random_invocation(rng, self.table, ctx)
        cwd_part = rng.choice(["", "", "", "sub"])
        (project / "sub").mkdir(exist_ok=True)
        env = environment(rng, root)
        saved = root / "scratch" / "before"
        remove(saved)
        saved.mkdir()
        copy_entry(project, saved / "project")
        copy_entry(root / "sentinel", saved / "sentinel")
        before = tree_state(root / "sentinel")
        outcome = execute(self.binary, arguments, project / cwd_part, env, self.options.timeout,
                          root / "scratch", rng, self.options.stop_timeout)
        self.runs += 1
        self.statuses[outcome["status"]] = self.statuses.get(outcome["status"], 0) + 1
        if self.options.verbose:
            log("case %d: exit %s in %.1f s: %s\n    %s" % (
                case, outcome["status"], outcome["seconds"], shlex.join(arguments)[:300],
                "".join(outcome["output"].strip().splitlines()[:1])[:200]))
        problems = judge(outcome, arguments, before, tree_state(root / "sentinel"),
                         leftovers(project))
        if any(p[0] == "hang" for p in problems) and not (
                outcome["sent"] or outcome.get("terminal")):
            problems = self.confirm_hang(arguments, saved, cwd_part, env, root, problems)
        for problem in problems:
            self.record(problem, arguments, saved, cwd_part, env, outcome, case, root)
        for path in leftovers(project):
            remove(Path(path))

    def confirm_hang(self, arguments, saved, cwd_part, env, root, problems):
        """A timeout counts as a hang only when a second run with ten times as long also times
        out; otherwise it was a slow run on a busy machine (a debug `docs` of the three built-in
        brands took 83 s at a load of 13 on two cores), logged and not counted."""
        if reproduces(self.binary, arguments, saved, cwd_part, env, 10 * self.options.timeout,
                      root / "scratch", "hang"):
            return problems
        log("slow (not a hang): %s" % shlex.join(arguments))
        return [p for p in problems if p[0] != "hang"]

    def record(self, problem, arguments, saved, cwd_part, env, outcome, case, root):
        """Counts a finding and saves (at most two per signature) a minimized reproducer."""
        key = signature(problem[0], problem[1], arguments)
        self.seen[key] = self.seen.get(key, 0) + 1
        log("FOUND %s: %s (case %d) %s" % (problem[0], problem[1], case, shlex.join(arguments)))
        if self.seen[key] > 2:
            return
        small_root = root / "scratch" / "minimal"
        remove(small_root)
        small_root.mkdir()
        copy_entry(saved / "project", small_root / "project")
        copy_entry(saved / "sentinel", small_root / "sentinel")
        small = minimize(self.binary, arguments, small_root, cwd_part, env, self.options.timeout,
                         root / "scratch", problem[0])
        folder = save_finding(self.options.findings, self.binary, small_root, small, cwd_part, env,
                              outcome, problem, case, self.options.seed)
        log("  saved %s" % folder)


def log(message):
    """One line of progress on standard output."""
    print(message.encode("utf-8", "backslashreplace").decode("utf-8"), flush=True)


def main():
    sys.setrecursionlimit(10_000)
    # A shell starting this in the background ignores SIGINT, and children inherit that: the
    # runs must get the signals as a terminal would send them.
    for number in SIGNALS:
        signal.signal(number, signal.SIG_DFL)
    options = parse_arguments()
    if not os.access(options.binary, os.X_OK):
        sys.exit("error: no binary at %s: run `swift build` or `make release` first" % options.binary)
    fuzzer = Fuzzer(options)
    log("cli-fuzz: seed %s, %s, %d commands, %.0f s" % (
        options.seed, options.binary, len(fuzzer.table), options.seconds))
    start = time.monotonic()
    case = 0
    while case < (options.max_cases or sys.maxsize) and time.monotonic() - start < options.seconds:
        try:
            fuzzer.run_case(case if options.case is None else options.case)
        except Exception:  # a bug of the fuzzer itself: say so, and go on with the next case
            fuzzer.errors += 1
            log("fuzzer error in case %d:\n%s" % (case, traceback.format_exc()))
        case += 1
        if options.case is not None:
            break
    log("cli-fuzz: %d cases, %d runs in %.0f s (exit statuses %s), %d finding(s) in %d kind(s)%s" % (
        case, fuzzer.runs, time.monotonic() - start, dict(sorted(fuzzer.statuses.items())),
        sum(fuzzer.seen.values()), len(fuzzer.seen),
        ", %d fuzzer error(s)" % fuzzer.errors if fuzzer.errors else ""))
    for key, count in sorted(fuzzer.seen.items()):
        log("  %4d × %s" % (count, key))
    sys.exit(1 if fuzzer.seen else 0)


if __name__ == "__main__":
    main()
