"""Feeds terminal output through the pyte terminal emulator and prints the screen as JSON.

Usage: pyte_screen.py COLUMNS ROWS < output.ansi
Each cell is {"c": character, "fg": "rrggbb" or a color name or "default", "bg": ..., "bold": bool}.
"""
import json
import sys

import pyte


def main() -> None:
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    screen = pyte.Screen(columns, rows)
    stream = pyte.Stream(screen)
    data = sys.stdin.buffer.read().decode("utf-8")
    # A terminal moves to column 0 on a line feed only with the tty's onlcr; do it here.
    stream.feed(data.replace("\n", "\r\n"))
    out = []
    for y in range(rows):
        line = screen.buffer[y]
        out.append([
            {"c": line[x].data, "fg": line[x].fg, "bg": line[x].bg, "bold": line[x].bold}
            for x in range(columns)
        ])
    json.dump({"rows": out, "cursor": [screen.cursor.x, screen.cursor.y]}, sys.stdout)


if __name__ == "__main__":
    main()
