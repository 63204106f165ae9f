#!/usr/bin/env python3
"""Checks the example GitHub Actions workflow and lists the sptheme commands in it.

Usage: workflow_check.py WORKFLOW.yml

Reads the file with PyPI pyyaml (well-formed YAML), checks the shape GitHub Actions needs and
what the sharded snapshot run relies on, and prints one JSON document on stdout:
{"problems": [...], "commands": [{"job": ..., "step": ..., "argv": [...]}]}, each sptheme command
once per matrix combination with ${{ matrix.* }} filled in. Exit 1 when there is a problem.
"""
import fnmatch
import itertools
import json
import re
import shlex
import sys

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*matrix\.([A-Za-z0-9_-]+)\s*\}\}")


def combinations(job):
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    keys = [key for key in matrix if key not in ("include", "exclude")]
    if not keys:
        return [{}]
    return [dict(zip(keys, values)) for values in itertools.product(*(matrix[key] for key in keys))]


def fill(text, values, problems, where):
    def replace(match):
        key = match.group(1)
        if key not in values:
            problems.append(f"{where}: matrix.{key} is not in the job's matrix")
            return match.group(0)
        return str(values[key])
    return EXPRESSION.sub(replace, str(text))


def sptheme_commands(script, env):
    """Each sptheme invocation in a shell script, as argv after the program name."""
    for name, value in env.items():
        script = script.replace("$" + name, value).replace("${" + name + "}", value)
    commands = []
    for line in script.replace("\\\n", " ").splitlines():
        lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        words = list(lexer)
        command = []
        for word in words + [";"]:
            if word in ("&&", "||", ";", "|", "&"):
                if command and command[0].split("/")[-1] == "sptheme":
                    commands.append(command[1:])
                command = []
            else:
                command.append(word)
    # Drop redirections (`> file`).
    cleaned = []
    for argv in commands:
        out, skip = [], False
        for word in argv:
            if skip:
                skip = False
                continue
            if word in (">", ">>", "<", "2>"):
                skip = True
                continue
            out.append(word)
        cleaned.append(out)
    return cleaned


def main():
    path = sys.argv[1]
    with open(path, encoding="utf-8") as file:
        workflow = yaml.safe_load(file)
    problems, commands = [], []
    if not isinstance(workflow, dict):
        print(json.dumps({"problems": ["the workflow is not a mapping"], "commands": []}))
        sys.exit(1)
    # YAML 1.1 reads a bare `on` key as true.
    if "on" not in workflow and True not in workflow:
        problems.append("no 'on' (the events that run the workflow)")
    jobs = workflow.get("jobs") or {}
    if not jobs:
        problems.append("no jobs")
    env = {key: str(value) for key, value in (workflow.get("env") or {}).items()}
    uploads, downloads, merges = [], [], []
    for job_name, job in jobs.items():
        if "runs-on" not in job:
            problems.append(f"job {job_name}: no runs-on")
        for need in [job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", []):
            if need not in jobs:
                problems.append(f"job {job_name}: needs {need}, which is not a job")
        steps = job.get("steps") or []
        if not steps:
            problems.append(f"job {job_name}: no steps")
        matrix = combinations(job)
        for index, step in enumerate(steps):
            where = f"job {job_name} step {index + 1} ({step.get('name') or step.get('uses') or 'run'})"
            if ("uses" in step) == ("run" in step):
                problems.append(f"{where}: a step needs exactly one of uses and run")
            uses = str(step.get("uses", ""))
            if uses and not re.fullmatch(r"[\w.-]+/[\w./-]+@[\w.-]+", uses):
                problems.append(f"{where}: uses '{uses}' is not owner/repo@ref")
            if uses.startswith("github/codeql-action/upload-sarif"):
                permissions = job.get("permissions") or workflow.get("permissions") or {}
                if permissions.get("security-events") != "write":
                    problems.append(f"{where}: uploading SARIF needs permissions: security-events: write")
            for values in matrix:
                with_ = {key: fill(value, values, problems, where) for key, value in (step.get("with") or {}).items()}
                if uses.startswith("actions/upload-artifact"):
                    uploads.append(with_.get("name", "artifact"))
                if uses.startswith("actions/download-artifact"):
                    downloads.append((where, with_.get("pattern") or with_.get("name") or "*", with_.get("path", ".")))
                if "run" in step:
                    for argv in sptheme_commands(fill(step["run"], values, problems, where), env):
                        commands.append({"job": job_name, "step": where, "matrix": values, "argv": argv})
                        if argv[:2] == ["snapshot", "merge-reports"]:
                            merges.append((where, list(itertools.takewhile(lambda word: not word.startswith("-"), argv[2:]))))
        # A sharded run: the matrix must hold every shard exactly once.
        shards = [c for c in commands if c["job"] == job_name and "--shard" in c["argv"]]
        if shards:
            given = sorted(c["argv"][c["argv"].index("--shard") + 1] for c in shards)
            counts = {value.split("/")[1] for value in given}
            if len(counts) != 1:
                problems.append(f"job {job_name}: shards of different counts: {given}")
            else:
                count = int(counts.pop())
                wanted = sorted(f"{k}/{count}" for k in range(1, count + 1))
                if given != wanted:
                    problems.append(f"job {job_name}: the matrix runs shards {given}, not each of {wanted} once")
    for where, pattern, _ in downloads:
        if not fnmatch.filter(uploads, pattern):
            problems.append(f"{where}: downloads '{pattern}', which no job uploads")
    for where, folders in merges:
        for folder in folders:
            matched = [f"{path}/{name}" for _, pattern, path in downloads for name in fnmatch.filter(uploads, pattern)]
            if not fnmatch.filter(matched, folder):
                problems.append(f"{where}: merges '{folder}', which no downloaded artifact fills")
    print(json.dumps({"problems": problems, "commands": commands}, indent=1))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
