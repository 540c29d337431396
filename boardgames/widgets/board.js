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
  "fill-opacity", "pointer-events", "stroke-opacity", "stroke-linecap"];
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
  // keys pressed on the board are the board's: JupyterLab's shortcuts (Enter, arrows) skip it
  wrap.setAttribute("data-lm-suppress-shortcuts", "true");
  const svg = document.createElementNS(SVGNS, "svg");
  svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  svg.setAttribute("role", "group");
  svg.setAttribute("tabindex", "-1");      // Tab goes to the targets, not to the picture
  // the message floats over the board: next to the spot just clicked (where the eye
  // is), or over the top edge of the board when no click brought it
  const msg = document.createElement("div");
  msg.className = "bg-message";
  msg.setAttribute("role", "status");
  msg.setAttribute("aria-live", "polite");
  const bgLayer = document.createElementNS(SVGNS, "g");
  const fgLayer = document.createElementNS(SVGNS, "g");
  svg.appendChild(bgLayer);
  svg.appendChild(fgLayer);
  const hint = document.createElement("div");
  hint.className = "bg-keys";
  hint.textContent = "Keyboard: Tab or the arrow keys move between highlighted spots; Enter chooses.";
  wrap.appendChild(svg);
  wrap.appendChild(msg);
  wrap.appendChild(hint);
  el.appendChild(wrap);
  let pending = null;    // performance.now() of the click awaiting its redraw
  let spot = null;       // where the last click was, in the wrap's pixels
  let keyFocus = null;   // the target that had the keyboard focus before a redraw
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
    refocus();
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
    refocus();
    ended(t0);
  }
  function legalTargets() {
    return Array.from(svg.querySelectorAll(".bg-legal"));
  }
  function refocus() {
    // keyboard play: the focus stays on the board across a redraw (on the same spot if it
    // is still a target, else on the first highlighted one)
    if (keyFocus === null) return;
    const want = keyFocus;
    const all = legalTargets();
    const same = all.find((e) => e.getAttribute("data-target") === want);
    const next = same || all[0];
    if (next) next.focus({ preventScroll: true });
  }
  function centreOf(e) {
    const r = e.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  }
  function step(from, dx, dy) {
    // the nearest highlighted target in the arrow's direction
    const [x0, y0] = centreOf(from);
    let best = null, bestScore = Infinity;
    for (const e of legalTargets()) {
      if (e === from) continue;
      const [x, y] = centreOf(e);
      const along = (x - x0) * dx + (y - y0) * dy;
      if (along <= 1) continue;
      const across = Math.abs((x - x0) * dy - (y - y0) * dx);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = e; }
    }
    return best;
  }
  function showMessage() {
    const m = model.get("message") || "";
    const err = !!model.get("message_is_error");
    msg.textContent = m;
    msg.classList.toggle("bg-message-error", err);
    msg.style.display = m ? "" : "none";
    if (!m) return;
    const w = wrap.clientWidth || 400;
    msg.style.maxWidth = Math.max(160, Math.min(420, w - 16)) + "px";
    if (spot === null) {
      msg.classList.remove("bg-message-near");
      msg.style.left = "8px";
      msg.style.top = "4px";
      return;
    }
    // next to the click, inside the board and inside the window
    msg.classList.add("bg-message-near");
    const mw = msg.offsetWidth, mh = msg.offsetHeight;
    const left = Math.max(4, Math.min(spot[0] - mw / 2, w - mw - 4));
    const box = wrap.getBoundingClientRect();
    const below = spot[1] + 22;
    const fitsBelow = box.top + below + mh < window.innerHeight - 4;
    const top = fitsBelow ? below : Math.max(4, spot[1] - mh - 22);
    msg.style.left = left + "px";
    msg.style.top = top + "px";
  }
  function send(target, where) {
    pending = performance.now();
    const box = wrap.getBoundingClientRect();
    spot = where ? [where[0] - box.left, where[1] - box.top] : null;
    model.send({ type: "click", target: target });
  }
  svg.addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-target]");
    if (!t) return;
    // a mouse click drops keyboard mode; a click from the keyboard (Enter) keeps it
    if (ev.detail !== 0) keyFocus = null;
    send(t.getAttribute("data-target"), [ev.clientX, ev.clientY]);
  });
  svg.addEventListener("focusin", (ev) => {
    if (ev.target === svg) {              // focus on the picture: hand it to the first target
      const first = legalTargets()[0];
      if (first) first.focus();
      return;
    }
    const t = ev.target.closest("[data-target]");
    if (t) keyFocus = t.getAttribute("data-target");
  });
  svg.addEventListener("focusout", (ev) => {
    // focus moved on to something else on the page (not a redraw removing the target)
    if (ev.relatedTarget && !svg.contains(ev.relatedTarget)) keyFocus = null;
  });
  svg.addEventListener("keydown", (ev) => {
    const t = ev.target.closest("[data-target]");
    if (!t) return;
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ev.stopPropagation();
      keyFocus = t.getAttribute("data-target");
      send(keyFocus, centreOf(t));
      return;
    }
    const dir = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[ev.key];
    if (!dir) return;
    ev.preventDefault();
    ev.stopPropagation();
    const next = step(t, dir[0], dir[1]);
    if (next) next.focus();
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
  // ipywidgets' sliders leave their handle unnamed for screen readers: name each one in
  // this app after its slider's label (the teacher panel's history slider)
  function nameSliders(app) {
    for (const h of app.querySelectorAll(".noUi-handle:not([aria-label])")) {
      const box = h.closest(".widget-slider");
      const label = box && box.querySelector(".widget-label");
      h.setAttribute("aria-label", (label && label.textContent.trim()) || "slider");
    }
  }
  let tries = 0;
  function watchApp() {
    // the board is put in its app's page only after it is drawn: look again until it is
    const app = el.closest(".bg-app");
    if (!app) { if (tries++ < 100) setTimeout(watchApp, 200); return; }
    nameSliders(app);
    new MutationObserver(() => nameSliders(app)).observe(app, { childList: true, subtree: true });
  }
  watchApp();
  draw();
  showMessage();
  model.send({ type: "hello", rev: rev });   // Python resends the scene if this one is old
}

export default { render };
