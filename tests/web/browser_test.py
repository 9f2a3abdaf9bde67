#!/usr/bin/python3
"""The board clock page in a real browser (Debian's headless Chromium through Selenium).

A published round is served by `shashki serve` on 127.0.0.1; the page of board 1 is opened and
both halves are tapped; the database's journal must show the two presses. A bad link gets the
refusal page. The server is then killed with SIGKILL and started again: the page reconnects by
itself, the clocks come back through recovery (restored, paused), and no acknowledged press is
lost.

Usage: browser_test.py SHASHKI_BINARY WORK_DIR
"""
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time

from browser_support import check, command_line, finish, free_port, headless_chromium, start_server, stop, wait_for
from selenium.webdriver.common.by import By

SHASHKI, WORK = sys.argv[1], sys.argv[2]
DB = os.path.join(WORK, "venue.db")
shashki = command_line(SHASHKI, DB)


def serve(port, *extra):
    process, lines = start_server(SHASHKI, DB, port, "--base-url", f"http://127.0.0.1:{port}", *extra,
                                  ready="serving round")
    links = {int(m.group(1)): m.group(2) for m in (re.match(r"board (\d+): (http://\S+)", l) for l in lines) if m}
    return process, links


def presses(board):
    with sqlite3.connect(DB) as db:
        return db.execute(
            "SELECT side FROM clock_events WHERE board = ? AND kind = 'press' ORDER BY seq", (board,)).fetchall()



os.makedirs(WORK, exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)
shashki("event", "create", "--name", "Venue", "--rounds", "3", "--system", "swiss", "--discipline", "rapid",
        "--control", "10+5")
for name in ["Ivanov Ivan", "Petrov Pyotr", "Sidorova Anna", "Kuznetsova Olga"]:
    shashki("player", "add", "--event", "1", "--name", name)
shashki("round", "pair", "--event", "1")
shashki("round", "publish", "--event", "1")
# The event's setting for results from the board: confirm (the default) or direct; nothing else.
check(shashki("event", "edit", "--event", "1", "--board-results", "confirm").strip() ==
      "results from the board: confirm", "`event edit --board-results confirm` is the event's setting")
refused = subprocess.run([SHASHKI, "--lang", "en", "--db", DB, "event", "edit", "--event", "1", "--board-results",
                          "always"], capture_output=True, text=True)
check(refused.returncode != 0 and "--board-results" in refused.stderr,
      f"an unknown --board-results value is refused: {refused.stderr.strip()}")

port = free_port()
server, links = serve(port, "--start-all")
check(sorted(links) == [1, 2], f"a link per board: {sorted(links)}")
check(all(re.search(r"/board/[A-Za-z0-9_-]{22,}$", url) for url in links.values()), "links carry 128-bit tokens")

browser = headless_chromium(412, 915)

