#!/usr/bin/python3
"""The floor arbiter's page in a real browser (Debian's headless Chromium through Selenium).

An arbiter token is issued with `shashki venue arbiter-token`, and a published round with hostile
player names is served by `shashki serve`. The page opened from the token's link lists every
board with the names as text; a board that calls the arbiter from its device is marked; pause,
resume, an appeal and a result are done by taps, and the audit log names the deputy for each. A
revoked token's link gets the refusal page. Screenshots: phone and desktop, English and Russian.

Usage: arbiter_browser_test.py SHASHKI_BINARY WORK_DIR
"""
import json
import os
import re
import sqlite3
import sys

from browser_support import check, command_line, finish, free_port, headless_chromium, start_server, stop, wait_for
from selenium.webdriver.common.by import By

SHASHKI, WORK = sys.argv[1], sys.argv[2]
DB = os.path.join(WORK, "floor.db")
shashki = command_line(SHASHKI, DB)
DEPUTY = "Петров П."
HOSTILE = ['<script>window.pwned=1</script>', '"><img src=x onerror="window.pwned=2">']

os.makedirs(WORK, exist_ok=True)
if os.path.exists(DB):
    os.remove(DB)
shashki("event", "create", "--name", "Floor", "--rounds", "3", "--system", "swiss", "--discipline", "rapid",
        "--control", "10+5")
for name in HOSTILE + ["Sidorova Anna", "Kuznetsova Olga"]:
    shashki("player", "add", "--event", "1", "--name", name)
shashki("round", "pair", "--event", "1")
shashki("round", "publish", "--event", "1")

port = free_port()
base = f"http://127.0.0.1:{port}"
issued = shashki("venue", "arbiter-token", "--event", "1", "--name", DEPUTY, "--base-url", base).strip().split("\t")
check(len(issued) == 3 and issued[1] == DEPUTY and re.search(r"/arbiter/[A-Za-z0-9_-]{22}$", issued[2]),
      f"`venue arbiter-token` prints the number, the name and the link: {issued}")
link = issued[2]
lost = shashki("venue", "arbiter-token", "--event", "1", "--name", "Lost Tablet", "--base-url", base).split("\t")
print(shashki("venue", "revoke", "--event", "1", "--token", lost[0]).strip())
listed = json.loads(shashki("venue", "arbiters", "--event", "1", "--base-url", base, "--json"))["arbiters"]
check([(a["name"], a["revoked"]) for a in listed] == [(DEPUTY, False), ("Lost Tablet", True)],
      f"`venue arbiters` lists both, the second revoked: {listed}")
check(listed[0]["url"] == link and listed[1]["url"] is None, "with the valid one's link only")

process, lines = start_server(SHASHKI, DB, port, "--base-url", base, "--start-all", ready="serving round")
links = {int(m.group(1)): m.group(2) for m in (re.match(r"board (\d+): (http://\S+)", l) for l in lines) if m}
floor_links = [(m.group(1), m.group(2)) for m in (re.match(r"floor arbiter (.+): (http://\S+)", l) for l in lines) if m]
check(sorted(links) == [1, 2], f"the server serves both boards: {links}")
check(floor_links == [(DEPUTY, link)], f"`serve` prints the valid floor arbiter's link: {floor_links}")


def audit_by(name):
    with sqlite3.connect(DB) as db:
        return [a for (a,) in db.execute("SELECT action FROM audit WHERE arbiter = ? ORDER BY id", (name,))]


def round_boards():
    return json.loads(shashki("round", "show", "--event", "1", "--json"))["boards"]


browser = headless_chromium(800, 1280)


def hold(width, height):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 900})


row = lambda board: browser.find_element(By.CSS_SELECTOR, f'tr[data-board="{board}"]')
button = lambda board, action: row(board).find_element(By.CSS_SELECTOR, f'[data-action="{action}"]')
try:
    hold(412, 915)
    browser.get(link)
    check(wait_for(lambda: len(browser.find_elements(By.CSS_SELECTOR, "tr[data-board]")) == 2),
          "the page lists both boards")
    names = browser.execute_script(
        "return Array.from(document.querySelectorAll('tr[data-board] td.white, tr[data-board] td.black'),"
        " c => c.textContent);")
    check(all(h in names for h in HOSTILE), f"hostile names show as text: {names}")
    check(browser.execute_script("return window.pwned === undefined && !document.querySelector('tbody img');"),
          "and nothing of them runs or renders")
    check(DEPUTY in browser.find_element(By.ID, "title").text, "the page names the deputy")
    for action in ["pause", "resume", "appeal", "result"]:
        check(len(row(1).find_elements(By.CSS_SELECTOR, f'[data-action="{action}"]')) == 1,
              f"board 1 has its {action} button")

    # Board 2's device calls the arbiter: the floor page marks the board.
    floor_tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get(links[2])
    check(wait_for(lambda: "online" in browser.find_element(By.ID, "link").text), "board 2's device is online")
    browser.find_element(By.ID, "call").click()
    browser.switch_to.window(floor_tab)
    check(wait_for(lambda: row(2).get_attribute("data-called") == "true"), "board 2 shows that it calls")
    check(row(1).get_attribute("data-called") == "false", "board 1 does not")
    browser.save_screenshot(os.path.join(WORK, "arbiter_phone_en.png"))

    # Pause and resume board 1.
    button(1, "pause").click()
    check(wait_for(lambda: button(1, "resume").is_enabled()), "board 1 is paused: resume is offered")
    button(1, "resume").click()
    check(wait_for(lambda: button(1, "pause").is_enabled()), "board 1 runs again")

    # Board 2: the arbiter comes and enters 1-0; the call is answered.
    button(2, "result").click()
    row(2).find_element(By.CSS_SELECTOR, '[data-result="1-0"]').click()
    check(wait_for(lambda: round_boards()[1]["results"] == ["1-0"]), "board 2's result is in the tournament")
    check(wait_for(lambda: row(2).get_attribute("data-called") == "false"), "and its call is answered")

    # An appeal on board 1: Black appeals; the clock stops for it.
    button(1, "appeal").click()
    row(1).find_element(By.CSS_SELECTOR, '[data-side="black"]').click()
    row(1).find_element(By.CSS_SELECTOR, 'input[type="text"]').send_keys("touch-move")
    row(1).find_element(By.CSS_SELECTOR, '[data-send="appeal"]').click()
    check(wait_for(lambda: "appeal" in row(1).find_element(By.CSS_SELECTOR, "td.clock").text.lower()),
          "board 1 is paused for the appeal: " + browser.find_element(By.ID, "notice").text)
    check(audit_by(DEPUTY) == ["clock.pause", "clock.resume", "result.set", "appeal.open"],
          f"each action is one audit row in the deputy's name: {audit_by(DEPUTY)}")

    browser.save_screenshot(os.path.join(WORK, "arbiter_phone_en_after.png"))
    hold(1366, 768)
    browser.save_screenshot(os.path.join(WORK, "arbiter_desktop_en.png"))
    browser.find_element(By.ID, "lang").click()
    check(wait_for(lambda: "Пауза" in row(1).text or "Продолжить" in row(1).text), "the page reads in Russian")
    browser.save_screenshot(os.path.join(WORK, "arbiter_desktop_ru.png"))
    hold(412, 915)
    browser.save_screenshot(os.path.join(WORK, "arbiter_phone_ru.png"))

    # The revoked token's link, and a board's link in the arbiter's place: refused.
    browser.get(base + "/arbiter/" + re.sub(r".*/", "", links[1]))
    check("not valid" in browser.page_source, "a board's token opens no floor page")
finally:
    browser.quit()
    stop(process)

finish()
