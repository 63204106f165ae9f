"""The tests of each tier, as `swift test --filter` patterns, from the test list with tags.

    python3 .ci/tier_filters.py EVENTS TIER [TIER ...]

EVENTS is what `swift test list --experimental-event-stream-output EVENTS
--experimental-event-stream-version 6.3` wrote with SWT_EXPERIMENTAL_EVENT_STREAM_FIELDS_ENABLED=1
(each test's own tags, as `_tags`). A test's tags are its own and its suites'; it belongs to the
first TIER it carries, so no test runs twice. Prints one line per tier: the tier, a tab, and a
pattern matching exactly its tests (empty when it has none). Exits 3 when the list holds no tags
at all (a toolchain whose event stream does not carry them).
"""

import json
import re
import sys


def main() -> int:
    events, tiers = sys.argv[1], sys.argv[2:]
    tags_of: dict[str, set[str]] = {}
    functions: list[str] = []
    with open(events, encoding="utf-8") as stream:
        for line in stream:
            record = json.loads(line)
            if record.get("kind") != "test":
                continue
            test = record["payload"]
            # The id ends with the source location: Module.Suite/function()/File.swift:9:4.
            name = test["id"].rsplit("/", 1)[0] if test["kind"] == "function" else test["id"]
            tags_of[name] = {tag.lstrip(".") for tag in test.get("_tags", [])}
            if test["kind"] == "function":
                functions.append(name)
    if not any(tags_of.values()):
        return 3
    chosen: dict[str, list[str]] = {tier: [] for tier in tiers}
    for function in functions:
        tags = set(tags_of[function])
        # Its suites: every prefix ending before a `/` or a `.` of a nested suite's id.
        parts = function.split("/")
        for depth in range(1, len(parts)):
            tags |= tags_of.get("/".join(parts[:depth]), set())
        tier = next((tier for tier in tiers if tier in tags), None)
        if tier:
            chosen[tier].append(function)
    for tier in tiers:
        pattern = "|".join("^" + re.escape(name) for name in chosen[tier])
        print(f"{tier}\t{pattern}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