def hold(width, height):
    """The page as a phone of that size shows it (portrait when taller than wide)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})


hold(412, 915)
try:
    browser.get(links[1])
    check(wait_for(lambda: browser.find_element(By.ID, "white-time").text not in ("", "--:--")),
          "the page shows the clock")
    check(wait_for(lambda: "running" in browser.find_element(By.ID, "bottom").get_attribute("class")),
          "White's half runs")
    time.sleep(1.2)
    browser.find_element(By.ID, "bottom").click()
    check(wait_for(lambda: len(presses(1)) == 1), "White's tap is journaled")
    check(wait_for(lambda: "running" in browser.find_element(By.ID, "top").get_attribute("class")),
          "then Black's half runs")
    time.sleep(0.6)
    browser.find_element(By.ID, "top").click()
    check(wait_for(lambda: presses(1) == [("white",), ("black",)]), "Black's tap is journaled after White's")
    check(presses(2) == [], "board 2 is untouched")
    browser.save_screenshot(os.path.join(WORK, "board_page_portrait.png"))
    browser.find_element(By.ID, "lang").click()
    check(browser.find_element(By.ID, "white-colour").text == "Белые", "the language switch gives Russian")
    hold(915, 412)
    browser.save_screenshot(os.path.join(WORK, "board_page_landscape_ru.png"))
    browser.find_element(By.ID, "lang").click()
    hold(412, 915)

    # The public clocks page: every board, the running side counted down without a reload.
    browser.get(f"http://127.0.0.1:{port}/live/clocks")
    tiles = lambda: browser.execute_script(
        "return Array.from(document.querySelectorAll('.tile[data-board]'), t => [t.dataset.board, t.dataset.running,"
        " Number(t.dataset.whiteMs)]);")
    check([t[0] for t in tiles()] == ["1", "2"], f"the clocks page has a tile per board: {tiles()}")
    check(tiles()[0][1] == "white", "board 1's tile shows White's clock running after both presses")
    before = tiles()[0][2]
    time.sleep(1.5)
    check(tiles()[0][2] < before - 1000, "and counts it down without a reload")
    browser.save_screenshot(os.path.join(WORK, "live_clocks_phone_en.png"))
    # A window of the clocks: board 2 alone, a link back to board 1, and its stream keeps it running.
    browser.get(f"http://127.0.0.1:{port}/live/clocks?from=2&count=1&lang=ru")
    check([t[0] for t in tiles()] == ["2"], f"the window shows board 2 alone: {tiles()}")
    check(len(browser.find_elements(By.CSS_SELECTOR, 'main [data-from="2"][data-count="1"] a')) == 1,
          "with a link to the board before it")
    browser.save_screenshot(os.path.join(WORK, "live_clocks_window_phone_ru.png"))

    # Results from the board (docs/venue.md): on board 2 White proposes a draw and Black rejects
    # it; then Black proposes 0-1 and White confirms. The agreed result waits for the arbiter.
    browser.get(links[2])
    check(wait_for(lambda: browser.find_element(By.ID, "white-time").text not in ("", "--:--")),
          "board 2's page shows its clock")
    propose = lambda half, result: browser.find_element(
        By.CSS_SELECTOR, f'#{half} [data-action="propose-result"][data-result="{result}"]')
    answer = lambda half, action: browser.find_element(By.CSS_SELECTOR, f'#{half} [data-action="{action}"]')
    shown = lambda selector: len(browser.find_elements(By.CSS_SELECTOR, selector)) > 0
    browser.find_element(By.ID, "result").click()
    check(shown('#bottom [data-action="propose-result"]') and shown('#top [data-action="propose-result"]'),
          "each half offers the result buttons")
    browser.save_screenshot(os.path.join(WORK, "board_page_result_offer.png"))
    propose("bottom", "=").click()
    check(wait_for(lambda: shown('#top [data-action="confirm-result"]')), "Black's half asks Black to confirm")
    check(not shown('#bottom [data-action="confirm-result"]'), "White's half does not ask White")
    check(presses(2) == [], "no tap on a result button pressed the clock")
    board_2 = lambda: json.loads(shashki("round", "show", "--event", "1", "--json"))["boards"][1]
    answer("top", "reject-result").click()
    check(wait_for(lambda: not shown('[data-action="confirm-result"]')), "a rejection clears the prompt")
    check(board_2()["proposed"] is None and board_2()["results"] == [None], "and leaves nothing proposed")
    browser.find_element(By.ID, "result").click()
    propose("top", "0-1").click()
    check(wait_for(lambda: shown('#bottom [data-action="confirm-result"]')), "White is asked about Black's 0-1")
    answer("bottom", "confirm-result").click()
    check(wait_for(lambda: board_2()["proposed"] == "0-1"), "`round show --json` gives the agreed 0-1 as proposed")
    check(board_2()["results"] == [None], "which has not entered the tournament")
    check(wait_for(lambda: "paused" in browser.find_element(By.ID, "banner").text.lower()),
          "the clock stops while the arbiter comes")
    check(presses(2) == [], "still no press on board 2")
    browser.save_screenshot(os.path.join(WORK, "board_page_result_agreed.png"))
    browser.find_element(By.ID, "lang").click()
    check(wait_for(lambda: "согласован" in browser.find_element(By.ID, "bottom").text),
          "the agreed result reads in Russian too")
    hold(1366, 768)
    browser.save_screenshot(os.path.join(WORK, "board_page_result_agreed_desktop_ru.png"))
    browser.find_element(By.ID, "lang").click()
    hold(412, 915)

    # A bad link: the refusal page, nothing served.
    browser.get(f"http://127.0.0.1:{port}/board/not-a-real-token")
    check("not valid" in browser.page_source, "a bad link gets the refusal page")

    # The server dies mid-game and comes back: the page reconnects and follows recovery.
    browser.get(links[1])
    check(wait_for(lambda: "online" in browser.find_element(By.ID, "link").text), "the page is online again")
    server.send_signal(signal.SIGKILL)
    server.wait()
    check(wait_for(lambda: "offline" in browser.find_element(By.ID, "link").text), "the page sees the outage")
    check(presses(1) == [("white",), ("black",)], "nothing acknowledged was lost")
    server, links_after = serve(port, "--restore")
    check(links_after == links, "the same links after the restart")
    check(wait_for(lambda: "online" in browser.find_element(By.ID, "link").text, 15), "the page reconnects by itself")
    check(wait_for(lambda: "paused" in browser.find_element(By.ID, "banner").text.lower()),
          "the clock comes back paused for the judge")
    check(presses(1) == [("white",), ("black",)], "the journal still holds both presses")
finally:
    browser.quit()
    stop(server)

# The arbiter confirms the players' result once the server is stopped (it holds the writer lock).
print(shashki("result", "confirm", "--event", "1", "--round", "1", "--board", "2").strip())
after = json.loads(shashki("round", "show", "--event", "1", "--json"))["boards"][1]
check(after["results"] == ["0-1"] and after["proposed"] is None, f"the arbiter's confirmation enters 0-1: {after}")
with sqlite3.connect(DB) as db:
    actions = [a for (a,) in db.execute("SELECT action FROM audit WHERE action LIKE 'result.%' ORDER BY id")]
check(actions == ["result.propose", "result.reject", "result.propose", "result.agree", "result.confirm"],
      f"each step is one audit row: {actions}")

finish()
