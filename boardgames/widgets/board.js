// The board view of boardgames.widgets: draws a scene (SVG shapes sent from
// Python) and sends clicks on targets back.  No game rule lives here.
const SVGNS = "http://www.w3.org/2000/svg";

function esc(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const ATTRS = ["x", "y", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "width",
  "height", "d", "points", "fill", "stroke", "stroke-width", "opacity", "font-size",
  "text-anchor", "font-weight", "transform", "stroke-dasharray", "dominant-baseline",
  "fill-opacity", "pointer-events"];
const TAGS = { poly: "polygon", circle: "circle", line: "line", text: "text", rect: "rect",
  path: "path", ellipse: "ellipse", polyline: "polyline" };

function shape(it) {
  const tag = TAGS[it.t] || it.t;
  let s = "<" + tag;
  for (const a of ATTRS) {
    if (it[a] !== undefined && it[a] !== null) s += " " + a + '="' + esc(it[a]) + '"';
  }
  let cls = it.cls || "";
  if (it.id) {
    s += ' data-target="' + esc(it.id) + '"';
    cls += " bg-target";
    if (it.legal) {
      cls += " bg-legal";
      s += ' tabindex="0" role="button"';
      if (it.label) s += ' aria-label="' + esc(it.label) + '"';
    }
  }
  if (cls) s += ' class="' + esc(cls.trim()) + '"';
  s += ">";
  if (it.title) s += "<title>" + esc(it.title) + "</title>";
  if (it.text !== undefined) s += esc(it.text);
  return s + "</" + tag + ">";
}

function render({ model, el }) {
  el.classList.add("bg-board-root");
  const wrap = document.createElement("div");
  wrap.className = "bg-board";
  const svg = document.createElementNS(SVGNS, "svg");
  svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  svg.setAttribute("role", "img");
  const msg = document.createElement("div");
  msg.className = "bg-message";
  msg.setAttribute("aria-live", "polite");
  const bgLayer = document.createElementNS(SVGNS, "g");
  const fgLayer = document.createElementNS(SVGNS, "g");
  svg.appendChild(bgLayer);
  svg.appendChild(fgLayer);
  wrap.appendChild(svg);
  wrap.appendChild(msg);
  el.appendChild(wrap);
  let pending = null;    // performance.now() of the click awaiting its redraw
  let bgFor = null;      // the background JSON drawn now
  window.__boardgamesLatency = window.__boardgamesLatency || [];

  let lastDraw = 0, lastArrive = 0;
  let rev = -1;                 // the scene revision this view shows
  let order = [];               // group keys in drawing order
  const groups = new Map();     // group key -> <g> element
  function meta(scene) {
    const vb = scene.viewBox || [0, 0, 100, 100];
    svg.setAttribute("viewBox", vb.join(" "));
    svg.setAttribute("aria-label", scene.title || "game board");
    el.dataset.game = scene.game || "";
    el.dataset.version = String(scene.version || 0);
    el.dataset.step = scene.step || "";
    rev = scene.rev === undefined ? -1 : scene.rev;
  }
  function started() {
    const t0 = performance.now();
    lastArrive = pending !== null ? t0 - pending : 0;
    return t0;
  }
  function ended(t0) {
    lastDraw = performance.now() - t0;
    if (pending !== null) finish();
  }
  function draw() {
    // the whole scene (first drawing, a page that reconnects, or a resync)
    const t0 = started();
    const scene = JSON.parse(model.get("_scene_json") || "{}");
    if (bgFor !== model.get("_background_json")) {
      bgFor = model.get("_background_json");
      bgLayer.innerHTML = JSON.parse(bgFor || "[]").map(shape).join("");
    }
    const gs = scene.groups || [["_", scene.items || []]];
    fgLayer.innerHTML = gs.map(([k, items]) => "<g>" + items.map(shape).join("") + "</g>").join("");
    groups.clear();
    order = gs.map(([k]) => k);
    order.forEach((k, i) => groups.set(k, fgLayer.children[i]));
    meta(scene);
    ended(t0);
  }
  function patch(p) {
    // only the groups of shapes that changed since revision p.from
    if (p.from !== rev) { model.send({ type: "resync" }); return; }
    const t0 = started();
    for (const [k, items] of Object.entries(p.changed || {})) {
      let g = groups.get(k);
      if (!g) { g = document.createElementNS(SVGNS, "g"); groups.set(k, g); fgLayer.appendChild(g); }
      g.innerHTML = items.map(shape).join("");
    }
    if (p.order) {
      const keep = new Set(p.order);
      for (const [k, g] of groups) if (!keep.has(k)) { g.remove(); groups.delete(k); }
      for (const k of p.order) fgLayer.appendChild(groups.get(k));
      order = p.order;
    }
    meta(p);
    ended(t0);
  }
  function showMessage() {
    const m = model.get("message") || "";
    msg.textContent = m;
    msg.classList.toggle("bg-message-error", !!model.get("message_is_error"));
  }
  function send(target) {
    pending = performance.now();
    model.send({ type: "click", target: target });
  }
  svg.addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-target]");
    if (t) send(t.getAttribute("data-target"));
  });
  svg.addEventListener("keydown", (ev) => {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const t = ev.target.closest("[data-target]");
    if (t) { ev.preventDefault(); send(t.getAttribute("data-target")); }
  });
  model.on("change:_scene_json", draw);
  model.on("change:_background_json", draw);
  model.on("change:message", showMessage);
  model.on("change:message_is_error", showMessage);
  function finish() {
    // click to redrawn board (or, for a click that changed nothing, to Python's answer)
    const ms = performance.now() - pending;
    pending = null;
    window.__boardgamesLatency.push(ms);
    (window.__boardgamesTiming = window.__boardgamesTiming || []).push(
      { total: ms, arrive: lastArrive, draw: lastDraw });
    el.dataset.latency = ms.toFixed(1);
  }
  model.on("msg:custom", (m) => {
    // Python answers every click with "done" once its redraw (if any) was sent
    if (m && m.type === "done" && pending !== null) finish();
    else if (m && m.type === "patch") patch(JSON.parse(m.json));
  });
  draw();
  showMessage();
  model.send({ type: "hello", rev: rev });   // Python resends the scene if this one is old
}

export default { render };
