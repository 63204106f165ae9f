#!/usr/bin/env python3
"""Checks a SARIF log as GitHub code scanning would take it.

Usage: sarif_check.py SCHEMA LOG

1. The log is valid against the OASIS SARIF 2.1.0 JSON schema (PyPI jsonschema).
2. The rules GitHub documents for an upload
   (docs.github.com, "SARIF support for code scanning"): every result has at least one
   location with a physical location (artifact URI and a region with startLine), at most
   25,000 results per run, a file of at most 10 MB, partialFingerprints on every result.
3. What GitHub shows beside an alert: each rule has shortDescription, fullDescription, help and
   defaultConfiguration.level; each result's ruleId and ruleIndex name a rule; each uriBaseId is
   declared in originalUriBaseIds with an absolute file URI ending in '/'.

Prints one line per problem and a summary; exit 1 when there is any problem.
"""
import json
import os
import sys

import jsonschema

MAX_RESULTS = 25_000
MAX_BYTES = 10 * 1024 * 1024


def problems(schema, log, size):
    validator = jsonschema.Draft4Validator(schema)
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.path)):
        path = "/".join(str(p) for p in error.path)
        yield f"schema: /{path}: {error.message}"
    if size > MAX_BYTES:
        yield f"the file is {size} bytes, more than GitHub's {MAX_BYTES}"
    for r, run in enumerate(log.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        ids = [rule.get("id") for rule in rules]
        for rule in rules:
            for member in ("shortDescription", "fullDescription", "help"):
                if not rule.get(member, {}).get("text"):
                    yield f"run {r}: rule {rule.get('id')} has no {member}.text"
            if rule.get("defaultConfiguration", {}).get("level") not in ("none", "note", "warning", "error"):
                yield f"run {r}: rule {rule.get('id')} has no defaultConfiguration.level"
        bases = run.get("originalUriBaseIds", {})
        for name, base in bases.items():
            uri = base.get("uri", "")
            if not (uri.startswith("file:///") and uri.endswith("/")):
                yield f"run {r}: originalUriBaseIds {name} is not an absolute file URI ending in '/': {uri}"
        results = run.get("results", [])
        if len(results) > MAX_RESULTS:
            yield f"run {r}: {len(results)} results, more than GitHub's {MAX_RESULTS}"
        for i, result in enumerate(results):
            where = f"run {r} result {i} ({result.get('ruleId')})"
            if result.get("ruleId") not in ids:
                yield f"{where}: ruleId names no rule of the driver"
            elif "ruleIndex" in result and ids[result["ruleIndex"]] != result["ruleId"]:
                yield f"{where}: ruleIndex {result['ruleIndex']} is another rule"
            if not result.get("partialFingerprints"):
                yield f"{where}: no partialFingerprints"
            locations = result.get("locations") or []
            if not locations:
                yield f"{where}: no locations (GitHub rejects the upload)"
            for location in locations + result.get("relatedLocations", []):
                physical = location.get("physicalLocation")
                if not physical:
                    yield f"{where}: a location without physicalLocation"
                    continue
                artifact = physical.get("artifactLocation", {})
                uri = artifact.get("uri")
                if not uri:
                    yield f"{where}: a location without artifactLocation.uri"
                base = artifact.get("uriBaseId")
                if base is not None and base not in bases:
                    yield f"{where}: uriBaseId {base} is not in originalUriBaseIds"
                if base is not None and uri and uri.startswith("/"):
                    yield f"{where}: uri {uri} is absolute but has a uriBaseId"
                if base is None and uri and not uri.startswith("file:///"):
                    yield f"{where}: relative uri {uri} without a uriBaseId"
                if physical.get("region", {}).get("startLine", 0) < 1:
                    yield f"{where}: a region without startLine"


def main():
    schema_path, log_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft4Validator.check_schema(schema)
    with open(log_path, encoding="utf-8") as file:
        log = json.load(file)
    found = list(problems(schema, log, os.path.getsize(log_path)))
    for problem in found:
        print(problem)
    runs = log.get("runs", [])
    results = sum(len(run.get("results", [])) for run in runs)
    rules = sum(len(run.get("tool", {}).get("driver", {}).get("rules", [])) for run in runs)
    verdict = "valid" if not found else f"{len(found)} problems"
    print(f"{verdict}: {results} results, {rules} rules, {os.path.getsize(log_path)} bytes "
          f"(SARIF 2.1.0 schema and GitHub's upload rules)")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
