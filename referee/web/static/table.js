// referee serve: the page's own script. Live updates (server-sent events), the command box, tap to name,
// suggestions. No library, no build step.
"use strict";

(() => {
  const body = document.body;
  const texts = document.getElementById("texts").dataset;
  const language = body.dataset.language;
  const form = document.getElementById("command");
  const line = document.getElementById("line");
  const answer = document.getElementById("answer");
  const suggest = document.getElementById("suggest");
  let digest = body.dataset.digest;
  let revision = Number(body.dataset.revision);   // a push rendered before the page's own last line is older

  RefereeDoor.guard(form, () => line.focus());

  // --- the position, as the server pushes it ---
  const PARTS = ["turn", "board", "last", "players", "score", "status", "log"];
  const shown = {};            // each part as last received: only a part that changed is drawn again
  let drawn = revision;        // the revision the page was served with (its parts are the first push's)
  function show(position) {
    if (position.revision < revision) return;     // the newer one is on its way
    revision = position.revision;
    digest = position.digest;
    body.dataset.digest = digest;
    for (const part of PARTS) {
      const node = document.getElementById(part);
      const html = position.parts[part];
      if (node && html !== undefined && html !== shown[part] && position.revision !== drawn) {
        node.innerHTML = html;
      }
      shown[part] = html;
    }
    drawn = null;
    document.title = position.title + " · referee";
  }
  RefereeDoor.connect(show);

  // --- tap to name: a place on the board, a player: its name goes into the line at the cursor ---
  function insert(word) {
    if (form.hidden) return;
    const at = line.selectionStart ?? line.value.length;
    const before = line.value.slice(0, at);
    const after = line.value.slice(line.selectionEnd ?? at);
    const pad = before && !/\s$/.test(before) ? " " : "";
    const text = before + pad + word + (after.startsWith(" ") ? "" : " ");
    line.value = text + after;
    line.setSelectionRange(text.length, text.length);
    line.focus({preventScroll: true});
    complete();
  }
  document.addEventListener("click", (e) => {
    const target = e.target.closest(".target[data-name]");
    if (target) {
      e.preventDefault();
      insert(target.dataset.name);
      return;
    }
    const chip = e.target.closest("#suggest button");
    if (chip) {
      const words = line.value.split(" ");
      words[words.length - 1] = chip.dataset.word;
      line.value = words.join(" ") + " ";
      line.focus();
      complete();
      return;
    }
    const event = e.target.closest("li.event[data-seq]");
    if (event && !form.hidden && e.detail >= 2) amendLine(event.dataset.seq);
    if (e.target.id === "whole-log") wholeLog();
  });

  // --- suggestions, from the same completion referee play uses ---
  let pending = null;
  function complete() {
    clearTimeout(pending);
    pending = setTimeout(async () => {
      const query = "/complete?lang=" + encodeURIComponent(language) + "&line=" + encodeURIComponent(line.value);
      try {
        const reply = await fetch(query);
        const words = (await reply.json()).words || [];
        suggest.replaceChildren(...words.slice(0, 24).map((word) => {
          const button = document.createElement("button");
          button.type = "button";
          button.dataset.word = word;
          button.textContent = word;
          return button;
        }));
      } catch (err) {
        suggest.replaceChildren();
      }
    }, 120);
  }
  line.addEventListener("input", complete);
  line.addEventListener("focus", complete);
  document.getElementById("clear").addEventListener("click", () => {
    line.value = "";
    line.focus();
    complete();
  });

  // --- sending a line ---
  function cell(tag, text) {
    const node = document.createElement(tag);
    node.textContent = text;
    return node;
  }
  function render(reply) {
    const parts = [];
    const error = reply.error;
    if (error) {
      parts.push(cell("p", error.line));
      if (error.text) {
        const rule = document.createElement("blockquote");
        rule.append(cell("strong", error.rule + ": " + error.text.title), cell("p", error.text.text));
        parts.push(rule);
      }
    }
    for (const text of reply.lines || []) parts.push(cell("p", text));
    for (const table of reply.tables || []) {
      const wrap = document.createElement("div");
      wrap.className = "table";
      const t = document.createElement("table");
      t.append(cell("caption", table.title));
      const head = document.createElement("tr");
      head.append(...table.head.map((h) => cell("th", h)));
      t.append(head);
      for (const row of table.rows) {
        const tr = document.createElement("tr");
        tr.append(...row.map((c) => cell("td", c)));
        t.append(tr);
      }
      wrap.append(t);
      parts.push(wrap);
    }
    if (reply.confirm) {
      const yes = cell("button", texts.confirm);
      yes.type = "button";
      yes.className = "confirm";
      yes.addEventListener("click", () => send(reply.confirm, true));
      const no = cell("button", texts.cancel);
      no.type = "button";
      no.addEventListener("click", () => answer.replaceChildren());
      const buttons = document.createElement("p");
      buttons.append(yes, " ", no);
      parts.push(buttons);
    }
    answer.className = "answer " + reply.kind;
    answer.replaceChildren(...parts);
  }
  async function send(text, confirm = false) {
    answer.className = "answer";
    answer.replaceChildren(cell("p", texts.sent));
    const reply = await RefereeDoor.write("/command", {line: text, seen: digest, confirm});
    render(reply);
    if (reply.digest && reply.revision >= revision) {   // the page's own line: the position it acts on next
      digest = reply.digest;
      revision = reply.revision;
    }
    if (reply.kind === "recorded") {
      line.value = "";
      complete();
    }
  }
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (line.value.trim()) send(line.value.trim());
  });

  // a double tap on an event of the log: "amend SEQ" and the line that recorded it, to correct
  async function amendLine(seq) {
    try {
      const reply = await (await fetch("/line?seq=" + encodeURIComponent(seq))).json();
      line.value = (reply.line || "amend " + seq) + " ";
    } catch (err) {
      line.value = "amend " + seq + " ";
    }
    line.focus();
    complete();
  }

  async function wholeLog() {
    const reply = await fetch("/log?lang=" + encodeURIComponent(language));
    document.getElementById("log").innerHTML = await reply.text();
  }
})();
