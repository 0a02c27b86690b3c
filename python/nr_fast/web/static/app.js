// The nr_fast web table: shows what the server sends for the human side (docs/web.md) and sends
// back the chosen action. It holds no game: every fact on the page comes from the server's view.
"use strict";

const $ = (sel) => document.querySelector(sel);
const SIDE = { corp: "Corp", runner: "Runner" };
const CENTRAL = { hq: "HQ", rd: "R&D", archives: "Archives" };
// Milliseconds between two moves made without asking you (the bot's moves, one by one).
const STEP_DELAY = 350;

const table = {
  view: null, // the last view the server sent
  log: [], // the log items so far
  epoch: null, // the log's epoch (an undo starts a new one)
  shownSeat: null, // hot-seat: the side whose table is on the screen
  busy: false,
  cards: new Map(), // card descriptions by title
};
window.nrTable = table; // for the end-to-end tests and the curious

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function say(text) {
  $("#message").textContent = text || "";
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let data;
  try {
    data = await response.json();
  } catch (_) {
    data = { error: `the server answered ${response.status}` };
  }
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function serverTitle(name) {
  if (CENTRAL[name]) return CENTRAL[name];
  if (name.startsWith("remote")) return `Server ${name.slice(6)}`;
  return name;
}

// -- the new-game form ------------------------------------------------------------------------

async function loadOptions() {
  const options = await api("GET", "/api/options");
  for (const select of document.querySelectorAll("select.deck")) {
    const decks = select.dataset.side === "corp" ? options.corp_decks : options.runner_decks;
    select.replaceChildren(
      ...decks.map((d) => el("option", { value: d }, `${d} (starter)`)),
      el("option", { value: "paste" }, "paste a decklist…"),
    );
    if (select.dataset.side === "runner") select.value = "shaper";
  }
  // The difficulty levels first, each with its bot and measured rating (Elo, random = 0).
  const opponent = $("#new-game").elements.opponent;
  const levels = options.levels.map((lv) =>
    el("option", { value: lv.name, title: lv.about }, `${lv.name}: ${lv.bot}, rating ${lv.rating}`),
  );
  opponent.prepend(el("optgroup", { label: "Difficulty levels (rating: Elo, random bot = 0)" }, ...levels));
  opponent.value = "heuristic";
  const points = $("#new-game").elements.agenda_points_to_win;
  points.value = options.points_to_win.default;
  points.min = options.points_to_win.min;
  points.max = options.points_to_win.max;
  syncForm();
}

// The search bots (ismcts, ismcts-pb, ismcts-value) take iterations or a time budget.
const isSearch = (opponent) => opponent.startsWith("ismcts");

function syncForm() {
  const form = $("#new-game");
  for (const label of form.querySelectorAll("label.paste")) {
    label.hidden = form.elements[label.dataset.side].value !== "paste";
  }
  const from = form.elements.from.value;
  for (const label of form.querySelectorAll(".from-new, .from-replay, .from-scenario")) {
    label.hidden = !label.classList.contains(`from-${from}`);
  }
  const bot = form.elements.side.value !== "hotseat";
  form.elements.opponent.disabled = !bot;
  for (const label of form.querySelectorAll("label.ismcts")) {
    label.hidden = !bot || !isSearch(form.elements.opponent.value);
  }
}

async function readRequest() {
  const f = $("#new-game").elements;
  const number = (input) => (input.value === "" ? undefined : Number(input.value));
  const request = { side: f.side.value, seed: number(f.seed) };
  if (f.side.value !== "hotseat") {
    request.opponent = f.opponent.value;
    if (isSearch(f.opponent.value)) {
      request.iterations = number(f.iterations);
      request.time_ms = number(f.time_ms);
    }
  }
  const from = f.from.value;
  if (from === "new") {
    for (const side of ["corp", "runner"]) {
      request[side] = f[side].value === "paste" ? f[`${side}_list`].value : f[side].value;
    }
    request.agenda_points_to_win = number(f.agenda_points_to_win);
  } else {
    const file = f[`${from}_file`].files[0];
    const text = file ? await file.text() : f.position.value;
    request[from] = text;
    if (from === "replay") request.at = number(f.at);
  }
  return request;
}

async function startGame(event) {
  event.preventDefault();
  if (table.busy) return;
  try {
    table.busy = true;
    const view = await api("POST", "/api/games", await readRequest());
    table.log = [];
    table.epoch = null;
    table.shownSeat = null;
    history.replaceState(null, "", `#game=${view.id}`);
    $("#new-game").hidden = true;
    say("");
    show(view);
  } catch (err) {
    say(`Could not start the game: ${err.message}`);
  } finally {
    table.busy = false;
  }
  await pump();
}

// -- talking to the server --------------------------------------------------------------------

function logPosition() {
  return { since: table.log.length, epoch: table.epoch };
}

// Let the server make the moves that ask no human (the bot's, forced passes), one by one.
async function pump() {
  while (table.view && table.view.pending && !table.busy) {
    table.busy = true;
    try {
      await sleep(STEP_DELAY);
      const view = await api("POST", `/api/games/${table.view.id}/step`, logPosition());
      show(view);
    } catch (err) {
      say(err.message);
      return;
    } finally {
      table.busy = false;
    }
  }
}

async function act(code) {
  const view = table.view;
  if (!view || table.busy) return;
  table.busy = true;
  try {
    const body = { side: view.side, code, version: view.version, ...logPosition() };
    show(await api("POST", `/api/games/${view.id}/act`, body));
    say("");
  } catch (err) {
    say(err.message);
  } finally {
    table.busy = false;
  }
  await pump();
}

async function undo() {
  const view = table.view;
  if (!view || table.busy) return;
  table.busy = true;
  try {
    const next = await api("POST", `/api/games/${view.id}/undo`, { side: view.side });
    say(`Took back "${next.undone}".`);
    show(next);
  } catch (err) {
    say(err.message);
  } finally {
    table.busy = false;
  }
  await pump();
}

async function describe(title) {
  if (!title) return;
  let card = table.cards.get(title);
  if (!card) {
    try {
      card = await api("GET", `/api/cards/${encodeURIComponent(title)}`);
      table.cards.set(title, card);
    } catch (err) {
      card = { text: err.message };
    }
  }
  $("#card-info").replaceChildren(el("pre", {}, card.text));
}

// -- showing a view ---------------------------------------------------------------------------

function show(view) {
  table.view = view;
  if (view.log_epoch !== table.epoch) {
    table.log = [];
    $("#log").replaceChildren();
  }
  table.log = table.log.slice(0, view.log_start).concat(view.log);
  table.epoch = view.log_epoch;
  $("#undo").disabled = !view.can_undo || !view.deciding;
  const download = $("#download");
  if (view.replayable) {
    download.href = `/api/games/${view.id}/replay`;
    download.setAttribute("download", `nr_fast-${view.id}.json`);
    download.classList.remove("disabled");
    download.removeAttribute("aria-disabled");
  } else {
    download.removeAttribute("href");
    download.classList.add("disabled");
    download.setAttribute("aria-disabled", "true");
  }
  $("#status").textContent = statusLine(view);
  if (view.hotseat && !view.over && table.shownSeat !== view.side) {
    // Hot-seat: hide the table until the next player has the screen.
    $("#table").hidden = true;
    $("#curtain").hidden = false;
    $("#curtain-text").textContent =
      `Pass the screen to the ${SIDE[view.side]}. ${SIDE[view.side]}: click when the ` +
      "other player is not looking.";
    return;
  }
  $("#curtain").hidden = true;
  $("#table").hidden = false;
  renderTable(view);
}

function statusLine(view) {
  const obs = view.observation;
  const me = SIDE[view.side];
  const who = view.hotseat ? `Hot-seat, the ${me}'s seat` : `You are the ${me} against ${view.opponent}`;
  let now;
  if (view.over) {
    const { winner, reason, points } = view.over;
    const verdict = view.hotseat ? "" : winner === view.side ? "You win: " : "You lose: ";
    now = `${verdict}the ${SIDE[winner] || "nobody"} won (${reason}). ` +
      `Points: Corp ${points.corp}, Runner ${points.runner}.`;
  } else if (view.deciding) {
    now = "Your decision.";  // the choices say what it is about (no internal decision name)
  } else {
    now = `The ${SIDE[view.waiting_for] || "game"} is deciding…`;
  }
  return `${who}. Turn ${obs.turn}, the ${SIDE[obs.active]}'s turn. ${now}`;
}

function actionsFor(view, test) {
  return view.actions.filter(test);
}

function actionButton(action) {
  return el(
    "button",
    { type: "button", class: `action kind-${action.kind}`, "data-code": action.code,
      "data-kind": action.kind, onclick: () => act(action.code) },
    action.label,
  );
}

function cardFacts(card) {
  const facts = [];
  if (card.rezzed === false && card.title) facts.push("unrezzed");
  if (card.faceup === false) facts.push("facedown");
  for (const [k, v] of Object.entries(card)) {
    if (["id", "title", "rezzed", "faceup", "subroutines", "hosted", "from"].includes(k)) continue;
    if (v === null || v === false || v === 0) continue;
    facts.push(v === true ? k.replace(/_/g, " ") : `${k.replace(/_/g, " ")} ${v}`);
  }
  return facts;
}

// One card. `hidden` names a card the viewer does not know ("facedown ice").
function cardBox(view, card, hidden, installedIds) {
  const title = typeof card === "string" ? card : card && card.title;
  const id = typeof card === "object" && card ? card.id : undefined;
  const mine = view.actions.filter((a) =>
    id !== undefined ? a.card === id : title && a.card_title === title && !installedIds.has(a.card),
  );
  const box = el(
    "div",
    { class: `card${title ? "" : " hidden"}${mine.length ? " actionable" : ""}`,
      tabindex: 0, "data-id": id, "data-title": title || null },
    el("span", { class: "title" }, title || hidden, mine.length ? " ◆" : ""),
  );
  if (typeof card === "object" && card) {
    const facts = cardFacts(card);
    if (facts.length) box.append(el("span", { class: "facts" }, ` (${facts.join(", ")})`));
    if (card.subroutines && card.subroutines.length) {
      box.append(el("ul", { class: "subs" }, card.subroutines.map((s) =>
        el("li", { class: s.broken ? "broken" : "" }, `↳ ${s.text}${s.broken ? " (broken)" : ""}`))));
    }
    if (card.hosted && card.hosted.length) {
      box.append(el("div", { class: "hosted" }, "hosts: ",
        card.hosted.map((h) => cardBox(view, h, "a hidden card", installedIds))));
    }
  }
  const pick = () => {
    if (title) describe(title);
    else $("#card-info").textContent = `${hidden}: you do not know this card.`;
    $("#card-actions").replaceChildren(...mine.map(actionButton));
  };
  box.addEventListener("mouseenter", () => title && describe(title));
  box.addEventListener("click", pick);
  box.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && pick());
  return box;
}

