// referee serve: what the game's page and the map editor share — the write token, a write behind the door, the
// live connection. Loaded before either page's own script. No library, no build step.
"use strict";

window.RefereeDoor = (() => {
  const KEY = "referee-token:" + location.host;
  const language = document.body.dataset.language;
  const texts = document.getElementById("texts").dataset;

  // --- the write token: from the address's #token=… (then removed from the address bar), or typed once ---
  const fromAddress = new URLSearchParams(location.hash.slice(1)).get("token");
  if (fromAddress) {
    localStorage.setItem(KEY, fromAddress);
    history.replaceState(null, "", location.pathname + location.search);
  }
  const token = () => localStorage.getItem(KEY) || "";
  let writing = null;          // what the token form hides while no token is known
  const tokenForm = document.getElementById("token");
  function showForms() {
    writing.hidden = !token();
    tokenForm.hidden = !!token();
  }
  // guard(area, typed): shows `area` once a token is known, else the token form; `typed` after one is entered
  function guard(area, typed = () => {}) {
    writing = area;
    showForms();
    tokenForm.addEventListener("submit", (e) => {
      e.preventDefault();
      const value = document.getElementById("token-value").value.trim();
      if (value) localStorage.setItem(KEY, value);
      showForms();
      if (!writing.hidden) typed();
    });
  }

  // --- a write: a same-origin JSON POST with the token; the server's answer, or one saying why there is none ---
  async function write(route, payload) {
    let reply;
    try {
      const response = await fetch(route + "?lang=" + encodeURIComponent(language), {
        method: "POST",
        headers: {"Content-Type": "application/json", "X-Referee-Token": token()},
        body: JSON.stringify(payload),
      });
      reply = await response.json();
      if (response.status === 403) {
        reply.error = {line: texts.forbidden};
        if (!fromAddress) localStorage.removeItem(KEY);
        showForms();
      }
    } catch (err) {
      reply = {kind: "refused", error: {line: texts.failed}};
    }
    return reply;
  }

  // --- live: each position the server pushes goes to `show`; the marker says when the connection is lost ---
  function connect(show) {
    const live = document.getElementById("live");
    const source = new EventSource("/live?lang=" + encodeURIComponent(language));
    source.addEventListener("position", (e) => {
      live.classList.remove("offline");
      live.textContent = live.dataset.text || live.textContent;
      show(JSON.parse(e.data));
    });
    source.onerror = () => {
      live.dataset.text = live.dataset.text || live.textContent;
      live.classList.add("offline");
      live.textContent = texts.offline;
    };
  }

  return {guard, write, connect};
})();
