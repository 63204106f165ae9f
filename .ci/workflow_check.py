#!/usr/bin/env python3
"""Checks the example GitHub Actions workflow and lists the sptheme commands in it.

Usage: workflow_check.py WORKFLOW.yml

Reads the file with PyPI pyyaml (well-formed YAML), checks the shape GitHub Actions needs, what
the sharded snapshot run relies on, and that sptheme is compiled only in build jobs (named build
or build-*: `swift build`, or a make target that builds) while every other job that runs it
downloads what a build job it needs uploads. Prints one JSON document on stdout:
{"problems": [...], "commands": [{"job": ..., "step": ..., "argv": [...]}],
"jobs": {name: {"runs-on": ..., "compiles": [...]}}}, each sptheme command once per matrix
combination with ${{ matrix.* }} filled in. Exit 1 when there is a problem.
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


# The make targets that compile sptheme (a bare `make` builds too: its first rule is `check`).
BUILDING_TARGETS = {"check", "preview", "test", "bench", "build", "release", "install", "dist", "man", "fuzz", "sanitize"}


def shell_commands(script, env):
    """Each simple command in a shell script, as argv, with the workflow's env filled in."""
    for name, value in env.items():
        script = script.replace("$" + name, value).replace("${" + name + "}", value)
    commands = []
    for line in script.replace("\\\n", " ").splitlines():
        lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        words = list(lexer)
        command = []
        for word in words + [";"]:
            if word in ("&&", "||", ";", "|", "&", "(", ")"):
                if command:
                    commands.append(command)
                command = []
            else:
                command.append(word)
    return commands


def compiles(argv):
    """What in a command compiles sptheme (`swift build`, `make dist`), or None."""
    program = argv[0].split("/")[-1]
    if program == "swift" and len(argv) > 1 and argv[1] in ("build", "test", "run"):
        return " ".join(argv[:2])
    if program in ("make", "gmake"):
        targets = [word for word in argv[1:] if not word.startswith("-") and "=" not in word]
        building = [target for target in targets if target in BUILDING_TARGETS]
        if building or not targets:
            return " ".join([program] + building)
    return None


def sptheme_commands(script, env):
    """Each sptheme invocation in a shell script, as argv after the program name."""
    commands = [argv[1:] for argv in shell_commands(script, env) if argv[0].split("/")[-1] == "sptheme"]
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
    # Per job: what in it compiles sptheme, the artifacts it uploads and downloads (name or
    # pattern), the jobs it needs, and whether it runs sptheme.
    builds, uploaded, downloaded, needed, runs = {}, {}, {}, {}, set()
    for job_name, job in jobs.items():
        needed[job_name] = [job["needs"]] if isinstance(job.get("needs"), str) else list(job.get("needs", []))
        builds[job_name], uploaded[job_name], downloaded[job_name] = [], [], []
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
                    uploaded[job_name].append(with_.get("name", "artifact"))
                if uses.startswith("actions/download-artifact"):
                    downloads.append((where, with_.get("pattern") or with_.get("name") or "*", with_.get("path", ".")))
                    downloaded[job_name].append(with_.get("pattern") or with_.get("name") or "*")
                if "run" in step:
                    script = fill(step["run"], values, problems, where)
                    for argv in shell_commands(script, env):
                        what = compiles(argv)
                        if what and what not in builds[job_name]:
                            builds[job_name].append(what)
                    for argv in sptheme_commands(script, env):
                        runs.add(job_name)
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
    # sptheme is compiled once per platform, in a build job; the other jobs download it.
    build_jobs = {name for name in jobs if name == "build" or name.startswith("build-")}
    for job_name, what in builds.items():
        if what and job_name not in build_jobs:
            problems.append(
                f"job {job_name}: compiles sptheme ({', '.join(what)}); only build jobs (build, build-*) "
                "should, and the others download what they upload")
    for job_name in sorted(runs - build_jobs):
        sources = [
            build for build in build_jobs
            if any(fnmatch.filter(uploaded[build], pattern) for pattern in downloaded[job_name])
        ]
        if not sources:
            problems.append(f"job {job_name}: runs sptheme but downloads no artifact a build job uploads")
        elif not any(build in needed[job_name] for build in sources):
            problems.append(
                f"job {job_name}: downloads sptheme from {', '.join(sorted(sources))} but does not need it")
    for where, pattern, _ in downloads:
        if not fnmatch.filter(uploads, pattern):
            problems.append(f"{where}: downloads '{pattern}', which no job uploads")
    for where, folders in merges:
        for folder in folders:
            matched = [f"{path}/{name}" for _, pattern, path in downloads for name in fnmatch.filter(uploads, pattern)]
            if not fnmatch.filter(matched, folder):
                problems.append(f"{where}: merges '{folder}', which no downloaded artifact fills")
    report_jobs = {
        name: {"runs-on": str(job.get("runs-on", "")), "compiles": builds[name]} for name, job in jobs.items()
    }
    print(json.dumps({"problems": problems, "commands": commands, "jobs": report_jobs}, indent=1))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
