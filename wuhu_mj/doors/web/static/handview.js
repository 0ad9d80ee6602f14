// The hand as tapped (one strip of fixed height: concealed tiles sorted, the winning tile
// last, then melds and bonus tiles) and the message line under it (fixed height too): a
// prompt with its buttons, a notice, the verdict in one line, or a hint.
import { el, seatName } from "./store.js";
import { t, tileName } from "./i18n.js";
import { tileElement } from "./hand.js";

/** Draw `hand` into the strip as the scorer's next_taps answer `taps` lays it out (its
 * tiles' order, the winning tile, each meld's tiles, the count); `on.tile(index)`,
 * `on.meld(index)`, `on.bonus(index)` are called when a tile, a meld or a bonus tile is
 * tapped. The winning tile stands apart with its badge only once the hand is complete; the
 * strip follows the tile tapped last, and says when more of it is out of sight on either
 * side. */
export function drawStrip(box, count, hand, taps, on) {
  const win = taps.win;
  const items = [];
  for (const index of taps.strip) items.push(small(hand.tiles[index], index, () => on.tile(index)));
  if (win !== null) {
    const tile = small(hand.tiles[win], win, () => on.tile(win));
    tile.classList.add("win");
    tile.append(el("span", { class: "badge" }, t("page_win_tile")));
    items.push(el("span", { class: "gap" }), tile);
  }
  hand.melds.forEach((meld, index) => {
    const from = meld.from ? el("span", { class: "from" }, seatName(meld.from)) : null;
    items.push(el("button", { type: "button", class: "meld", "data-meld-index": index,
      onclick: () => on.meld(index) }, (taps.melds[index] || [meld.tile]).map((c) => tileElement(c, "span")), from));
  });
  hand.hua.forEach((code, index) => {
    const tile = small(code, null, () => on.bonus(index));
    tile.classList.add("bonus");
    tile.dataset.bonusIndex = index;
    items.push(tile);
  });
  box.replaceChildren(...items);
  count.textContent = t("page_count", { n: taps.count });
  const newest = newestOf(box, hand);
  if (newest) newest.classList.add("newest");
  follow(box, newest);
}

/** The tile (or meld) tapped in last, as the strip shows it. */
function newestOf(box, hand) {
  const last = (hand.order || [])[(hand.order || []).length - 1];
  if (last === "m") return box.querySelector(`[data-meld-index="${hand.melds.length - 1}"]`);
  if (last === "h") return box.querySelector(`[data-bonus-index="${hand.hua.length - 1}"]`);
  if (last === "t") return box.querySelector(`[data-index="${hand.tiles.length - 1}"]`);
  return null;
}

/** Scroll the strip so `node` is in view, and mark the sides where more is hidden (the
 * strip's frame shows a shade and an arrow there: style.css `.more-left`, `.more-right`). */
function follow(box, node) {
  if (node) {
    const frame = box.getBoundingClientRect();
    const at = node.getBoundingClientRect();
    const margin = 16; // room for the cue, so the tile is not under it
    if (at.right > frame.right - margin) box.scrollLeft += at.right - frame.right + margin;
    else if (at.left < frame.left + margin) box.scrollLeft -= frame.left + margin - at.left;
  }
  markHidden(box);
  if (!box.dataset.watched) {
    box.dataset.watched = "yes";
    box.addEventListener("scroll", () => markHidden(box), { passive: true });
  }
}

function markHidden(box) {
  const strip = box.parentElement;
  const left = box.scrollLeft > 1;
  const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  strip.classList.toggle("more-left", left);
  strip.classList.toggle("more-right", right);
}

function small(code, index, onTap) {
  const tile = tileElement(code);
  if (index !== null) tile.dataset.index = index;
  tile.onclick = onTap;
  return tile;
}

/** What the message line shows, by priority: {prompt, buttons}, a notice, the verdict, a
 * hint. Each is one line; buttons sit on the same line. */
export function drawMessage(box, { prompt = null, notice = "", verdict = null, hint = "" }) {
  box.onclick = null;
  box.classList.toggle("tappable", false);
  if (prompt) {
    box.dataset.kind = "prompt";
    box.replaceChildren(el("span", { class: "text" }, prompt.text),
      el("span", { class: "buttons" }, prompt.buttons.map(([label, action, id]) =>
        el("button", { type: "button", id, onclick: (e) => { e.stopPropagation(); action(); } }, label))));
    return;
  }
  if (notice) {
    box.dataset.kind = "notice";
    box.replaceChildren(el("span", { class: "text" }, notice));
    return;
  }
  if (verdict) {
    box.dataset.kind = verdict.kind;
    box.replaceChildren(el("span", { class: "text" }, verdict.text));
    box.classList.add("tappable");
    box.onclick = verdict.onTap;
    return;
  }
  box.dataset.kind = "hint";
  box.replaceChildren(el("span", { class: "text" }, hint));
}

/** Seat buttons 1–4 (and a first choice such as 不记), for a prompt. */
export function seatChoices(onPick, first = null) {
  const out = first ? [[first, () => onPick(null), "seat-none"]] : [];
  for (const seat of [1, 2, 3, 4]) out.push([seatName(seat), () => onPick(seat), `seat-${seat}`]);
  return out;
}

export function tileWords(code) {
  return tileName(code);
}
