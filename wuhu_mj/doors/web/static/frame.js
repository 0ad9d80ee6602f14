// The page refuses to run inside a frame of another site (clickjacking: a page of theirs over
// or around this one, taking its taps). A host that sends `_headers` (Netlify, Cloudflare
// Pages) or the headers of docs/web.md (nginx) stops the frame before this runs; many hosts
// (GitHub Pages, a NAS) send none, and a meta tag cannot say `frame-ancestors`, so the page
// checks for itself. app.js imports this module first: when it throws, no other module of
// the page is evaluated — no scorer, no service worker, no storage read.
import { MESSAGES } from "./messages.js";

/** Whether a window above this one (the parent, its parent, … the top) is of another origin
 * (a sandboxed frame's origin, "null", is another). Same-origin frames are allowed. */
export function framedElsewhere() {
  /** @type {Window} */
  let here = window;
  while (here !== here.parent) {
    here = here.parent;
    try {
      if (here.location.origin !== window.location.origin) return true;
    } catch {
      return true; // a cross-origin window may not even be asked
    }
  }
  return false;
}

if (framedElsewhere()) {
  const id = "page_framed";
  const address = window.location.href.split("#")[0];
  const lines = ["zh", "en"].map((lang) => {
    const line = document.createElement("p");
    line.textContent = MESSAGES[lang][id].replace("{url}", address);
    return line;
  });
  document.body.replaceChildren(...lines);
  document.body.dataset.ready = "framed";
  throw new Error("wuhu-mj: not run inside a frame of another site");
}