function counted(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function pile(view, label, cards, hidden, installedIds) {
  return el("div", { class: "pile" }, el("h4", {}, label),
    cards.length ? cards.map((c) => cardBox(view, c, hidden, installedIds)) : el("span", { class: "empty" }, "empty"));
}

// A hand: the viewer's own (titles), or the other side's (a count and the cards it knows).
function hand(view, label, cards, installedIds) {
  if (Array.isArray(cards)) return pile(view, label, cards, "a hidden card", installedIds);
  const known = cards.known || [];
  return el("div", { class: "pile" }, el("h4", {}, `${label}: ${counted(cards.count, "card")}`),
    known.map((c) => cardBox(view, c, "a hidden card", installedIds)));
}

function corpHalf(view, corp, installedIds) {
  const servers = Object.entries(corp.servers).sort(([a], [b]) => serverOrder(a) - serverOrder(b));
  return [
    el("h3", {}, `Corp: ${corp.identity.title}`),
    el("p", { class: "stats" },
      `${counted(corp.credits, "credit")} · ${counted(corp.clicks, "click")} · ` +
      `${counted(corp.agenda_points, "agenda point")} · bad publicity ${corp.bad_publicity} · ` +
      `R&D ${counted(corp.rd.length, "card")}`),
    el("div", { class: "servers" }, servers.map(([name, s]) =>
      el("div", { class: "server", "data-server": name },
        el("h4", {}, serverTitle(name)),
        el("div", { class: "ice" }, s.ice.length ? "" : el("span", { class: "empty" }, "no ice"),
          s.ice.map((c) => cardBox(view, c, "facedown ice", installedIds))),
        el("div", { class: "root" }, s.root.map((c) => cardBox(view, c, "a facedown card", installedIds)))))),
    el("div", { class: "row" },
      hand(view, "Hand (HQ)", corp.hq, installedIds),
      pile(view, "Archives", corp.archives, "a facedown card", installedIds),
      pile(view, "Score area", corp.score_area, "", installedIds)),
  ];
}

function serverOrder(name) {
  const central = ["hq", "rd", "archives"].indexOf(name);
  return central >= 0 ? central : 3 + Number(name.slice(6) || 0);
}

function runnerHalf(view, runner, installedIds) {
  return [
    el("h3", {}, `Runner: ${runner.identity.title}`),
    el("p", { class: "stats" },
      `${counted(runner.credits, "credit")} · ${counted(runner.clicks, "click")} · ` +
      `${counted(runner.agenda_points, "agenda point")} · ${counted(runner.tags, "tag")} · ` +
      `link ${runner.link} · memory ${runner.memory_used}/${runner.memory_limit} · ` +
      `brain damage ${runner.brain_damage} · stack ${counted(runner.stack.length, "card")}`),
    pile(view, "Rig", runner.rig, "a hidden card", installedIds),
    el("div", { class: "row" },
      hand(view, "Grip", runner.grip, installedIds),
      // Ayla "Bios" Rahim's cards set aside facedown: titles for the Runner, a count for the Corp.
      runner.set_aside ? hand(view, "Set aside", runner.set_aside, installedIds) : null,
      pile(view, "Heap", runner.heap, "a facedown card", installedIds),
      pile(view, "Score area", runner.score_area, "", installedIds)),
  ];
}

function runPanel(view, obs) {
  const panel = $("#run");
  const run = obs.run;
  if (!run) {
    panel.hidden = true;
    return;
  }
  panel.hidden = false;
  const lines = [`Run on ${serverTitle(run.server)}`];
  if (run.ended) lines[0] += ` (over: ${run.successful ? "successful" : run.end_reason || "ended"})`;
  else lines[0] += `, at position ${run.position}`;
  if (view.encounter) lines.push(view.encounter);
  const breakers = obs.runner.rig.filter((c) => c.strength !== undefined && c.strength !== null);
  if (breakers.length) {
    lines.push(`Your breakers: ${breakers.map((c) => `${c.title} strength ${c.strength}`).join(", ")}`);
  }
  if (run.accessed && run.accessed.length) {
    lines.push(`Accessed: ${run.accessed.map((c) => c.title || "a card").join(", ")}`);
  }
  panel.replaceChildren(el("h2", {}, "Run"), ...lines.map((l) => el("p", {}, l)));
}

function renderTable(view) {
  const obs = view.observation;
  const installedIds = new Set();
  for (const s of Object.values(obs.corp.servers)) {
    for (const c of [...s.ice, ...s.root]) installedIds.add(c.id);
  }
  for (const c of obs.runner.rig) installedIds.add(c.id);
  const corp = corpHalf(view, obs.corp, installedIds);
  const runner = runnerHalf(view, obs.runner, installedIds);
  const [mine, theirs] = view.side === "corp" ? [corp, runner] : [runner, corp];
  $("#you").replaceChildren(el("h2", {}, "Your side"), ...mine);
  $("#opponent").replaceChildren(el("h2", {}, "The other side"), ...theirs);
  runPanel(view, obs);
  $("#decision").textContent = view.deciding
    ? `Decision: ${view.decision}. ◆ marks a card with actions: click it.`
    : view.over ? "The game is over." : `Waiting for the ${SIDE[view.waiting_for]}…`;
  $("#actions").replaceChildren(...view.actions.map(actionButton));
  $("#card-actions").replaceChildren();
  renderLog();
  $("#board-text").textContent = view.board;
}

function renderLog() {
  const list = $("#log");
  if (list.children.length > table.log.length) list.replaceChildren();
  else if (list.children.length > 0) {
    // A rewritten log (an undo) is redrawn.
    const last = list.children.length - 1;
    if (list.children[last].textContent !== table.log[last].text) list.replaceChildren();
  }
  for (let i = list.children.length; i < table.log.length; i++) {
    const item = table.log[i];
    list.append(el("li", { class: item.kind }, item.text));
  }
  list.scrollTop = list.scrollHeight;
}

// -- start ------------------------------------------------------------------------------------

async function resume() {
  const match = /game=([\w-]+)/.exec(location.hash);
  if (!match) return;
  try {
    show(await api("GET", `/api/games/${match[1]}`));
    $("#new-game").hidden = true;
  } catch (err) {
    say(`${err.message}. Start a new game.`);
    return;
  }
  await pump();
}

document.addEventListener("DOMContentLoaded", async () => {
  $("#new-game").addEventListener("submit", startGame);
  $("#new-game").addEventListener("change", syncForm);
  $("#undo").addEventListener("click", undo);
  $("#show-new").addEventListener("click", () => {
    $("#new-game").hidden = !$("#new-game").hidden;
  });
  $("#curtain-ok").addEventListener("click", () => {
    table.shownSeat = table.view.side;
    show(table.view);
  });
  try {
    await loadOptions();
  } catch (err) {
    say(`Cannot reach the server: ${err.message}`);
  }
  await resume();
});
