// The score view: pick the rules, tap the hand in, set the seats and flags, see the result.
import { HAND_SIZE, counts, copies, emptyHand, meldTiles, notation, refusal, size, sorted,
  tileElement, winningIndex } from "./hand.js";
import { face, getLang, setLang, t } from "./i18n.js";
import { renderError, renderResult, renderWaits } from "./result.js";
import { api, el, errorText, save, seatButtons, seatName, state, toast } from "./store.js";
import { addToSession, initSession, renderSession } from "./session.js";
import { currentRules, rulesCatalog, rulesKeys, sendHouseRules, setCatalog } from "./rules.js";

const FLAGS = ["kong-draw", "rob-kong", "heavenly", "earthly", "wild-discarded"];
let pending = null; // a meld being added: {kind, tile}
let asked = 0; // the latest score request; older answers are dropped

const $ = (id) => document.getElementById(id);

function takes(option) {
  return currentRules().options.includes(option);
}

// ------------------------------------------------------------------ the hand

function order(hand) {
  hand.order = hand.order || [];
  return hand.order;
}

function addTile(code) {
  const hand = state.hand;
  const bonus = state.tab === "f";
  const why = refusal(hand, code) || (!bonus && size(hand) >= HAND_SIZE ? t("full") : "");
  if (why) return toast(why);
  if (bonus) hand.hua.push(code);
  else hand.tiles.push(code);
  order(hand).push(bonus ? "h" : "t");
  changed();
}

function pickForMeld(code) {
  const kind = pending.kind;
  if (kind === "chi" && (code[1] === "z" || Number(code[0]) > 7)) return toast(t("chi_bad"));
  const meld = { kind, tile: code, from: null };
  const need = {};
  for (const tile of meldTiles(meld)) need[tile] = (need[tile] || 0) + 1;
  for (const [tile, more] of Object.entries(need)) {
    const why = refusal(state.hand, tile, more);
    if (why) return toast(why);
  }
  if (size(state.hand) + 3 > HAND_SIZE) return toast(t("full"));
  if (kind === "angang") return addMeld(meld);
  pending = meld;
  drawMeldPrompt();
}

function addMeld(meld) {
  state.hand.melds.push(meld);
  order(state.hand).push("m");
  pending = null;
  changed();
}

function undo() {
  const hand = state.hand;
  const last = order(hand).pop();
  if (last === "m") hand.melds.pop();
  else if (last === "h") hand.hua.pop();
  else if (hand.tiles.length) {
    hand.tiles.pop();
    if (hand.win !== null && hand.win >= hand.tiles.length) hand.win = null;
  }
  changed();
}

/** A fresh hand: no tiles, and the discarder, flags and wild of the last hand forgotten. */
function newHand() {
  state.hand = emptyHand();
  pending = null;
  Object.assign(state.sit, { from: null, flags: {}, wild: "", indicator: "" });
}

