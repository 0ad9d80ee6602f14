// The scorer in a worker thread: Pyodide running this package's own Python
// (wuhu_mj.doors.web.browser), so the page stays responsive while it loads and scores.
// Messages in: {boot: runtime.json's contents} once, then {id, name, payload, lang};
// out: {ready: true, timings} or {failed: message}, then {id, out} (the envelope text of
// browser.call).
//
// Starting Python takes seconds on a phone. So the first start ends with a memory snapshot of
// the interpreter with this package imported (Pyodide's makeMemorySnapshot), kept beside the
// site's files in the service worker's cache of this site version, with the modules' bytecode;
// later starts restore it (a fraction of a second). The files Python reads (the package, the
// rule files) are unpacked again each time: a snapshot holds memory, not files. Anything
// wrong with a kept snapshot, and the worker starts Python afresh.
let call = null;
const waiting = [];
// Milliseconds: Python ready, this package imported (benchmarks/page.py); whether the kept
// snapshot was restored, and why not when one was refused.
const timings = {};
const ROOT = "/home/pyodide/site";
const SNAPSHOT = "py/snapshot.bin";
const COMPILED = "py/compiled.zip";
// Imported once before the snapshot (and at the first start): what scoring, waits and a
// session need, so a restored interpreter has nothing left to import or compile.
const WARM_UP = `
from wuhu_mj.variants import plugins
plugins.hold()  # plugins are found after the snapshot (variants/plugins.py)
import wuhu_mj.doors.web.browser as browser
browser.warm_up()
`;

self.onmessage = async (event) => {
  const data = event.data;
  if (data.boot) {
    let made;
    try {
      made = await start(data.boot);
      self.postMessage({ ready: true, timings });
    } catch (error) {
      self.postMessage({ failed: String(error && error.message ? error.message : error) });
      return;
    }
    for (const queued of waiting.splice(0)) answer(queued);
    if (made.snapshot) setTimeout(() => keep(made.pyodide, made.snapshot, data.boot.version), 2000);
    return;
  }
  if (call && !waiting.length) answer(data);
  else waiting.push(data);
};

function answer({ id, name, payload, lang }) {
  let out;
  try {
    out = call(name, payload, lang);
  } catch (error) {
    out = JSON.stringify({ exit: 2, text: "", error: { said: String(error) } });
  }
  self.postMessage({ id, out });
}

async function start(runtime) {
  const started = performance.now();
  const base = new URL(runtime.pyodide.path, self.location.href).href;
  const { loadPyodide } = await import(`${base}pyodide.mjs`);
  const [zip, snapshot, compiled] = await Promise.all([
    fetch(new URL(runtime.python, self.location.href)).then((r) => {
      if (!r.ok) throw new Error(`${runtime.python}: HTTP ${r.status}`);
      return r.arrayBuffer();
    }),
    kept(runtime.version, SNAPSHOT),
    kept(runtime.version, COMPILED),
  ]);
  if (snapshot) {
    try {
      const pyodide = await loadPyodide({
        indexURL: base,
        _loadSnapshot: new Uint8Array(snapshot),
        fsInit: (FS) => makeRoom(FS, snapshot.byteLength),
      });
      timings.runtime = performance.now() - started;
      prepare(pyodide, zip, compiled, false, true);
      timings.imported = performance.now() - started;
      timings.snapshot = true;
      return { pyodide, snapshot: null };
    } catch (error) {
      // A snapshot this browser cannot use: start afresh, and say why in the timings.
      timings.snapshotRefused = String(error && error.message ? error.message : error);
      await forget(runtime.version);
    }
  }
  const keeping = typeof caches !== "undefined";
  const pyodide = await loadPyodide({ indexURL: base, env: { WUHU_MJ_LANG: "zh" },
    _makeSnapshot: keeping });
  timings.runtime = performance.now() - started;
  const made = prepare(pyodide, zip, compiled, keeping, false);
  timings.imported = performance.now() - started;
  timings.snapshot = false;
  return { pyodide, snapshot: made };
}

