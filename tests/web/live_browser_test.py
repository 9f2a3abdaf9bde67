#!/usr/bin/python3
"""The public live pages in a real browser (Debian's headless Chromium through Selenium).

`shashki serve --live-only` serves an event whose players include two hostile names; the
pairings, standings and crosstable as the browser shows them (read back from the DOM) must be the
tables `shashki report ... --format csv` prints, and the pairings' marks the database's boards. A
result entered with `shashki result set` while the standings page is open must appear on it
without a reload. Hostile names must read back as text, with no element of theirs in the page.
Each page is kept as a screenshot, phone-sized and desktop-sized, in Russian and English.

Usage: live_browser_test.py SHASHKI_BINARY WORK_DIR
"""
import json
import os
import sys

from browser_support import READ_TABLE, check, command_line, finish, free_port, headless_chromium, start_server, stop, wait_for
from browser_support import report_table as support_report_table

SHASHKI, WORK = sys.argv[1], sys.argv[2]
DB = os.path.join(WORK, "live.db")
shashki = command_line(SHASHKI, DB)
SHOTS = os.path.join(WORK, "screenshots")
SCRIPT_NAME = "<script>window.injected=1</script>"
IMAGE_NAME = '"><img src=x onerror="window.injected=2">'


def report_table(kind):
    return support_report_table(shashki, WORK, kind)


os.makedirs(SHOTS, exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)
shashki("event", "create", "--name", "Live <Cup>", "--rounds", "3", "--system", "swiss", "--discipline", "rapid",
        "--control", "10+5")
for name in ["Ivanov Ivan", SCRIPT_NAME, IMAGE_NAME, "Kuznetsova Olga", "Petrov Pyotr", "Sidorova Anna"]:
    shashki("player", "add", "--event", "1", "--name", name)
shashki("round", "pair", "--event", "1")
shashki("round", "publish", "--event", "1")

port = free_port()
base = f"http://127.0.0.1:{port}"
server, _ = start_server(SHASHKI, DB, port, "--live-only", ready="serving the live pages")

browser = headless_chromium(1366, 768)



def printed_names_in(text):
    """Whether `text` holds both players of board 1 as the printed pairing list names them."""
    row = report_table("pairings")[1]
    return row[0] == "1" and row[3] in text and row[8] in text


def page_table():
    return browser.execute_script(READ_TABLE)


def version():
    return int(browser.execute_script("return document.documentElement.dataset.version"))


try:
    # Pairings: the report's table (its Result column aside: the live list fills it in) and the
    # database's boards in the marks.
    browser.get(base + "/live/pairings")
    shown = page_table()
    printed = report_table("pairings")
    result_column = printed[0].index("Result")
    without_result = lambda rows: [r[:result_column] + r[result_column + 1:] for r in rows]
    check(shown is not None and without_result(shown) == without_result(printed),
          "the pairings page shows the printed pairing list")
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('tr[data-board]'), r => [r.dataset.board, r.dataset.white,"
        " r.dataset.black || null]);")
    check(marks == [[row[0], row[1], row[11]] for row in printed[1:]],
          f"each row's marks are its board and the players' numbers: {marks}")
    boards = json.loads(shashki("round", "show", "--event", "1", "--round", "1", "--json"))["boards"]
    check(len(marks) == len(boards), "a row per board of the database")

    # Hostile names: text, never elements.
    texts = browser.execute_script("return Array.from(document.querySelectorAll('main td'), c => c.textContent);")
    check(SCRIPT_NAME in texts and IMAGE_NAME in texts, "hostile names read back as text")
    check(browser.execute_script("return document.querySelectorAll('main script, main img').length") == 0,
          "no element of a name is in the page")
    check(browser.execute_script("return window.injected === undefined"), "no name ran as script")

    for kind in ["standings", "crosstable"]:
        browser.get(f"{base}/live/{kind}")
        shown = page_table()
        printed = report_table(kind)
        check(shown == printed, f"the {kind} page shows the printed {kind} table")

    # A result entered while the standings are open: the page follows without a reload.
    browser.get(base + "/live/standings")
    browser.execute_script("window.sameDocument = 42;")
    before = version()
    first = report_table("pairings")[1]
    shashki("result", "set", "--event", "1", "--round", "1", "--board", first[0], "1-0")
    check(wait_for(lambda: version() > before, 5), "the standings page's data-version grows after a result")
    check(browser.execute_script("return window.sameDocument") == 42, "without a reload")
    check(wait_for(lambda: page_table() == report_table("standings"), 5),
          "and it shows the standings the printed report now gives")
    browser.get(base + "/live/pairings")
    result = browser.execute_script(f"return document.querySelector('tr[data-board=\"{first[0]}\"]').dataset.result")
    check(result == "1-0", f"the pairings mark the result: {result}")
    check(browser.execute_script("return window.injected === undefined"), "still no name ran as script")

    # The board viewer: the players as text, the position of the start (no moves recorded here).
    browser.get(base + "/live/board/1")
    squares = browser.execute_script("return document.querySelectorAll('main [data-square]').length")
    pieces = browser.execute_script("return document.querySelectorAll('main [data-piece]').length")
    check(squares == 32 and pieces == 24, f"the board viewer draws the position: {squares} squares, {pieces} pieces")
    players = browser.execute_script("return document.querySelector('main p.players').textContent")
    check(printed_names_in(players), f"and names the board's players as text: {players}")

    # Every page, phone and desktop, in both languages, for review.
    for lang in ["en", "ru"]:
        for page in ["", "pairings", "standings", "crosstable", "clocks", "clocks?from=2&count=2", "screen", "board/1"]:
            for size, (width, height) in {"phone": (390, 844), "desktop": (1366, 768)}.items():
                browser.set_window_size(width, height)
                browser.get(f"{base}/live/{page}{'&' if '?' in page else '?'}lang={lang}")
                wait_for(lambda: browser.execute_script("return document.readyState") == "complete")
                name = "".join(c if c.isalnum() else "_" for c in (page or "event"))
                browser.save_screenshot(os.path.join(SHOTS, f"live_{name}_{size}_{lang}.png"))
    browser.set_window_size(390, 844)
    browser.get(base + "/live/standings?lang=ru")
    check(browser.execute_script("return document.documentElement.lang") == "ru", "?lang=ru gives Russian")
    overflow = browser.execute_script("return document.documentElement.scrollWidth > window.innerWidth + 1")
    check(not overflow, "on a phone the page does not scroll sideways (the table scrolls in its box)")
finally:
    browser.quit()
    stop(server)

finish()