function drawHand() {
  const hand = state.hand;
  const box = $("hand-tiles");
  box.replaceChildren();
  const win = winningIndex(hand);
  const rest = hand.tiles.map((code, i) => [code, i]).filter(([, i]) => i !== win);
  const bySort = sorted(rest.map(([code]) => code));
  const used = new Set();
  for (const code of bySort) {
    const [, i] = rest.find(([c, j]) => c === code && !used.has(j));
    used.add(i);
    const tile = tileElement(code);
    tile.onclick = () => { hand.win = i; changed(); };
    box.append(tile);
  }
  if (win !== null) {
    box.append(el("span", { class: "gap" }));
    const tile = tileElement(hand.tiles[win]);
    tile.classList.add("win");
    tile.append(el("span", { class: "badge" }, t("win_tile")));
    box.append(tile);
  }
  const melds = $("melds");
  melds.replaceChildren();
  hand.melds.forEach((meld, index) => {
    const from = meld.from ? ` ←${seatName(meld.from)}` : "";
    const group = el("span", { class: "meld" }, el("span", { class: "what" },
      t("meld")[meld.kind] + from));
    meldTiles(meld).forEach((code) => group.append(tileElement(code, "span")));
    group.append(el("button", { class: "x", type: "button", "aria-label": t("remove"),
      onclick: () => { hand.melds.splice(index, 1); forgetLast("m"); changed(); } }, "×"));
    melds.append(group);
  });
  if (hand.hua.length) {
    const group = el("span", { class: "meld" }, el("span", { class: "what" }, t("meld").hua));
    hand.hua.forEach((code, index) => {
      const tile = tileElement(code);
      tile.onclick = () => { hand.hua.splice(index, 1); forgetLast("h"); changed(); };
      group.append(tile);
    });
    melds.append(group);
  }
  const n = size(hand);
  $("hand-count").textContent = t("count", n, HAND_SIZE);
  const hint = !hand.tiles.length ? t("empty_hand")
    : n < HAND_SIZE ? t("need_more", HAND_SIZE - n)
    : (hand.win === null ? t("win_hint_last", name(hand.tiles[win])) : t("win_hint", name(hand.tiles[win])));
  $("hand-hint").textContent = hint;
}

function forgetLast(kind) {
  const list = order(state.hand);
  const at = list.lastIndexOf(kind);
  if (at >= 0) list.splice(at, 1);
}

function name(code) {
  const [n, s] = face(code);
  return `${n}${s}`;
}

function drawMeldButtons() {
  const box = $("meld-buttons");
  box.replaceChildren();
  for (const kind of currentRules().melds) {
    box.append(el("button", { type: "button", "data-meld": kind,
      "aria-pressed": String(pending?.kind === kind),
      onclick: () => { pending = { kind, tile: null }; drawMeldPrompt(); } },
    `+ ${t("meld")[kind]}`));
  }
}

function drawMeldPrompt() {
  const box = $("meld-prompt");
  drawMeldButtons();
  if (!pending) return box.classList.add("hidden");
  box.classList.remove("hidden");
  const label = t("meld")[pending.kind];
  const cancel = el("button", { type: "button", onclick: () => { pending = null; drawMeldPrompt(); } },
    t("cancel"));
  if (!pending.tile) {
    box.replaceChildren(el("div", { class: "row" }, el("span", { class: "grow" },
      t("meld_pick", label)), cancel));
    return;
  }
  const seats = el("span", { class: "seats", id: "meld-from" });
  seatButtons(seats, null, (seat) => addMeld({ ...pending, from: seat }), t("meld_unknown"));
  box.replaceChildren(el("div", {}, t("meld_from", label)), el("div", { class: "row" }, seats,
    cancel));
}

function drawPicker() {
  const rules = currentRules();
  const tabs = ["m", "p", "s"].filter((s) => rules.tiles.some((c) => c[1] === s));
  if (rules.tiles.some((c) => c[1] === "z")) tabs.push("z");
  if (rules.bonus.length) tabs.push("f");
  if (!tabs.includes(state.tab)) state.tab = tabs[0];
  const tabBox = $("picker-tabs");
  tabBox.replaceChildren(...tabs.map((s) => el("button", { type: "button", "data-suit": s,
    "aria-pressed": String(state.tab === s),
    onclick: () => { state.tab = s; save(); drawPicker(); } }, t("suits")[s])));
  const codes = state.tab === "f" ? rules.bonus : rules.tiles.filter((c) => c[1] === state.tab);
  const have = counts(state.hand);
  const box = $("picker");
  box.replaceChildren();
  for (const code of codes) {
    const tile = tileElement(code);
    const n = have[code] || 0;
    if (n) tile.append(el("span", { class: "badge" }, String(n)));
    if (n >= copies(code)) tile.classList.add("full");
    tile.onclick = () => (pending ? pickForMeld(code) : addTile(code));
    box.append(tile);
  }
}

// ------------------------------------------------------------------ the situation

