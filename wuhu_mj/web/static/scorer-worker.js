// The scorer in a worker thread: Pyodide running this package's own Python
// (wuhu_mj.web.browser), so the page stays responsive while it loads and scores.
// Messages in: {boot: runtime.json's contents} once, then {id, name, payload, lang};
// out: {ready: true} or {failed: message}, then {id, out} (the envelope text of browser.call).
let call = null;
const waiting = [];

self.onmessage = async (event) => {
  const data = event.data;
  if (data.boot) {
    try {
      call = await start(data.boot);
      self.postMessage({ ready: true });
    } catch (error) {
      self.postMessage({ failed: String(error && error.message ? error.message : error) });
      return;
    }
    for (const queued of waiting.splice(0)) answer(queued);
    return;
  }
  if (call) answer(data);
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
  const base = new URL(runtime.pyodide.path, self.location.href).href;
  const { loadPyodide } = await import(`${base}pyodide.mjs`);
  const [pyodide, zip] = await Promise.all([
    loadPyodide({ indexURL: base, env: { WUHU_MJ_LANG: "zh" } }),
    fetch(new URL(runtime.python, self.location.href)).then((r) => {
      if (!r.ok) throw new Error(`${runtime.python}: HTTP ${r.status}`);
      return r.arrayBuffer();
    }),
  ]);
  // As in a checkout of the repository: the built-in rule files in rules/, reached through
  // wuhu_mj/rules/builtin, and the working directory at the top (wuhu_mj/web/site.py).
  const root = "/home/pyodide/site";
  pyodide.unpackArchive(zip, "zip", { extractDir: root });
  pyodide.FS.symlink("../../rules", `${root}/wuhu_mj/rules/builtin`);
  pyodide.runPython(`import os, sys; sys.path.insert(0, "${root}"); os.chdir("${root}")`);
  const browser = pyodide.pyimport("wuhu_mj.web.browser");
  return (name, payload, lang) => browser.call(name, payload, lang);
}
