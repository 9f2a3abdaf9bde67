"use strict";
// The floor arbiter's page (docs/venue.md, "Floor arbiters"): every board of the round on the
// clocks, read from /arbiter/TOKEN/boards once a second; each action is posted as JSON to
// /arbiter/TOKEN/action, where the server checks the token, the page's origin and the action.
// Names are set as text, never as markup.
const catalog = JSON.parse(document.getElementById("words").textContent);
const names = { ru: "Русский", en: "English" };
const token = location.pathname.split("/")[2] || "";
const asked = new URLSearchParams(location.search).get("lang");
let lang = asked === "ru" || asked === "en" ? asked : localStorage.getItem("shashki-lang") || document.documentElement.dataset.lang || "ru";
let floor = null, fetchedAt = 0, online = true, revoked = false;
let open = null;  // the form open now: {board, kind: "appeal"|"result"}
const rows = new Map();

function t(key, args) {
  const words = (catalog[lang] || catalog.ru || { words: {} }).words;
  let word = words[key];
  if (word === undefined) return key;
  if (Array.isArray(word)) word = word[0];
  return word.replace(/\{(\w+)\}/g, (all, name) => (args && name in args ? String(args[name]) : all));
}
function format(ms) {
  if (ms < 0) ms = 0;
  const total = Math.floor(ms / 1000), h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const two = (n) => String(n).padStart(2, "0");
  return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
}
function remaining(b, side) {
  const ms = b[side].ms;
  return b.phase === "running" && b.running === side ? ms - (performance.now() - fetchedAt) : ms;
}
function phaseWord(b) {
  if (b.result_in) return t("finished");
  if (b.flag) return t("flag", { side: t(b.flag) });
  if (b.appeal) return t("appeal");
  if (b.proposal && b.proposal.agreed) return t("agreed", { result: b.proposal.result });
  if (b.phase === "paused") return t("paused");
  if (b.phase === "not_started") return t("waiting");
  if (b.phase === "finished") return t("finished");
  return "";
}
// The notice line: a word of the page (said again in the new language after a switch) and the
// server's own text, if any.
let notice = null;
function notify(key, args, kind, extra) {
  notice = { key, args, kind, extra };
  showNotice();
}
function showNotice() {
  const n = document.getElementById("notice");
  n.textContent = notice ? t(notice.key, notice.args) + (notice.extra ? ": " + notice.extra : "") : "";
  n.className = notice ? notice.kind : "";
}
function button(label, attrs, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  b.addEventListener("click", onClick);
  return b;
}
async function act(body) {
  try {
    const response = await fetch("/arbiter/" + token + "/action", {
      method: "POST", cache: "no-store", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ type: "refused", message: String(response.status) }));
    if (answer.type === "done") {
      notify("floorDone", { board: body.board }, "done");
      open = null;
    } else {
      notify("board", { board: body.board }, "refused", answer.message || t("refused"));
    }
  } catch (e) {
    notify("offlineFloor", {}, "refused");
  }
  poll();
}
// The form under a board's buttons: who appeals and why, or which result.
function form(b) {
  const box = document.createElement("div");
  box.className = "form";
  if (open.kind === "appeal") {
    let side = "white";
    const sides = ["white", "black"].map((s) => button(t(s) + ": " + b[s].name, { "data-side": s, "aria-pressed": String(s === side) }, () => {
      side = s;
      for (const x of sides) x.setAttribute("aria-pressed", String(x.dataset.side === side));
    }));
    const reason = document.createElement("input");
    reason.type = "text";
    reason.maxLength = 500;
    reason.placeholder = t("appealReason");
    reason.setAttribute("aria-label", t("appealReason"));
    box.append(document.createTextNode(t("appealWho")), ...sides, reason,
      button(t("send"), { "data-send": "appeal" }, () => act({ board: b.board, action: "appeal", side, reason: reason.value })),
      button(t("cancel"), {}, () => { open = null; render(); }));
  } else {
    const proposed = b.proposal && b.proposal.agreed ? b.proposal.result : null;
    box.append(document.createTextNode(t("resultOf", { board: b.board })));
    for (const r of ["1-0", "=", "0-1"]) {
      box.append(button(r === proposed ? t("confirmResult", { result: r }) : r, { "data-result": r, "data-proposed": String(r === proposed) },
        () => act({ board: b.board, action: "result", result: r })));
    }
    box.append(button(t("cancel"), {}, () => { open = null; render(); }));
  }
  return box;
}
function row(b) {
  let r = rows.get(b.board);
  if (!r) {
    const tr = document.createElement("tr");
    tr.dataset.board = String(b.board);
    const cells = {};
    for (const name of ["board", "white", "black", "clock", "actions"]) {
      cells[name] = document.createElement("td");
      cells[name].className = name;
      tr.append(cells[name]);
    }
    r = { tr, cells, formKey: null };
    rows.set(b.board, r);
  }
  return r;
}
function render() {
  document.documentElement.lang = lang;
  showNotice();
  document.getElementById("title").textContent = floor ? t("floorTitle", { name: floor.arbiter }) : t("floorPage");
  document.getElementById("lang").textContent = names[lang === "ru" ? "en" : "ru"];
  const status = document.getElementById("status");
  status.textContent = revoked ? t("floorRevoked") : online ? t("online") : t("offline");
  status.className = online && !revoked ? "" : "offline";
  for (const [id, key] of [["h-board", "boardColumn"], ["h-white", "white"], ["h-black", "black"], ["h-clock", "clockColumn"], ["h-actions", "actionsColumn"]])
    document.getElementById(id).textContent = t(key);
  const body = document.querySelector("#boards tbody");
  const boards = floor ? floor.boards : [];
  document.getElementById("empty").hidden = boards.length > 0;
  document.getElementById("empty").textContent = t("noBoards");
  const seen = new Set();
  for (const b of boards) {
    const r = row(b);
    seen.add(b.board);
    r.tr.dataset.called = b.called ? "true" : "false";
    r.cells.board.textContent = String(b.board);
    r.cells.board.dataset.label = t("boardColumn");
    r.cells.white.textContent = b.white.name;
    r.cells.black.textContent = b.black.name;
    const clock = r.cells.clock;
    clock.replaceChildren();
    for (const side of ["white", "black"]) {
      const span = document.createElement("span");
      span.textContent = format(remaining(b, side));
      if (b.phase === "running" && b.running === side) span.className = "running";
      clock.append(span, document.createTextNode(side === "white" ? " – " : ""));
    }
    const word = document.createElement("span");
    word.className = "state";
    word.textContent = (b.called ? t("calls") + " " : "") + phaseWord(b);
    clock.append(word);
    // The buttons and an open form are rebuilt only when what they offer changed, so typing a
    // reason is not interrupted by the next reading.
    const formKey = JSON.stringify([lang, b.phase, b.appeal, b.result_in, b.proposal, b.white.name, b.black.name,
      open && open.board === b.board ? open.kind : null]);
    if (r.formKey !== formKey) {
      r.formKey = formKey;
      const a = r.cells.actions;
      a.replaceChildren(
        button(t("pause"), { "data-action": "pause" }, () => act({ board: b.board, action: "pause" })),
        button(t("resume"), { "data-action": "resume" }, () => act({ board: b.board, action: "resume" })),
        button(t("appealAction"), { "data-action": "appeal" }, () => { open = { board: b.board, kind: "appeal" }; render(); }),
        button(t("result"), { "data-action": "result", "data-proposed": String(!!(b.proposal && b.proposal.agreed)) },
          () => { open = { board: b.board, kind: "result" }; render(); }));
      a.querySelector('[data-action="pause"]').disabled = b.phase !== "running";
      a.querySelector('[data-action="resume"]').disabled = b.phase !== "paused";
      a.querySelector('[data-action="result"]').disabled = b.result_in;
      if (open && open.board === b.board) a.append(form(b));
    }
    if (r.tr.parentNode !== body) body.append(r.tr);
  }
  for (const [board, r] of rows) {
    if (!seen.has(board)) { r.tr.remove(); rows.delete(board); }
  }
}
async function poll() {
  try {
    const response = await fetch("/arbiter/" + token + "/boards", { cache: "no-store" });
    if (response.status === 403) {
      revoked = true;
      floor = null;
    } else if (response.ok) {
      floor = await response.json();
      fetchedAt = performance.now();
      revoked = false;
    }
    online = true;
  } catch (e) {
    online = false;
  }
  render();
}
document.getElementById("lang").addEventListener("click", () => {
  lang = lang === "ru" ? "en" : "ru";
  localStorage.setItem("shashki-lang", lang);
  for (const r of rows.values()) r.formKey = null;
  render();
});
render();
poll();
setInterval(poll, 1000);
setInterval(() => { if (floor) for (const b of floor.boards) {
  const r = rows.get(b.board);
  if (r && b.phase === "running") {
    const spans = r.cells.clock.querySelectorAll("span");
    spans[0].textContent = format(remaining(b, "white"));
    spans[1].textContent = format(remaining(b, "black"));
  }
} }, 250);