function tileOptions(select, chosen) {
  const choices = ["", ...currentRules().tiles];
  select.replaceChildren(...choices.map((code) => {
    const option = el("option", { value: code }, code ? `${code} ${name(code)}` : t("none"));
    option.selected = code === chosen;
    return option;
  }));
}

function drawSituation() {
  const sit = state.sit;
  const pick = (key) => (seat) => { sit[key] = seat; changed(); };
  seatButtons($("winner"), sit.winner, pick("winner"));
  seatButtons($("dealer"), sit.dealer, pick("dealer"));
  $("from-row").classList.toggle("hidden", !takes("from"));
  seatButtons($("from"), sit.from, pick("from"), t("self_draw"));
  const flags = $("flags");
  flags.replaceChildren();
  for (const flag of FLAGS.filter(takes)) {
    flags.append(el("button", { type: "button", "data-flag": flag,
      "aria-pressed": String(Boolean(sit.flags[flag])),
      onclick: () => { sit.flags[flag] = !sit.flags[flag]; changed(); } }, t("flags")[flag]));
  }
  $("wild-row").classList.toggle("hidden", !takes("wild"));
  $("indicator-row").classList.toggle("hidden", !takes("indicator"));
  tileOptions($("wild"), sit.wild);
  tileOptions($("indicator"), sit.indicator);
  $("streak-row").classList.toggle("hidden", !takes("streak"));
  $("streak").value = sit.streak;
  $("fed-row").classList.toggle("hidden", !takes("fed"));
  $("fed").value = sit.fed;
  $("unit").value = sit.unit;
}

/** The hand as a `batch` JSON line: the keys /api/score takes. */
export function scoreRequest() {
  const sit = state.sit;
  const request = { hand: notation(state.hand), ...rulesKeys(state.rules), winner: sit.winner,
    dealer: sit.dealer };
  if (takes("from") && sit.from !== null) request.from = sit.from;
  for (const flag of FLAGS) {
    if (sit.flags[flag] && takes(flag)) request[flag.replace("-", "_")] = true;
  }
  if (takes("wild") && sit.wild) request.wild = sit.wild;
  if (takes("indicator") && sit.indicator) request.indicator = sit.indicator;
  if (takes("streak") && String(sit.streak).trim()) request.streak = String(sit.streak).trim();
  if (takes("fed") && sit.fed.trim()) request.fed = sit.fed.trim().split(/\s+/);
  if (String(sit.unit).trim() && String(sit.unit).trim() !== "1") request.unit = String(sit.unit).trim();
  return request;
}

// ------------------------------------------------------------------ scoring

async function scoreNow() {
  const box = $("result");
  const n = size(state.hand);
  $("to-session").disabled = true;
  const mine = ++asked;
  peekAt(null);
  if (n === HAND_SIZE - 1 && state.hand.tiles.length) {
    // 13 tiles: what the hand waits on, and what each winning tile would pay.
    box.dataset.state = "scoring";
    const waits = await api("waits", scoreRequest());
    if (mine !== asked) return;
    if (waits.ok) renderWaits(box, waits.data, tileElement);
    else renderError(box, errorText(waits));
    box.dataset.state = !waits.ok ? "error" : waits.exit === 0 ? "ready" : "not-ready";
    return;
  }
  if (n < HAND_SIZE || !state.hand.tiles.length) {
    box.replaceChildren(el("div", { class: "hint" }, n ? t("need_more", HAND_SIZE - n) : t("empty_hand")));
    box.dataset.state = "";
    return;
  }
  box.dataset.state = "scoring";
  const answer = await api("score", scoreRequest());
  if (mine !== asked) return;
  if (answer.ok) {
    renderResult(box, answer.data);
    $("to-session").disabled = answer.exit !== 0;
  } else {
    renderError(box, errorText(answer));
  }
  box.dataset.state = answer.ok ? (answer.exit === 0 ? "win" : "not-win") : "error";
  peekAt(answer);
}

