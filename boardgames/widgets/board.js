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
  // the notice floats over the board next to the spot just clicked (where the eye is),
  // on the side where it covers no highlighted target, no piece and not the board's
  // centre; it fades after a few seconds, or at the next click (the app keeps it in its log)
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
  let spot = null;       // where the last click was, in the window's pixels
  let keyFocus = null;   // the target that had the keyboard focus before a redraw
  let bgFor = null;      // the background JSON drawn now
  window.__boardgamesLatency = window.__boardgamesLatency || [];

  let lastDraw = 0, lastArrive = 0;
  let rev = -1;                 // the revision of the board this view shows
  let order = [];               // group keys in drawing order
  const groups = new Map();     // group key -> <g> element
  function meta(scene) {
    const vb = scene.viewBox || [0, 0, 100, 100];
    svg.setAttribute("viewBox", vb.join(" "));
    svg.setAttribute("aria-label", scene.title || "game board");
    el.dataset.game = scene.game || "";
    el.dataset.version = String(scene.version || 0);
    el.dataset.step = scene.step || "";
  }
  function started() {
    const t0 = performance.now();
    lastArrive = pending !== null ? t0 - pending : 0;
    return t0;
  }
  function drawBackground() {
    if (bgFor === model.get("_background_json")) return;
    bgFor = model.get("_background_json");
    bgLayer.innerHTML = JSON.parse(bgFor || "[]").map(shape).join("");
  }
  function drawScene(scene) {
    // the whole scene (first drawing, a page that reconnects, or a resync)
    const gs = scene.groups || [["_", scene.items || []]];
    fgLayer.innerHTML = gs.map(([k, items]) => "<g>" + items.map(shape).join("") + "</g>").join("");
    groups.clear();
    order = gs.map(([k]) => k);
    order.forEach((k, i) => groups.set(k, fgLayer.children[i]));
    meta(scene);
    rev = scene.rev === undefined ? -1 : scene.rev;
  }
  function patchScene(p) {
    // only the groups of shapes that changed since the last update, parsed in one go
    const changed = Object.entries(p.changed || {});
    if (changed.length) {
      const tmp = document.createElementNS(SVGNS, "g");
      tmp.innerHTML = changed.map(([k, items]) => "<g>" + items.map(shape).join("") + "</g>")
        .join("");
      const fresh = Array.from(tmp.children);
      changed.forEach(([k], i) => {
        const old = groups.get(k);
        if (old) old.replaceWith(fresh[i]); else fgLayer.appendChild(fresh[i]);
        groups.set(k, fresh[i]);
      });
    }
    if (p.order) {
      const keep = new Set(p.order);
      for (const [k, g] of groups) if (!keep.has(k)) { g.remove(); groups.delete(k); }
      // move only the groups out of place (a moved element is restyled, with all inside it)
      const kids = fgLayer.children;
      p.order.forEach((k, i) => {
        const g = groups.get(k);
        if (kids[i] !== g) fgLayer.insertBefore(g, kids[i] || null);
      });
      order = p.order;
    }
    meta(p);
  }
  function drawFromModel() {
    // the scene held in the model's state (the first drawing; a notebook run with no page
    // live yet sends each redraw this way)
    const t0 = started();
    drawBackground();
    drawScene(JSON.parse(model.get("_scene_json") || "{}"));
    refocus();
    stirred();
    lastDraw = performance.now() - t0;
    if (pending !== null) finish();
  }
  function update(u) {
    // one message from Python: the changed groups and/or the message, and "done" at the
    // end of a click; anything a click changes arrives together
    const t0 = started();
    const whole = !!(u.scene && u.scene.groups);
    if (!whole && u.from !== rev) {
      model.send({ type: "resync" });      // an update was missed: the answer redraws all
      return;
    }
    if (u.scene) {
      if (whole) drawScene(u.scene); else patchScene(u.scene);
      refocus();
    }
    rev = u.rev;
    if (u.say !== undefined) showMessage(u.say, !!u.error);
    if (u.scene) stirred();
    lastDraw = performance.now() - t0;
    if (pending !== null && (u.done || u.scene)) finish();
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
  const SHOW_MS = 6000, SHOW_ERROR_MS = 9000;   // how long a notice stays before it fades
  let fadeTimer = null;
  function fadeMessage() {
    clearTimeout(fadeTimer);
    if (msg.textContent) msg.classList.add("bg-message-gone");
  }
  function showMessage(m, err) {
    // the words now; where they go is measured just before the next frame is drawn (a
    // measurement here would lay the whole page out once more, in the middle of a redraw)
    m = m || "";
    msg.textContent = m;
    msg.classList.toggle("bg-message-error", err);
    msg.classList.remove("bg-message-gone");
    msg.style.display = m ? "" : "none";
    delete msg.dataset.placed;
    clearTimeout(fadeTimer);
    if (!m) return;
    fadeTimer = setTimeout(fadeMessage, err ? SHOW_ERROR_MS : SHOW_MS);
    if (!placing) { placing = true; requestAnimationFrame(placeMessage); }
  }
  let placing = false;
  function overlap(a, b) {
    const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
    const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
    return w > 0 && h > 0 ? w * h : 0;
  }
  function placeMessage() {
    placing = false;
    if (!msg.textContent) return;
    const box = wrap.getBoundingClientRect();
    const sb = svg.getBoundingClientRect();
    // wide and short: a notice of two lines fits the strip of sea above the island
    msg.style.maxWidth = Math.round(Math.max(200, Math.min(420, sb.width * 0.5))) + "px";
    const mw = msg.offsetWidth, mh = msg.offsetHeight;
    // what the notice must not cover, in the board's own pixels: the highlighted targets,
    // the pieces, and the middle of the board
    const avoid = [];
    for (const e of svg.querySelectorAll(".bg-legal, .bg-piece")) {
      const r = e.getBoundingClientRect();
      if (r.width || r.height)
        avoid.push([r.left - box.left, r.top - box.top, r.right - box.left, r.bottom - box.top]);
    }
    const L = sb.left - box.left, T = sb.top - box.top, W = sb.width, H = sb.height;
    avoid.push([L + 0.36 * W, T + 0.36 * H, L + 0.64 * W, T + 0.64 * H]);
    const spare = [];      // better not covered either (harbours), where there is room
    for (const e of svg.querySelectorAll(".bg-keepclear")) {
      const r = e.getBoundingClientRect();
      spare.push([r.left - box.left, r.top - box.top, r.right - box.left, r.bottom - box.top]);
    }
    const [sx, sy] = spot === null ? [L + 8, T + 8] : [spot[0] - box.left, spot[1] - box.top];
    const g = 24;      // the gap between the click and the notice
    const tries = [[sx - mw / 2, sy + g], [sx - mw / 2, sy - mh - g], [sx + g, sy - mh / 2],
      [sx - mw - g, sy - mh / 2], [sx + g, sy + g], [sx - mw - g, sy + g], [sx + g, sy - mh - g],
      [sx - mw - g, sy - mh - g], [L + 4, T + 4], [L + W - mw - 4, T + 4], [L + 4, T + H - mh - 4],
      [L + W - mw - 4, T + H - mh - 4], [L + (W - mw) / 2, T + 4], [L + (W - mw) / 2, T + H - mh - 4]];
    // and a grid over the whole board, for a board crowded near the click
    const step = Math.max(12, Math.min(W, H) / 30);
    for (let y = T + 2; y <= T + H - mh - 2; y += step)
      for (let x = L + 2; x <= L + W - mw - 2; x += step) tries.push([x, y]);
    let best = null, bestScore = Infinity, free = 0;
    for (let [x, y] of tries) {
      // inside the board, and inside the window
      x = Math.max(L + 2, Math.min(x, L + W - mw - 2));
      y = Math.max(T + 2, Math.min(y, T + H - mh - 2));
      const r = [x, y, x + mw, y + mh];
      let covered = 0;
      for (const a of avoid) covered += overlap(r, a);
      let near = 0;
      for (const a of spare) near += overlap(r, a);
      const top = box.top + y, bottom = top + mh;
      const outside = (top < 0 ? -top : 0) + (bottom > window.innerHeight ? bottom - window.innerHeight : 0);
      const cx = x + mw / 2, cy = y + mh / 2;
      const score = 50 * covered + 1000 * outside + 2 * near + Math.hypot(cx - sx, cy - sy);
      if (!covered && !outside) free++;
      if (score < bestScore) { bestScore = score; best = [x, y, covered]; }
    }
    msg.style.left = Math.round(best[0]) + "px";
    msg.style.top = Math.round(best[1]) + "px";
    msg.classList.toggle("bg-message-near", spot !== null);
    msg.dataset.covers = String(Math.round(best[2]));     // (tests read it: 0 when it found room)
    msg.dataset.free = String(free);                      // places that cover nothing
    msg.dataset.placed = "1";       // (tests wait for it)
    spot = null;                     // a later notice (a button, a bot) has no click to sit by
  }
  function send(target, where) {
    pending = performance.now();
    fadeMessage();                   // the last notice goes at the next action
    spot = where ? [where[0], where[1]] : null;      // in the window's pixels
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
  model.on("change:_scene_json", drawFromModel);
  model.on("change:_background_json", drawBackground);
  // a message set as a trait (both traits change together: show it once)
  let msgQueued = false;
  function messageFromModel() {
    if (msgQueued) return;
    msgQueued = true;
    queueMicrotask(() => {
      msgQueued = false;
      showMessage(model.get("message"), !!model.get("message_is_error"));
    });
  }
  model.on("change:message", messageFromModel);
  model.on("change:message_is_error", messageFromModel);
  function finish() {
    // click to redrawn board (or, for a click that changed nothing, to Python's answer)
    const t0 = pending;
    const ms = performance.now() - t0;
    pending = null;
    window.__boardgamesLatency.push(ms);
    const rec = { start: t0, total: ms, arrive: lastArrive, draw: lastDraw, paint: null };
    (window.__boardgamesTiming = window.__boardgamesTiming || []).push(rec);
    el.dataset.latency = ms.toFixed(1);
    // and to the next frame on the screen (after its style, layout and paint)
    requestAnimationFrame(() => setTimeout(() => { rec.paint = performance.now() - t0; }, 0));
  }
  // the highlighted targets pulse twice when the board has been still for a moment (to draw
  // the eye to them, well under WCAG's five seconds), never while it is being played on:
  // an animation running on the board makes every redraw of the page cost more
  let idleTimer = null;
  function stirred() {
    if (wrap.classList.contains("bg-idle")) wrap.classList.remove("bg-idle");
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => wrap.classList.add("bg-idle"), 1500);
  }
  model.on("msg:custom", (m) => {
    if (m && m.type === "update") update(JSON.parse(m.json));
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
  // where the keyboard goes when the control it was on goes away (the Roll button after
  // the roll, the last set-up road): the next sensible control of this app, never the page
  const NEXT = [".bg-choices button", ".bg-actions .bg-choice", ".bg-board .bg-legal",
    ".bg-discard button:not(:disabled)", ".bg-actions button:not(:disabled)",
    ".bg-actions select", ".bg-cover button", ".bg-teacher-toggle"];
  let lastFocus = null;
  // the control keepFocus itself chose, and its place in NEXT: while the app is still being
  // redrawn a better control may not be there yet (the Roll button after the bots' set-up),
  // so a later redraw moves the focus up to it, as long as the student has not moved it
  let placed = null;
  function shown(e) {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !e.closest("[style*='display: none']");
  }
  function placeFocus(app, upTo) {
    for (let i = 0; i < upTo; i++) {
      const next = Array.from(app.querySelectorAll(NEXT[i])).find(shown);
      if (next) {
        placed = { el: next, rank: i };
        lastFocus = next;
        next.focus({ preventScroll: true });
        return;
      }
    }
  }
  function keepFocus(app) {
    const a = document.activeElement;
    if (placed !== null && a === placed.el && placed.rank > 0) {
      placeFocus(app, placed.rank);
      return;
    }
    // only when the control this app had the focus on went away (JupyterLab may then give
    // the focus to the notebook itself), never away from a control or editor elsewhere
    if (lastFocus === null || (a && app.contains(a))) return;
    if (a && a !== document.body && (a.isContentEditable ||
        a.matches("input, textarea, select, button, [contenteditable], .cm-content"))) return;
    if (lastFocus.isConnected && shown(lastFocus) && !lastFocus.disabled) return;
    placeFocus(app, NEXT.length);
  }
  let tries = 0;
  function watchApp() {
    // the board is put in its app's page only after it is drawn: look again until it is
    const app = el.closest(".bg-app");
    if (!app) { if (tries++ < 100) setTimeout(watchApp, 200); return; }
    nameSliders(app);
    app.addEventListener("focusin", (ev) => {
      lastFocus = ev.target;
      if (placed !== null && ev.target !== placed.el) placed = null;   // the student moved it
    });
    // the student took the focus elsewhere on purpose: leave it there
    app.addEventListener("focusout", (ev) => {
      if (ev.relatedTarget && !app.contains(ev.relatedTarget)) lastFocus = null;
    });
    let focusQueued = false;
    new MutationObserver((records) => {
      // (the board's own redraws are no slider: they are skipped at once)
      if (records.some((r) => !wrap.contains(r.target))) nameSliders(app);
      if (!focusQueued && lastFocus !== null) {
        focusQueued = true;
        setTimeout(() => { focusQueued = false; keepFocus(app); }, 0);
      }
    }).observe(app, { childList: true, subtree: true, attributes: true,
                      attributeFilter: ["disabled", "style"] });
  }
  watchApp();
  drawFromModel();
  showMessage(model.get("message"), !!model.get("message_is_error"));
  model.send({ type: "hello", rev: rev });   // Python resends the board if this one is old
}

export default { render };
