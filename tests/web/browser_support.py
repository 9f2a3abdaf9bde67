"""What the browser tests share: their checks, the command line on their database, a free port,
waiting for a condition, and a headless Chromium."""
import csv
import os
import signal
import socket
import subprocess
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

failures = []


def check(condition, what):
    print(("ok: " if condition else "FAILED: ") + what, flush=True)
    if not condition:
        failures.append(what)


def command_line(binary, database):
    """`shashki --lang en --db DATABASE ARGS...` as a function of ARGS: its output, or the test
    stops with its error."""
    def run(*args):
        done = subprocess.run([binary, "--lang", "en", "--db", database, *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"shashki {' '.join(args)} failed: {done.stderr}")
        return done.stdout
    return run


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(condition, seconds=10):
    """Whether CONDITION holds within SECONDS. A page rebuilds the elements whose state changed,
    so an element the condition found may be replaced before it is read: such a reading, or one
    that finds no element yet, counts as \"not yet\" and is made again."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if condition():
                return True
        except (StaleElementReferenceException, NoSuchElementException):
            pass
        time.sleep(0.1)
    return False


def headless_chromium(width, height):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def start_server(binary, database, port, *extra, ready):
    """Starts `shashki serve` on 127.0.0.1:PORT with EXTRA options and reads its output up to the
    line that starts with READY: the process and the lines before that one. The test stops if the
    server does not get there within 30 s."""
    process = subprocess.Popen(
        [binary, "--lang", "en", "--db", database, "serve", "--event", "1", "--listen", f"127.0.0.1:{port}", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if line.startswith(ready):
            return process, lines
        lines.append(line)
    process.kill()
    raise SystemExit("shashki serve did not start: " + process.stderr.read())


# A page's table as the reader sees it: its column header row (the last of the head) and each
# body row, every cell's text.
READ_TABLE = """
const table = document.querySelector('main table');
if (!table) return null;
const head = table.tHead.rows[table.tHead.rows.length - 1];
const rows = [Array.from(head.cells, c => c.textContent)];
for (const body of table.tBodies) for (const r of body.rows) rows.push(Array.from(r.cells, c => c.textContent));
return rows;
"""


def report_table(shashki, work, kind):
    """The table of `shashki report KIND --format csv` (SHASHKI: command_line()), written under
    WORK: a list of rows of cell texts."""
    out = os.path.join(work, kind + ".csv")
    shashki("report", kind, "--event", "1", "--format", "csv", "--out", out)
    with open(out, encoding="utf-8-sig", newline="") as f:
        return [row for row in csv.reader(f)]


def stop(server):
    """Stops `shashki serve` as the judge does (SIGTERM); a server that does not stop fails."""
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        failures.append("the server did not stop on SIGTERM")


def finish():
    """Prints the count of failures and exits with it."""
    print(f"{len(failures)} failure(s)")
    sys.exit(1 if failures else 0)
