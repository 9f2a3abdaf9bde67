"use strict";
// The words of every language, from the server's message catalogs (page_words()): for each,
// "words" by key (a count's plural forms as a list) and "plural", the catalog's rule choosing a
// form for n. The language switch names each language in itself.
const catalog = JSON.parse(document.getElementById("words").textContent);
const names = { ru: "Русский", en: "English" };
const pluralRules = {};
const token = location.pathname.split("/").pop();
let lang = localStorage.getItem("shashki-lang") || null;
let state = null;          // the server's last state
let stateAt = 0;           // performance.now() when it arrived
let local = null;          // the device's own clock: {white, black, running, since}
let turnStart = 0;         // performance.now() when the running side's clock started on this device
let acked = Number(sessionStorage.getItem("shashki-ack-" + token) || 0);
let pending = JSON.parse(sessionStorage.getItem("shashki-pending-" + token) || "[]");
let socket = null, online = false, note = null, noteUntil = 0, retry = 500;
let offering = false;      // the players chose "Result": each half offers its propose buttons

function language() { return lang || (state && state.lang) || "ru"; }
function pluralForm(code, n) {
  if (!pluralRules[code]) pluralRules[code] = new Function("n", "return Number(" + catalog[code].plural + ");");
  return pluralRules[code](n);
}
// The word `key` in the page's language, its {name} placeholders filled from `args`; a count's
// form is chosen by args.n.
function t(key, args) {
  const code = catalog[language()] ? language() : "ru";
  let word = catalog[code].words[key];
  if (word === undefined) return key;
  if (Array.isArray(word)) word = word[Math.min(pluralForm(code, args.n), word.length - 1)];
  return word.replace(/\{(\w+)\}/g, (all, name) => (args && name in args ? String(args[name]) : all));
}
function keep() {
  sessionStorage.setItem("shashki-ack-" + token, String(acked));
  sessionStorage.setItem("shashki-pending-" + token, JSON.stringify(pending));
}
function format(ms) {
  if (ms < 0) ms = 0;
  const total = Math.floor(ms / 1000), h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const two = (n) => String(n).padStart(2, "0");
  if (ms >= 20 * 60 * 1000) return h + ":" + two(m) + ":" + two(s);
  if (ms >= 20 * 1000) return Math.floor(total / 60) + ":" + two(s);
  return Math.floor(total / 60) + ":" + two(s) + "." + Math.floor((ms % 1000) / 100);
}
function remaining(side) {
  if (!local) return 0;
  const base = local[side];
  return local.running === side ? base - (performance.now() - local.since) : base;
}
function take(s) {
  const wasRunning = local ? local.running : null;
  state = s; stateAt = performance.now();
  if (typeof s.ack === "number" && s.ack > acked) { acked = s.ack; }
  pending = pending.filter((p) => p.seq > acked);
  keep();
  if (pending.length > 0 && online) return;  // the replay's answer will bring the state to follow
  local = { white: s.white.ms, black: s.black.ms, running: s.phase === "running" ? s.running : null, since: stateAt };
  if (local.running && local.running !== wasRunning) turnStart = stateAt;
}
function press(side) {
  if (!local || !state) return;
  if (state.phase !== "running" && !(pending.length > 0 && local.running)) {
    show(state.phase === "not-started" ? t("waiting") : t("paused"), "info", 1500); return;
  }
  if (local.running !== side) { show(t("notYourTurn"), "info", 1200); return; }
  const now = performance.now();
  const think = Math.max(0, Math.round(now - turnStart));
  const p = { side: side, seq: (pending.length > 0 ? pending[pending.length - 1].seq : acked) + 1, think_ms: think };
  local[side] = remaining(side) + (state.increment_ms || 0);
  local.running = side === "white" ? "black" : "white";
  local.since = now; turnStart = now;
  pending.push(p); keep();
  if (online) socket.send(JSON.stringify(Object.assign({ type: "press" }, p)));
  render();
}
function show(text, kind, ms) { note = { text: text, kind: kind }; noteUntil = performance.now() + ms; render(); }
function banner() {
  if (note && performance.now() < noteUntil) return note;
  if (!online) return { text: t("offlineBanner"), kind: "offline" };
  if (!state) return null;
  if (state.flag) return { text: t("flag", { side: t(state.flag) }), kind: "flag" };
  if (state.phase === "finished") return { text: t("finished") + (state.result ? " " + state.result : ""), kind: "finished" };
  if (state.phase === "paused") return { text: state.appeal ? t("appeal") : t("paused"), kind: "paused" };
  if (state.phase === "not-started") return { text: t("waiting"), kind: "info" };
  return null;
}
// A button of a half's result row: its data- marks (the venue pages' contract) and what a tap sends.
function askButton(text, marks, message) {
  const b = document.createElement("button");
  b.type = "button"; b.textContent = text;
  for (const [k, v] of Object.entries(marks)) b.dataset[k] = v;
  // A tap on a button is not a press of the clock under it.
  b.addEventListener("pointerdown", (e) => e.stopPropagation());
  b.addEventListener("keydown", (e) => e.stopPropagation());
  b.addEventListener("click", (e) => {
    e.stopPropagation();
    if (message === null) { offering = false; render(); return; }
    if (!online) { show(t("offlineBanner"), "offline", 2000); return; }
    socket.send(JSON.stringify(message));
    offering = false; render();
  });
  return b;
}
function prompt(text) {
  const p = document.createElement("div");
  p.className = "prompt"; p.textContent = text;
  return p;
}
// What the half of `side` asks of its player: the result buttons after "Result", the other
// player's proposal to confirm or reject, or where a proposal stands.
function renderAsk(side) {
  const ask = document.getElementById(side + "-ask");
  const parts = [];
  const p = state && state.proposal;
  if (p && p.source === "clock") {
    parts.push(prompt(t("flagProposed", { result: p.result })));
  } else if (p && p.agreed) {
    parts.push(prompt(t("agreed", { result: p.result })));
  } else if (p && p.by !== side) {
    parts.push(prompt(t("proposes", { side: t(p.by), result: p.result })));
    parts.push(askButton(t("confirm"), { action: "confirm-result" }, { type: "confirm", side: side }));
    parts.push(askButton(t("reject"), { action: "reject-result" }, { type: "reject", side: side }));
  } else if (p) {
    parts.push(prompt(t("waitingOpponent", { result: p.result })));
  } else if (offering && state && state.phase !== "finished") {
    parts.push(prompt(t("proposeTitle")));
    for (const r of ["1-0", "=", "0-1"])
      parts.push(askButton(r, { action: "propose-result", result: r }, { type: "propose", side: side, result: r }));
    parts.push(askButton(t("cancel"), { action: "cancel" }, null));
  }
  // Redrawn only when what it shows changed: a button under a finger stays the same element.
  const key = parts.map((e) => e.textContent + "|" + JSON.stringify(e.dataset || {})).join("/");
  if (ask.dataset.drawn === key) return;
  ask.dataset.drawn = key;
  ask.replaceChildren(...parts);
}
function render() {
  document.documentElement.lang = language();
  for (const side of ["white", "black"]) {
    const half = document.querySelector('[data-side="' + side + '"]');
    const ms = remaining(side);
    document.getElementById(side + "-time").textContent = state ? format(ms) : "--:--";
    document.getElementById(side + "-name").textContent = state ? state[side].name : "";
    document.getElementById(side + "-colour").textContent = t(side);
    document.getElementById(side + "-moves").textContent = state ? t("moves", { n: state[side].moves }) : "";
    half.classList.toggle("running", !!local && local.running === side);
    half.classList.toggle("flagged", !!state && state.flag === side);
    half.classList.toggle("low", state && ms < 60000);
  }
  document.getElementById("board").textContent = state ? t("boardRound", { board: state.board, round: state.round }) : "";
  document.getElementById("control").textContent = state ? state.control : "";
  document.getElementById("link").textContent = online ? "● " + t("online") : "○ " + t("offline");
  document.getElementById("call").textContent = t("call");
  document.getElementById("result").textContent = t("result");
  renderAsk("white"); renderAsk("black");
  document.getElementById("lang").textContent = names[language() === "ru" ? "en" : "ru"];
  const b = banner(), el = document.getElementById("banner");
  el.className = b ? "show " + b.kind : ""; el.textContent = b ? b.text : "";
}
function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + "/ws/" + token);
  socket.onopen = () => {
    online = true; retry = 500;
    if (pending.length > 0) socket.send(JSON.stringify({ type: "replay", ack: acked, presses: pending }));
    render();
  };
  socket.onmessage = (event) => {
    let m; try { m = JSON.parse(event.data); } catch (e) { return; }
    if (m.type === "ping") { socket.send(JSON.stringify({ type: "pong", id: m.id })); return; }
    if (m.type === "state") { take(m); render(); return; }
    if (m.type === "ack") { if (m.seq > acked) acked = m.seq; pending = pending.filter((p) => p.seq > acked); keep(); return; }
    if (m.type === "replayed") {
      if (typeof m.acknowledged === "number" && m.acknowledged > acked) acked = m.acknowledged;
      pending = pending.filter((p) => p.seq > acked); keep();
      if (m.discarded) show(t("arbiterWon") + (m.message ? ": " + m.message : ""), "info", 5000);
      return;
    }
    if (m.type === "called") { show(t("called"), "info", 4000); return; }
    if (m.type === "proposal") {
      if (m.step === "rejected") show(t("rejected"), "info", 3000);
      return;
    }
    if (m.type === "refused") {
      // A refused press is not acknowledged: it and the presses sent after it are dropped, and
      // the next press takes its number again; the server's state follows.
      if (typeof m.seq === "number") { pending = pending.filter((p) => p.seq < m.seq); keep(); }
      if (m.code === "replay") { pending = []; keep(); }
      show(t("refused") + (m.message ? ": " + m.message : ""), "info", 3000);
    }
  };
  socket.onclose = () => {
    online = false; render();
    setTimeout(connect, retry); retry = Math.min(retry * 2, 5000);
  };
  socket.onerror = () => {};
}
function tap(event) {
  if (event.target.closest && event.target.closest(".ask button")) return;
  event.preventDefault();
  if (document.documentElement.requestFullscreen && !document.fullscreenElement) {
    document.documentElement.requestFullscreen().catch(() => {});
  }
  press(event.currentTarget.dataset.side);
}
for (const half of document.querySelectorAll(".half")) {
  half.addEventListener("pointerdown", tap);
  half.addEventListener("keydown", (e) => { if (e.key === " " || e.key === "Enter") tap(e); });
}
document.getElementById("result").addEventListener("click", () => { offering = !offering; render(); });
document.getElementById("call").addEventListener("click", () => {
  if (online) socket.send(JSON.stringify({ type: "call" }));
});
document.getElementById("lang").addEventListener("click", () => {
  lang = language() === "ru" ? "en" : "ru";
  localStorage.setItem("shashki-lang", lang); render();
});
setInterval(render, 100);
connect();
render();
