// The page's one way to the scorer, and `window.wuhuMj`.
//
// On the static site (`wuhu-mj page`, which writes runtime.json) the scorer is this
// package's Python in Pyodide, in a worker; a service worker keeps the site for use offline.
// Served by `wuhu-mj serve` without a built site, the same calls go to POST api/page. Both
// answer with the envelope of wuhu_mj.doors.web.browser: {exit, text, view?, error?, errors?},
// `text` being exactly what the CLI prints and `view` what the page shows of it.

let worker = null;
let serial = 0;
const pending = new Map();
let mode = "loading"; // "python" (in the browser), "server" (serve's api/page), "failed"
let failure = "";
let version = ""; // the static site's version (runtime.json), "" when served by `serve`
let timings = {}; // how long the worker took to load (benchmarks/page.py)

/** Starts the scorer; resolves when it answers (or has failed: see scorerState()). */
export const ready = start();

export function scorerState() {
  return { mode, failure, version, timings };
}

async function start() {
  let runtime = null;
  try {
    const response = await fetch("runtime.json", { cache: "no-cache" });
    if (response.ok) runtime = await response.json();
  } catch (e) {
    runtime = null;
  }
  if (!runtime) {
    mode = "server";
    return;
  }
  version = runtime.version;
  await keptOffline();
  try {
    await new Promise((resolve, reject) => {
      worker = new Worker("scorer-worker.js", { type: "module" });
      worker.onmessage = (event) => {
        const data = event.data;
        if (data.ready) {
          timings = data.timings || {};
          resolve();
        }
        else if (data.failed) reject(new Error(data.failed));
        else {
          pending.get(data.id)?.(data.out);
          pending.delete(data.id);
        }
      };
      worker.onerror = (event) => reject(new Error(event.message || "worker error"));
      worker.postMessage({ boot: runtime });
    });
    mode = "python";
  } catch (error) {
    mode = "failed";
    failure = String(error.message || error);
  }
}

/** The service worker keeps the site; on a first visit, wait until it has everything (it
 * then serves the runtime, which is downloaded once). Without one (plain http on a LAN,
 * private windows) the page still works, online. */
async function keptOffline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  if (navigator.serviceWorker.controller) {
    // The site is kept already: start at once; the registration checks for an update.
    navigator.serviceWorker.register("sw.js").catch(() => {});
    return;
  }
  try {
    const registration = await navigator.serviceWorker.register("sw.js");
    if (navigator.serviceWorker.controller) return;
    const installing = registration.installing || registration.waiting;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
      installing?.addEventListener("statechange", () => {
        if (installing.state === "redundant") resolve(); // the install failed: go on online
      });
      if (!installing && registration.active) resolve();
    });
  } catch (e) {
    // no service worker: online only
  }
}

/** One call of wuhu_mj.doors.web.browser: resolves to its envelope as an object. */
export async function call(name, payload, lang = "zh") {
  await ready;
  let out;
  if (mode === "python") {
    const id = ++serial;
    out = await new Promise((resolve) => {
      pending.set(id, resolve);
      worker.postMessage({ id, name, payload, lang });
    });
  } else if (mode === "server") {
    try {
      const response = await fetch("api/page", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ call: name, payload, lang }),
      });
      out = await response.text();
    } catch (e) {
      out = "";
    }
  }
  if (name === "qr") return out || "";
  try {
    return JSON.parse(out);
  } catch (e) {
    return { exit: 2, text: "", error: { said: "", where: "scorer" }, down: true };
  }
}

function requestText(request) {
  return typeof request === "string" ? request : JSON.stringify(request);
}

// The scorer for scripts and tests: each resolves to exactly what the CLI prints.
/** @type {any} */ (window).wuhuMj = {
  ready: ready.then(() => scorerState()),
  /** `wuhu-mj score --json` for a batch line's keys (an object or its JSON text). */
  score: async (request) => (await call("score", requestText(request))).text,
  /** `wuhu-mj waits --json`, likewise. */
  waits: async (request) => (await call("waits", requestText(request))).text,
  /** `wuhu-mj session - --json` for a session's text (text form or JSON Lines). */
  session: async (text) => (await call("session", String(text))).text,
  /** `wuhu-mj score HAND -r A -r B … --json`: a batch line's keys, `rules` a list of names
   * (or {rules_yaml: TEXT}). */
  compare: async (request) => (await call("compare", requestText(request))).text,
  /** The whole envelope: {exit, text, view?, error?, errors?}. */
  run: (name, payload, lang = "zh") => call(name, payload, lang),
};
