// referee serve --edit: the map editor's own script. A tool is chosen, its fields set, the board tapped; the
// change goes to the server as the game's edit (JSON), and the file, drawn again, comes back live. No library.
"use strict";

(() => {
  const body = document.body;
  const texts = document.getElementById("texts").dataset;
  const language = body.dataset.language;
  const picture = document.getElementById("picture");
  const toolsBox = document.getElementById("tools");
  const fieldsForm = document.getElementById("fields");
  const hint = document.getElementById("hint");
  const taps = document.getElementById("taps");
  const applyButton = document.getElementById("apply");
  const cancelButton = document.getElementById("cancel");
  const undoButton = document.getElementById("undo");
  const answer = document.getElementById("answer");
  const area = document.getElementById("tools-area");
  let digest = body.dataset.digest;
  let revision = Number(body.dataset.revision);
  let tools = JSON.parse(document.getElementById("tools-data").textContent);
  let toolsText = JSON.stringify(tools);
  let current = null;            // the tool chosen
  let view = null;               // which of the picture's views is shown (a reservoir layout: data-view)
  let tapped = [];               // the names tapped for it so far
  const kept = {};               // tool → the values its fields had (kept while switching tools)

  RefereeDoor.guard(area);

  // --- the tools and their fields ---
  function node(tag, text, attrs = {}) {
    const made = document.createElement(tag);
    if (text !== undefined && text !== null) made.textContent = text;
    for (const [k, v] of Object.entries(attrs)) made.setAttribute(k, v);
    return made;
  }
  function renderTools() {
    toolsBox.replaceChildren(...tools.map((t) => {
      const button = node("button", t.label, {type: "button", role: "radio", "data-tool": t.name});
      button.setAttribute("aria-checked", String(current !== null && current.name === t.name));
      return button;
    }));
    const again = current && tools.find((t) => t.name === current.name);
    choose(again ? again.name : (tools[0] && tools[0].name), !!again);
  }
  function choose(name, keepTaps = false) {
    remember();
    current = tools.find((t) => t.name === name) || null;
    if (!keepTaps) tapped = [];
    for (const b of toolsBox.children) b.setAttribute("aria-checked", String(b.dataset.tool === name));
    renderFields();
    update();
  }
  function remember() {
    if (!current) return;
    kept[current.name] = {};
    for (const f of current.fields) {
      const input = fieldsForm.elements.namedItem(f.arg);
      if (input) kept[current.name][f.arg] = f.type === "flag" ? input.checked : input.value;
    }
  }
  function renderFields() {
    fieldsForm.replaceChildren();
    if (!current) return;
    const before = kept[current.name] || {};
    for (const f of current.fields) {
      const id = "field-" + f.arg;
      const wrap = node("p", null, {class: "field field-" + f.type});
      let input;
      if (f.choices) {
        input = node("select", null, {id, name: f.arg});
        for (const [value, shown] of f.choices) input.append(node("option", shown, {value: String(value)}));
      } else if (f.type === "flag") {
        input = node("input", null, {id, name: f.arg, type: "checkbox"});
      } else {
        input = node("input", null, {id, name: f.arg, type: f.type === "int" ? "number" : "text",
                                     autocomplete: "off", spellcheck: "false"});
        if (f.placeholder) input.placeholder = f.placeholder;
        if (f.type === "text") input.maxLength = 200;
      }
      const given = f.arg in before ? before[f.arg] : f.default;
      if (f.type === "flag") input.checked = !!given;
      else if (given !== undefined && given !== null) input.value = String(given);
      input.addEventListener("change", update);
      const caption = node("label", f.label, {for: id});
      if (f.type === "flag") wrap.append(input, " ", caption);
      else wrap.append(caption, input);
      fieldsForm.append(wrap);
    }
  }
  toolsBox.addEventListener("click", (e) => {
    const button = e.target.closest("button[data-tool]");
    if (button) choose(button.dataset.tool);
  });

  // --- taps: the targets a tool takes, in order; a count may depend on a field (a reservoir's outlets) ---
  function field(arg) {
    const input = fieldsForm.elements.namedItem(arg);
    return input ? input.value : undefined;
  }
  function count(spec) {
    if (typeof spec.count === "number") return spec.count;
    const found = spec.count.counts[field(spec.count.field)];
    return found === undefined ? spec.count.default : found;
  }
  function kinds(spec) {
    const chosen = spec.by && spec.by.kinds[field(spec.by.field)];
    return chosen || spec.kinds;
  }
  function needed() {
    let seen = 0;
    for (const spec of current ? current.targets : []) {
      seen += count(spec);
      if (tapped.length < seen) return {spec, left: seen - tapped.length};
    }
    return null;
  }
  function showView() {
    const chooser = current && current.fields.find((f) => f.view);
    if (chooser) view = field(chooser.arg);
    for (const part of picture.querySelectorAll("[data-view]")) {
      part.style.display = view === null || part.dataset.view === view ? "" : "none";
    }
  }
  function update() {
    showView();
    const next = needed();
    picture.dataset.want = next ? kinds(next.spec).join(" ") : "";
    hint.textContent = current ? current.hint : "";
    applyButton.hidden = !current || current.targets.length > 0;
    cancelButton.hidden = tapped.length === 0;
    taps.textContent = tapped.length
      ? texts.tapped.replace("{names}", tapped.join(", ")) + (next ? " — " + texts.more.replace("{count}", next.left) : "")
      : "";
  }
  function args() {
    const out = {};
    for (const f of current.fields) {
      const input = fieldsForm.elements.namedItem(f.arg);
      if (!input) continue;
      if (f.type === "flag") {
        if (input.checked) out[f.arg] = true;
        continue;
      }
      const text = input.value.trim();
      if (text === "") continue;
      out[f.arg] = f.type === "int" ? Number(text) : f.type === "bool" ? text === "true" : text;
    }
    let at = 0;
    for (const spec of current.targets) {
      const n = count(spec);
      const names = tapped.slice(at, at + n);
      at += n;
      out[spec.arg] = (typeof spec.count === "number" && spec.count === 1) ? names[0] : names;
    }
    return out;
  }
  picture.addEventListener("click", (e) => {
    const place = e.target.closest(".target[data-kind]");
    const next = needed();
    if (!place || !next || area.hidden || !kinds(next.spec).includes(place.dataset.kind)) return;
    e.preventDefault();
    tapped.push(place.dataset.name);
    if (needed()) update();
    else change();
  });
  applyButton.addEventListener("click", change);
  cancelButton.addEventListener("click", () => {
    tapped = [];
    update();
  });

  // --- sending a change, taking one back ---
  function render(reply) {
    const parts = [];
    const error = reply.error;
    if (error) {
      parts.push(node("p", error.line));
      if (error.text) {
        const rule = node("blockquote");
        rule.append(node("strong", error.rule + ": " + error.text.title), node("p", error.text.text));
        parts.push(rule);
      }
    }
    for (const line of reply.lines || []) parts.push(node("p", line));
    answer.className = "answer " + (reply.kind === "done" ? "recorded" : reply.kind);
    answer.replaceChildren(...parts);
  }
  async function post(route, payload) {
    answer.className = "answer";
    answer.replaceChildren(node("p", texts.sent));
    const reply = await RefereeDoor.write(route, {...payload, seen: digest});
    render(reply);
    if (reply.digest !== undefined && reply.revision >= revision) {
      digest = reply.digest;
      revision = reply.revision;
    }
    tapped = [];
    update();
    if (reply.kind === "done" || reply.kind === "stale") refresh();
  }
  function change() {
    if (current) post("/edit", {edit: current.edit, args: args()});
  }
  undoButton.addEventListener("click", () => post("/undo", {}));
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key === "z" && !area.hidden && !/INPUT|SELECT/.test(e.target.tagName)) {
      e.preventDefault();
      post("/undo", {});
    }
  });

  // --- the file as the server shows it: pushed on every change, and fetched after one's own ---
  function show(view) {
    if (view.revision < revision) return;
    revision = view.revision;
    digest = view.digest;
    body.dataset.digest = digest;
    body.dataset.revision = String(revision);
    for (const part of ["picture", "progress", "history"]) {
      const at = document.getElementById(part);
      if (at.innerHTML !== view.parts[part]) at.innerHTML = view.parts[part];
    }
    document.getElementById("title").textContent = view.title;
    document.title = view.title + " · referee";
    undoButton.disabled = !view.undo;
    const text = JSON.stringify(view.tools);
    if (text !== toolsText) {
      tools = view.tools;
      toolsText = text;
      renderTools();
    } else {
      update();
    }
  }
  async function refresh() {
    try {
      show(await (await fetch("/view?lang=" + encodeURIComponent(language))).json());
    } catch (err) {
      // the push brings it
    }
  }
  renderTools();
  RefereeDoor.connect(show);
})();