/** Pyodide restores a snapshot into the memory the runtime starts with (30 MiB), not into
 * memory the size of the snapshot: one taken after the interpreter's memory grew (the first
 * start's imports and warm-up may just pass 30 MiB) would not fit, and restoring it failed
 * with "offset is out of bounds". Before the restore, while the runtime sets up its file
 * system (the fsInit hook), an allocation as large as the snapshot grows the memory: mmap of
 * a file is the allocation that hook can make. The restore then replaces the whole heap,
 * this allocation with it. */
function makeRoom(FS, bytes) {
  const path = "/tmp/wuhu-mj-room";
  FS.writeFile(path, new Uint8Array(0));
  const stream = FS.open(path, "r");
  try {
    FS.mmap(stream, bytes, 0, 1 /* PROT_READ */, 2 /* MAP_PRIVATE */);
  } finally {
    FS.close(stream);
    FS.unlink(path);
  }
}

/** The package's files as in a checkout of the repository: the built-in rule files in
 * rules/, reached through wuhu_mj/rules/builtin, the working directory at the top
 * (wuhu_mj/doors/web/site.py); then the modules imported. With `snapshot`, the interpreter's
 * memory right then, before the page asks anything (returned, to be kept). */
function prepare(pyodide, zip, compiled, snapshot, restored) {
  pyodide.unpackArchive(zip, "zip", { extractDir: ROOT });
  if (compiled) pyodide.unpackArchive(compiled, "zip", { extractDir: ROOT });
  pyodide.FS.symlink("../../rules", `${ROOT}/wuhu_mj/rules/builtin`);
  pyodide.runPython(`import os, sys
if "${ROOT}" not in sys.path:
    sys.path.insert(0, "${ROOT}")
os.chdir("${ROOT}")`);
  if (!restored) pyodide.runPython(WARM_UP);
  let made = null;
  try {
    made = snapshot ? pyodide.makeMemorySnapshot() : null;
  } catch (e) {
    made = null; // this browser's Pyodide cannot: every start is a fresh one
  }
  pyodide.runPython("from wuhu_mj.variants import plugins\nplugins.hold(False)");
  const browser = pyodide.pyimport("wuhu_mj.doors.web.browser");
  call = (name, payload, lang) => browser.call(name, payload, lang);
  return made;
}

async function kept(version, name) {
  if (typeof caches === "undefined") return null;
  try {
    const found = await (await caches.open(`wuhu-mj-${version}`)).match(name);
    return found ? await found.arrayBuffer() : null;
  } catch (e) {
    return null;
  }
}

async function forget(version) {
  try {
    const cache = await caches.open(`wuhu-mj-${version}`);
    await cache.delete(SNAPSHOT);
    await cache.delete(COMPILED);
  } catch (e) {
    // nothing kept
  }
}

/** After a fresh start, when the page is idle: the snapshot and every module's bytecode,
 * kept for the next start. */
async function keep(pyodide, snapshot, version) {
  try {
    const bytes = pyodide.runPython(`
import compileall, io, os, py_compile, zipfile
compileall.compile_dir("${ROOT}", quiet=2, force=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
packed = io.BytesIO()
with zipfile.ZipFile(packed, "w") as archive:
    for top, _, names in os.walk("${ROOT}"):
        if os.path.basename(top) == "__pycache__":
            for name in names:
                path = os.path.join(top, name)
                archive.write(path, os.path.relpath(path, "${ROOT}"))
packed.getvalue()
`).toJs();
    const cache = await caches.open(`wuhu-mj-${version}`);
    const binary = { headers: { "Content-Type": "application/octet-stream" } };
    await cache.put(COMPILED, new Response(bytes, binary));
    await cache.put(SNAPSHOT, new Response(snapshot, binary));
  } catch (e) {
    // kept nothing: the next start compiles and starts Python afresh
  }
}
