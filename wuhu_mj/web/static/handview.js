// The hand as tapped (one strip of fixed height: concealed tiles sorted, the winning tile
// last, then melds and bonus tiles) and the message line under it (fixed height too): a
// prompt with its buttons, a notice, the verdict in one line, or a hint.
import { el, seatName } from "./store.js";
import { t, tileName } from "./i18n.js";
import { meldTiles, size, sorted, tileElement, winningIndex } from "./hand.js";

/** Draw `hand` into the strip; `on.tile(index)`, `on.meld(index)`, `on.bonus(index)` are
 * called when a tile, a meld or a bonus tile is tapped. */
export function drawStrip(box, count, hand, on) {
  const win = winningIndex(hand);
  const rest = hand.tiles.map((code, i) => [code, i]).filter(([, i]) => i !== win);
  const used = new Set();
  const items = [];
  for (const code of sorted(rest.map(([c]) => c))) {
    const [, index] = rest.find(([c, j]) => c === code && !used.has(j));
    used.add(index);
    items.push(small(code, () => on.tile(index)));
  }
  if (win !== null) {
    const tile = small(hand.tiles[win], () => on.tile(win));
    tile.classList.add("win");
    tile.append(el("span", { class: "badge" }, t("page_win_tile")));
    items.push(el("span", { class: "gap" }), tile);
  }
  hand.melds.forEach((meld, index) => {
    const from = meld.from ? el("span", { class: "from" }, seatName(meld.from)) : null;
    items.push(el("button", { type: "button", class: "meld", "data-meld-index": index,
      onclick: () => on.meld(index) }, meldTiles(meld).map((c) => tileElement(c, "span")), from));
  });
  hand.hua.forEach((code, index) => {
    const tile = small(code, () => on.bonus(index));
    tile.classList.add("bonus");
    items.push(tile);
  });
  box.replaceChildren(...items);
  count.textContent = t("page_count", { n: size(hand) });
}

function small(code, onTap) {
  const tile = tileElement(code);
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
