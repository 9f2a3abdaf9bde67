// The board clock page, served from the binary: no CDN, no internet (docs/venue.md). Each
// player's half shows the name and the time and is tapped by that player to end the move. The
// device keeps its clock running and keeps presses through an outage, and measures each press
// on its own monotonic clock (performance.now()).
#include "shashki/web/venue_server.hpp"

namespace shashki::web {

std::string_view board_page() {
  static constexpr std::string_view page = R"page(<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<meta name="mobile-web-app-capable" content="yes">
<title>Shashki Arbiter</title>
<style>
html, body { margin: 0; height: 100%; background: #000; color: #eee; font-family: sans-serif;
  overflow: hidden; touch-action: manipulation; user-select: none; -webkit-user-select: none; }
#clock { display: flex; flex-direction: column; height: 100%; }
.half { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center;
  background: #1b1b1b; border: 3px solid #333; box-sizing: border-box; cursor: pointer; position: relative; }
.half.running { background: #0b3d1c; border-color: #3fbf6f; }
.half.flagged { background: #5a0d0d; border-color: #ff5050; }
.half.low .time { color: #ffcf40; }
.half .name { font-size: 5vmin; opacity: .9; max-width: 95%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.half .colour { font-size: 3.5vmin; opacity: .7; }
.half .time { font-size: 22vmin; font-weight: bold; font-variant-numeric: tabular-nums; line-height: 1.1; }
.half .moves { font-size: 3.5vmin; opacity: .7; }
#top { transform: rotate(180deg); }
#bar { display: flex; gap: 2vmin; align-items: center; justify-content: space-between; padding: 1vmin 2vmin;
  background: #222; font-size: 3.5vmin; flex-wrap: wrap; }
#bar button { font-size: 3.5vmin; padding: .6vmin 2vmin; background: #444; color: #fff; border: 1px solid #666; border-radius: 1vmin; }
#banner { display: none; text-align: center; padding: 1.2vmin; font-size: 4.5vmin; font-weight: bold; }
#banner.show { display: block; }
#banner.flag { background: #b00020; }
#banner.paused { background: #b36b00; }
#banner.finished { background: #35507a; }
#banner.offline { background: #555; }
#banner.info { background: #2d6a4f; }
@media (orientation: landscape) {
  #clock { flex-direction: row; flex-wrap: wrap; }
  #clock .half { width: 50%; height: calc(100% - 12vmin); flex: none; }
  #top { transform: none; }
  #bar, #banner { width: 100%; order: -1; }
}
</style>
</head>
<body>
<div id="clock">
  <div id="banner" role="status" aria-live="assertive"></div>
  <div class="half" id="top" data-side="black" role="button" tabindex="0">
    <div class="name" id="black-name"></div><div class="colour" id="black-colour"></div>
    <div class="time" id="black-time">--:--</div><div class="moves" id="black-moves"></div>
  </div>
  <div id="bar">
    <span id="board"></span><span id="control"></span><span id="link"></span>
    <button id="call" type="button"></button><button id="lang" type="button"></button>
  </div>
  <div class="half" id="bottom" data-side="white" role="button" tabindex="0">
    <div class="name" id="white-name"></div><div class="colour" id="white-colour"></div>
    <div class="time" id="white-time">--:--</div><div class="moves" id="white-moves"></div>
  </div>
</div>
<script>
"use strict";
const words = {
  ru: { white: "Белые", black: "Чёрные", board: "Доска", round: "тур", moves: "ходов",
        call: "Вызвать судью", called: "Судья вызван", online: "на связи", offline: "нет связи",
        offlineBanner: "Нет связи: часы идут, нажатия сохраняются",
        flag: "Флаг упал", paused: "Часы остановлены", appeal: "Пауза: апелляция", finished: "Партия окончена",
        waiting: "Часы ещё не пущены", notYourTurn: "Сейчас ход соперника", refused: "Не принято",
        arbiterWon: "Судья изменил часы: показаны часы судьи", lang: "English" },
  en: { white: "White", black: "Black", board: "Board", round: "round", moves: "moves",
        call: "Call the arbiter", called: "The arbiter has been called", online: "online", offline: "offline",
        offlineBanner: "No connection: the clock runs on and presses are kept",
        flag: "Flag fell", paused: "Clock paused", appeal: "Paused for appeal", finished: "Game over",
        waiting: "The clock has not been started", notYourTurn: "It is the opponent's move", refused: "Not accepted",
        arbiterWon: "The arbiter changed the clock: the arbiter's clock is shown", lang: "Русский" }
};
const token = location.pathname.split("/").pop();
let lang = localStorage.getItem("shashki-lang") || null;
let state = null;          // the server's last state
let stateAt = 0;           // performance.now() when it arrived
let local = null;          // the device's own clock: {white, black, running, since}
let turnStart = 0;         // performance.now() when the running side's clock started on this device
let acked = Number(sessionStorage.getItem("shashki-ack-" + token) || 0);
let pending = JSON.parse(sessionStorage.getItem("shashki-pending-" + token) || "[]");
let socket = null, online = false, note = null, noteUntil = 0, retry = 500;

function t(key) { return words[lang || (state && state.lang) || "ru"][key] || key; }
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
  if (state.flag) return { text: t("flag") + ": " + t(state.flag), kind: "flag" };
  if (state.phase === "finished") return { text: t("finished") + (state.result ? " " + state.result : ""), kind: "finished" };
  if (state.phase === "paused") return { text: state.appeal ? t("appeal") : t("paused"), kind: "paused" };
  if (state.phase === "not-started") return { text: t("waiting"), kind: "info" };
  return null;
}
function render() {
  document.documentElement.lang = lang || (state && state.lang) || "ru";
  for (const side of ["white", "black"]) {
    const half = document.querySelector('[data-side="' + side + '"]');
    const ms = remaining(side);
    document.getElementById(side + "-time").textContent = state ? format(ms) : "--:--";
    document.getElementById(side + "-name").textContent = state ? state[side].name : "";
    document.getElementById(side + "-colour").textContent = t(side);
    document.getElementById(side + "-moves").textContent = state ? t("moves") + ": " + state[side].moves : "";
    half.classList.toggle("running", !!local && local.running === side);
    half.classList.toggle("flagged", !!state && state.flag === side);
    half.classList.toggle("low", state && ms < 60000);
  }
  document.getElementById("board").textContent = state ? t("board") + " " + state.board + ", " + t("round") + " " + state.round : "";
  document.getElementById("control").textContent = state ? state.control : "";
  document.getElementById("link").textContent = online ? "● " + t("online") : "○ " + t("offline");
  document.getElementById("call").textContent = t("call");
  document.getElementById("lang").textContent = t("lang");
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
document.getElementById("call").addEventListener("click", () => {
  if (online) socket.send(JSON.stringify({ type: "call" }));
});
document.getElementById("lang").addEventListener("click", () => {
  lang = (lang || (state && state.lang) || "ru") === "ru" ? "en" : "ru";
  localStorage.setItem("shashki-lang", lang); render();
});
setInterval(render, 100);
connect();
render();
</script>
</body>
</html>
)page";
  return page;
}

}  // namespace shashki::web