let resultInView = false;

/** The verdict in one line at the bottom of the screen (tap it to scroll to the result). */
function peekAt(answer) {
  const peek = $("peek");
  if (!answer) return peek.classList.add("hidden");
  const data = answer.data;
  let text = `${t("bad")} ↓`;
  let kind = "bad";
  if (answer.ok && data.winning) {
    const paid = data.payments.map((p) => t("pays_short", seatName(p.from), p.amount)).join(" · ");
    [text, kind] = [`${t("win")}${t("colon")}${paid} ↓`, "win"];
  } else if (answer.ok) {
    [text, kind] = [`${t("not_win")} ↓`, "nowin"];
  }
  peek.textContent = text;
  peek.className = kind;
  peek.classList.toggle("hidden", resultInView || state.view === "session");
}

function changed() {
  save();
  drawHand();
  drawPicker();
  drawMeldPrompt();
  drawSituation();
  scoreNow();
}

function drawRules() {
  const select = $("rules-select");
  select.replaceChildren(...rulesCatalog().map((choice) => {
    const option = el("option", { value: choice.value }, choice.label);
    option.selected = choice.value === state.rules;
    return option;
  }));
  $("rules-desc").textContent = currentRules().description;
}

export function drawAll() {
  setLang(state.lang);
  $("lang").textContent = getLang() === "zh" ? "EN" : "中";
  drawRules();
  const onScore = state.view !== "session";
  $("view-score").classList.toggle("hidden", !onScore);
  $("view-session").classList.toggle("hidden", onScore);
  $("tab-score").classList.toggle("on", onScore);
  $("tab-session").classList.toggle("on", !onScore);
  if (onScore) changed();
  else {
    $("peek").classList.add("hidden");
    renderSession();
  }
}

function wire() {
  $("rules-select").onchange = (e) => { state.rules = e.target.value; pending = null; drawAll(); };
  $("rules-file").onchange = async (e) => {
    const file = e.target.files[0];
    e.target.value = "";
    const box = $("rules-error");
    box.replaceChildren();
    const why = await sendHouseRules(file);
    if (why) return renderError(box, why);
    pending = null;
    drawAll();
  };
  $("undo").onclick = undo;
  $("peek").onclick = () => $("result").scrollIntoView({ behavior: "smooth" });
  new IntersectionObserver((entries) => {
    resultInView = entries.some((entry) => entry.isIntersecting);
    if (resultInView) $("peek").classList.add("hidden");
    else if ($("peek").textContent && ["win", "not-win", "error"].includes($("result").dataset.state)) {
      $("peek").classList.toggle("hidden", state.view === "session");
    }
  }).observe($("result"));
  $("clear").onclick = () => { newHand(); changed(); };
  $("lang").onclick = () => { state.lang = getLang() === "zh" ? "en" : "zh"; save(); drawAll(); };
  $("tab-score").onclick = () => { state.view = "score"; save(); drawAll(); };
  $("tab-session").onclick = () => { state.view = "session"; save(); drawAll(); };
  for (const key of ["wild", "indicator"]) {
    $(key).onchange = (e) => { state.sit[key] = e.target.value; changed(); };
  }
  for (const key of ["streak", "fed", "unit"]) {
    $(key).onchange = (e) => { state.sit[key] = e.target.value; changed(); };
  }
  $("to-session").onclick = () => {
    addToSession(scoreRequest(), state.rules);
    newHand();
    state.view = "session";
    save();
    drawAll();
    toast(t("added"));
  };
}

async function boot() {
  setLang(state.lang);
  const answer = await api("rules");
  if (!answer.ok) {
    renderError($("result"), errorText(answer));
    return;
  }
  setCatalog(answer.data.rules);
  if (!rulesCatalog().some((c) => c.value === state.rules)) state.rules = rulesCatalog()[0].value;
  wire();
  initSession({ drawAll });
  drawAll();
  document.body.dataset.ready = "yes";
}

boot();
