#!/usr/bin/python3
"""A team event's live pages in a real browser (Debian's headless Chromium through Selenium).

A four-team Swiss of two boards, one team named to break a page that does not escape, is paired
and lined up on the command line and served by `shashki serve --live-only`. The pairings page
must hold a match per `tbody[data-match]` with its teams' numbers and its boards' rows; a board's
result entered with `shashki team result` must appear without a reload; the standings and the
crosstable must be the team tables `shashki report ... --format csv` prints, a row per team
(`data-team`, `data-match-points`, `data-game-points`). Screenshots: phone and desktop, Russian
and English.

Usage: team_live_browser_test.py SHASHKI_BINARY WORK_DIR
"""
import csv
import os
import sys

from browser_support import READ_TABLE, check, command_line, finish, free_port, headless_chromium, start_server, stop, wait_for
from browser_support import report_table as support_report_table

SHASHKI, WORK = sys.argv[1], sys.argv[2]
DB = os.path.join(WORK, "teams.db")
shashki = command_line(SHASHKI, DB)
SHOTS = os.path.join(WORK, "screenshots")
HOSTILE = '<img src=x onerror="window.injected=1">Lions'

os.makedirs(SHOTS, exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)
roster = os.path.join(WORK, "teams.csv")
with open(roster, "w", encoding="utf-8", newline="") as f:
    writer = csv.writer(f)
    writer.writerow(["team", "name"])
    for team, prefix in [(HOSTILE, "A"), ("Beta", "B"), ("Gamma", "C"), ("Delta", "D")]:
        for board in (1, 2):
            writer.writerow([team, f"{prefix}{board} Player"])
shashki("event", "create", "--name", "Team Cup", "--rounds", "3", "--system", "swiss", "--discipline", "rapid",
        "--control", "10+5", "--team-boards", "2")
shashki("team", "import", "--event", "1", roster)
shashki("team", "pair", "--event", "1")
for team in (1, 2, 3, 4):
    shashki("team", "lineup", "--event", "1", "--round", "1", "--team", str(team), "--players",
            f"{2 * team - 1},{2 * team}")


def report_table(kind):
    return support_report_table(shashki, WORK, kind)


port = free_port()
base = f"http://127.0.0.1:{port}"
server, _ = start_server(SHASHKI, DB, port, "--live-only", ready="serving the live pages")

browser = headless_chromium(1366, 768)
version = lambda: int(browser.execute_script("return document.documentElement.dataset.version"))
try:
    browser.get(base + "/live/pairings")
    matches = browser.execute_script(
        "return Array.from(document.querySelectorAll('tbody[data-match]'), m => [m.dataset.match,"
        " m.dataset.whiteTeam, m.dataset.blackTeam, m.querySelectorAll('tr[data-board]').length]);")
    check(len(matches) == 2 and all(m[3] == 2 for m in matches),
          f"a tbody per match, each with its two boards: {matches}")
    check(sorted(int(t) for m in matches for t in m[1:3]) == [1, 2, 3, 4], "the matches' teams are the four teams")
    texts = browser.execute_script("return Array.from(document.querySelectorAll('main td'), c => c.textContent);")
    check(any(HOSTILE in t for t in texts), "the hostile team name reads back as text")
    check(browser.execute_script("return document.querySelectorAll('main img, main script').length") == 0 and
          browser.execute_script("return window.injected === undefined"), "and nothing of it runs or renders")

    # A board's result entered on the command line appears without a reload.
    browser.execute_script("window.sameDocument = 7;")
    before = version()
    shashki("team", "result", "--event", "1", "--round", "1", "--team", "1", "--board", "1", "--result", "1-0")
    check(wait_for(lambda: version() > before, 5), "the pairings page's data-version grows after a result")
    check(browser.execute_script("return window.sameDocument") == 7, "without a reload")
    marked = browser.execute_script(
        "return Array.from(document.querySelectorAll('tbody[data-match] tr[data-result]'), r => r.dataset.result);")
    check(marked == ["1-0"], f"the board's row carries its result: {marked}")

    for kind in ["standings", "crosstable"]:
        browser.get(f"{base}/live/{kind}")
        check(browser.execute_script(READ_TABLE) == report_table(kind), f"the {kind} page shows the printed team {kind}")
        teams = browser.execute_script("return Array.from(document.querySelectorAll('tr[data-team]'), r => r.dataset.team);")
        check(sorted(teams) == ["1", "2", "3", "4"], f"the {kind} page has a row per team: {teams}")
    browser.get(base + "/live/standings")
    rows = browser.execute_script(
        "return Array.from(document.querySelectorAll('tr[data-team]'), r => [r.dataset.team, r.dataset.matchPoints,"
        " r.dataset.gamePoints]);")
    check(all(r[1] is not None and r[2] is not None for r in rows),
          f"each team row carries its match and game points: {rows}")

    for lang in ["en", "ru"]:
        for page in ["pairings", "standings", "crosstable", "screen"]:
            for size, (width, height) in {"phone": (390, 844), "desktop": (1366, 768)}.items():
                browser.set_window_size(width, height)
                browser.get(f"{base}/live/{page}?lang={lang}")
                wait_for(lambda: browser.execute_script("return document.readyState") == "complete")
                browser.save_screenshot(os.path.join(SHOTS, f"team_{page}_{size}_{lang}.png"))
finally:
    browser.quit()
    stop(server)

finish()
