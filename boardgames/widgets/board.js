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
  wrap.appendChild(svg);
  wrap.appendChild(msg);
  el.appendChild(wrap);
  let pending = null;
  let bgFor = null, bgHtml = "";      // performance.now() of the click awaiting its redraw
  window.__boardgamesLatency = window.__boardgamesLatency || [];

  function draw() {
    const scene = model.get("scene") || {};
    const vb = scene.viewBox || [0, 0, 100, 100];
    svg.setAttribute("viewBox", vb.join(" "));
    svg.setAttribute("aria-label", scene.title || "game board");
    if (bgFor !== model.get("background")) {
      bgFor = model.get("background");
      bgHtml = (bgFor || []).map(shape).join("");
    }
    const parts = [bgHtml];
    for (const it of scene.items || []) parts.push(shape(it));
    svg.innerHTML = parts.join("");
    el.dataset.game = scene.game || "";
    el.dataset.version = String(scene.version || 0);
    el.dataset.step = scene.step || "";
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
  model.on("change:scene", draw);
  model.on("change:background", draw);
  model.on("change:message", showMessage);
  model.on("change:message_is_error", showMessage);
  model.on("msg:custom", (m) => {
    // Python answers every click with "done" after its redraw was sent:
    // the scene change (if any) was drawn just before this message arrives
    if (m && m.type === "done" && pending !== null) {
      const ms = performance.now() - pending;
      pending = null;
      window.__boardgamesLatency.push(ms);
      el.dataset.latency = ms.toFixed(1);
    }
  });
  draw();
  showMessage();
}

export default { render };
