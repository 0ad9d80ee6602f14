// The scorer in a worker thread: Pyodide running this package's own Python
// (wuhu_mj.web.browser), so the page stays responsive while it loads and scores.
// Messages in: {boot: runtime.json's contents} once, then {id, name, payload, lang};
// out: {ready: true} or {failed: message}, then {id, out} (the envelope text of browser.call).
let call = null;
const waiting = [];
const timings = {}; // milliseconds: Pyodide loaded, this package imported (benchmarks/page.py)
const ROOT = "/home/pyodide/site";
// The site's modules compiled to bytecode by this browser's Python, kept beside the site's
// files (the service worker's cache of this version), so later loads skip compiling them.
const COMPILED = "py/compiled.zip";

self.onmessage = async (event) => {
  const data = event.data;
  if (data.boot) {
    let pyodide;
    try {
      pyodide = await start(data.boot);
      self.postMessage({ ready: true, timings });
    } catch (error) {
      self.postMessage({ failed: String(error && error.message ? error.message : error) });
      return;
    }
    for (const queued of waiting.splice(0)) answer(queued);
    setTimeout(() => keepCompiled(pyodide, data.boot.version), 3000);
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
  const fetched = (path) => fetch(new URL(path, self.location.href)).then((r) => {
    if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const [pyodide, zip, compiled] = await Promise.all([
    loadPyodide({ indexURL: base, env: { WUHU_MJ_LANG: "zh" } }),
    fetched(runtime.python),
    kept(runtime.version),
  ]);
  timings.runtime = performance.now() - started;
  timings.compiled = Boolean(compiled);
  // As in a checkout of the repository: the built-in rule files in rules/, reached through
  // wuhu_mj/rules/builtin, and the working directory at the top (wuhu_mj/web/site.py).
  pyodide.unpackArchive(zip, "zip", { extractDir: ROOT });
  if (compiled) pyodide.unpackArchive(compiled, "zip", { extractDir: ROOT });
  pyodide.FS.symlink("../../rules", `${ROOT}/wuhu_mj/rules/builtin`);
  pyodide.runPython(`import os, sys; sys.path.insert(0, "${ROOT}"); os.chdir("${ROOT}")`);
  const browser = pyodide.pyimport("wuhu_mj.web.browser");
  call = (name, payload, lang) => browser.call(name, payload, lang);
  timings.imported = performance.now() - started;
  return pyodide;
}

async function kept(version) {
  if (typeof caches === "undefined") return null;
  try {
    const found = await (await caches.open(`wuhu-mj-${version}`)).match(COMPILED);
    return found ? await found.arrayBuffer() : null;
  } catch (e) {
    return null;
  }
}

/** Once, when the page is idle: compile every module (bytecode checked by nothing but the
 * site's version, which names the cache) and keep the .pyc files. */
async function keepCompiled(pyodide, version) {
  if (typeof caches === "undefined" || (await kept(version))) return;
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
  await cache.put(COMPILED, new Response(bytes, { headers: { "Content-Type": "application/zip" } }));
}
