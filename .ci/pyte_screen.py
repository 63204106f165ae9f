"""Feeds terminal output through the pyte terminal emulator and prints the screen as JSON.

Usage: pyte_screen.py COLUMNS ROWS < output.ansi
       pyte_screen.py COLUMNS ROWS --run COMMAND [ARGUMENT…]

With --run, COMMAND runs on a pseudo-terminal COLUMNS wide (its stdout is a TTY, as in a
person's terminal, in the environment this script was given) and what it prints is fed through
pyte. Each cell is {"c": character, "fg": "rrggbb" or a color name or "default", "bg": ...,
"bold": bool, "underline": bool, "reverse": bool}.
"""
import json
import os
import pty
import struct
import subprocess
import sys

import pyte


def run_on_a_terminal(command, columns, rows):
    """What `command` prints to a pseudo-terminal of `columns` × `rows`, as text."""
    import fcntl
    import termios
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    # The terminal's own line discipline would turn \n into \r\n; keep the bytes as written.
    attributes = termios.tcgetattr(follower)
    attributes[1] &= ~termios.OPOST
    termios.tcsetattr(follower, termios.TCSANOW, attributes)
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=follower, stderr=subprocess.PIPE)
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    process.wait()
    if process.returncode != 0:
        sys.stderr.write(process.stderr.read().decode("utf-8", "replace"))
        sys.exit(process.returncode)
    return b"".join(chunks).decode("utf-8")


def main() -> None:
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    if len(sys.argv) > 4 and sys.argv[3] == "--run":
        data = run_on_a_terminal(sys.argv[4:], columns, rows)
    else:
        data = sys.stdin.buffer.read().decode("utf-8")
    screen = pyte.Screen(columns, rows)
    stream = pyte.Stream(screen)
    # A terminal moves to column 0 on a line feed only with the tty's onlcr; do it here.
    stream.feed(data.replace("\n", "\r\n"))
    out = []
    for y in range(rows):
        line = screen.buffer[y]
        out.append([
            {"c": line[x].data, "fg": line[x].fg, "bg": line[x].bg, "bold": line[x].bold,
             "underline": line[x].underscore, "reverse": line[x].reverse}
            for x in range(columns)
        ])
    json.dump({"rows": out, "cursor": [screen.cursor.x, screen.cursor.y], "raw": data}, sys.stdout)


if __name__ == "__main__":
    main()
