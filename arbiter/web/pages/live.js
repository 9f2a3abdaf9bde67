// The venue's live pages keep themselves current (docs/venue.md, "Live pages"): the server says
// on /live/events when what the pages show has changed (its version), and the page fetches itself
// again and puts the new content in place, without a reload. Text from the server is already
// escaped HTML; nothing here builds markup from data.
"use strict";

(function () {
  const root = document.documentElement;
  const status = document.querySelector('[data-role="status"]');
  let wanted = Number(root.dataset.version);
  let fetching = false;

  function showStatus(online) {
    if (!status) return;
    status.textContent = online ? status.dataset.live : status.dataset.offline;
    status.classList.toggle("offline", !online);
  }

  async function refresh() {
    if (fetching || wanted <= Number(root.dataset.version)) return;
    fetching = true;
    try {
      const response = await fetch(location.href, { cache: "no-store", credentials: "omit" });
      if (!response.ok) return;
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      const main = doc.querySelector("main");
      if (!main) return;
      document.querySelector("main").replaceWith(document.adoptNode(main));
      document.title = doc.title;
      root.dataset.version = doc.documentElement.dataset.version;
      told.clear();
      if (document.body.classList.contains("screen")) screen.restart();
    } catch (e) {
      showStatus(false);
    } finally {
      fetching = false;
    }
    // A change that came while this one was fetched.
    if (wanted > Number(root.dataset.version)) setTimeout(refresh, 250);
  }

  // EventSource reconnects by itself after an outage; the version it then gets brings the page up
  // to date.
  // The clocks page and the board viewer (its board's tile) follow the clocks.
  const clocksPage = root.dataset.page === "clocks" || root.dataset.page === "board";
  // A window of the clocks (?from=F&count=K), or the viewer's one board: the stream brings only
  // those boards' clocks.
  let stream = "/live/events";
  if (clocksPage) {
    stream += "?clocks=1";
    const shown = document.querySelector("main [data-from][data-count]");
    const tile = document.querySelector("main .tile[data-board]");
    if (shown) stream += "&from=" + Number(shown.dataset.from) + "&count=" + Number(shown.dataset.count);
    else if (root.dataset.page === "board" && tile) stream += "&from=" + Number(tile.dataset.board) + "&count=1";
  }
  const events = new EventSource(stream);
  events.addEventListener("version", function (e) {
    const version = Number(e.data);
    if (!Number.isSafeInteger(version)) return;
    showStatus(true);
    wanted = Math.max(wanted, version);
    refresh();
  });
  events.onerror = function () { showStatus(false); };

  // The clocks page: each tile's times as the server last said them, the running side's counted
  // down here between its messages (a board's clock is told on every press and change).
  const told = new Map();  // board -> {white, black, running, at}

  function clockText(ms) {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
  }

  function drawClocks() {
    const now = performance.now();
    for (const tile of document.querySelectorAll("main .tile[data-board]")) {
      let t = told.get(tile.dataset.board);
      if (!t) {
        t = { white: Number(tile.dataset.whiteMs), black: Number(tile.dataset.blackMs),
              running: tile.dataset.running, at: now };
        told.set(tile.dataset.board, t);
      }
      const white = t.running === "white" ? t.white - (now - t.at) : t.white;
      const black = t.running === "black" ? t.black - (now - t.at) : t.black;
      tile.dataset.whiteMs = String(Math.max(0, Math.round(white)));
      tile.dataset.blackMs = String(Math.max(0, Math.round(black)));
      tile.dataset.running = t.running;
      const w = tile.querySelector('[data-time="white"]'), b = tile.querySelector('[data-time="black"]');
      if (w) w.textContent = clockText(white);
      if (b) b.textContent = clockText(black);
    }
  }

  if (clocksPage) {
    events.addEventListener("clock", function (e) {
      let c;
      try { c = JSON.parse(e.data); } catch (x) { return; }
      if (!Number.isSafeInteger(c.board)) return;
      const running = c.running === "white" || c.running === "black" ? c.running : "none";
      told.set(String(c.board), { white: Number(c.white_ms), black: Number(c.black_ms), running: running,
                                  at: performance.now() });
      const tile = document.querySelector(`main .tile[data-board="${c.board}"]`);
      if (tile) {
        tile.dataset.phase = String(c.phase);
        if (c.flag === "white" || c.flag === "black") tile.dataset.flag = c.flag; else delete tile.dataset.flag;
      }
      drawClocks();
    });
    setInterval(drawClocks, 250);
  }

  // The venue screen: each part (pairings, standings) in turn, a screenful of rows at a time.
  const screen = {
    part: 0,
    first: 0,
    timer: null,
    restart() {
      this.part = 0;
      this.first = 0;
      this.show();
    },
    show() {
      clearTimeout(this.timer);
      const parts = Array.from(document.querySelectorAll("main section"));
      if (parts.length === 0) return;
      if (this.part >= parts.length) this.part = 0;
      parts.forEach((p, k) => p.classList.toggle("showing", k === this.part));
      const rows = Array.from(parts[this.part].querySelectorAll("tbody tr"));
      rows.forEach((r) => r.classList.remove("off-page"));
      // The rows that fit below the part's heading and the table's head.
      let last = this.first;
      const bottom = window.innerHeight - 8;
      for (let k = 0; k < rows.length; ++k) {
        if (k < this.first) { rows[k].classList.add("off-page"); continue; }
        if (k > this.first && rows[k].getBoundingClientRect().bottom > bottom) {
          for (let j = k; j < rows.length; ++j) rows[j].classList.add("off-page");
          break;
        }
        last = k;
      }
      if (last + 1 < rows.length) {
        this.first = last + 1;
      } else {
        this.first = 0;
        this.part += 1;
      }
      this.timer = setTimeout(() => this.show(), 12000);
    },
  };
  if (document.body.classList.contains("screen")) screen.restart();
})();
