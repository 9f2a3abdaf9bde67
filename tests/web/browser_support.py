"""What the browser tests share: their checks, the command line on their database, a free port,
waiting for a condition, and a headless Chromium."""
import signal
import socket
import subprocess
import sys
import time

from selenium import webdriver
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
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def headless_chromium(width, height):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


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
