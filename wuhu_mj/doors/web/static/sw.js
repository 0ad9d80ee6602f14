// The service worker of the static page (`wuhu-mj page`): it keeps every file of the site in
// the browser's cache, so after one visit the page opens and scores with the network off.
// `wuhu-mj page` writes the list of files in place of the marker below; files listed with
// "gz" are fetched as NAME.gz and unpacked here, so the first visit downloads the compressed
// size from any host.
const SITE = /*SITE*/ null;
const CACHE = `wuhu-mj-${SITE ? SITE.version : "none"}`;
const PREFIX = "wuhu-mj-";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(SITE.files.map(async (file) => {
      const response = await fetchFile(file);
      await cache.put(file.path, response.clone());
      if (file.path === "index.html") await cache.put("./", response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request, { ignoreSearch: true })
      || (request.mode === "navigate" ? await cache.match("./") : undefined);
    return kept || fetch(request);
  })());
});

/** One file of the site as a response: unpacked from NAME.gz when listed so (and the
 * browser can unpack gzip), with the content type the page needs (wasm, modules). */
async function fetchFile(file) {
  const packed = file.gz && typeof DecompressionStream === "function";
  const response = await fetch(packed ? `${file.path}.gz` : file.path, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${file.path}: HTTP ${response.status}`);
  let body = await response.arrayBuffer();
  const head = new Uint8Array(body, 0, Math.min(2, body.byteLength));
  // A host that sends NAME.gz with Content-Encoding: gzip has let the browser unpack it.
  if (packed && head[0] === 0x1f && head[1] === 0x8b) {
    const stream = new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"));
    body = await new Response(stream).arrayBuffer();
  }
  return new Response(body, { headers: { "Content-Type": file.type } });
}
