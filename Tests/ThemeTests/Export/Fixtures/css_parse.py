"""Parses CSS from standard input with tinycss2 and prints what a browser's parser would see.

Output (JSON): {"errors": [...], "declarations": [[context, name, value], ...]} where context is
the chain of at-rule preludes and selectors around the declaration.
"""
import json
import sys

import tinycss2

errors = []
declarations = []


def rules(nodes, context):
    for node in nodes:
        if node.type == "error":
            errors.append(f"{context}: {node.message}")
        elif node.type == "qualified-rule":
            where = context + [tinycss2.serialize(node.prelude).strip()]
            block(tinycss2.parse_blocks_contents(node.content, skip_whitespace=True, skip_comments=True), where)
        elif node.type == "at-rule":
            where = context + ["@" + node.lower_at_keyword + " " + tinycss2.serialize(node.prelude).strip()]
            if node.content is None:
                errors.append(f"{where}: at-rule without a block")
            else:
                rules(tinycss2.parse_rule_list(node.content, skip_whitespace=True, skip_comments=True), where)


def block(nodes, context):
    for node in nodes:
        if node.type == "error":
            errors.append(f"{context}: {node.message}")
        elif node.type == "declaration":
            declarations.append([" / ".join(context), node.name, tinycss2.serialize(node.value).strip()])
        elif node.type in ("qualified-rule", "at-rule"):
            rules([node], context)


rules(tinycss2.parse_stylesheet(sys.stdin.read(), skip_whitespace=True, skip_comments=True), [])
print(json.dumps({"errors": errors, "declarations": declarations}))
