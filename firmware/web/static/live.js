// What the board page and the seat pages share: the live connection
// (Server-Sent Events: the page's JSON on every change) and a few
// helpers that build the page with textContent only (a player's name is
// never read as HTML).
"use strict";

function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

function lines(parent, list, cls) {
  (list || []).forEach(function (t) { parent.appendChild(el("p", cls, t)); });
  return parent;
}

function box(title, list, cls) {
  var b = el("section", "box " + (cls || ""));
  b.appendChild(el("h2", null, title));
  return lines(b, list);
}

function fill(id, nodes) {
  var host = document.getElementById(id);
  host.replaceChildren.apply(host, nodes.filter(Boolean));
}

// The logbook, newest decision first: each decision its lines.
function logbook(title, entries) {
  var b = el("section", "box log");
  b.appendChild(el("h2", null, title));
  (entries || []).slice().reverse().forEach(function (entry) {
    if (entry.length) b.appendChild(lines(el("div", "entry"), entry));
  });
  return b;
}

// Follow ``url``: ``show(data)`` on every state; the page says when it
// has lost the table (the browser reconnects by itself).
function live(url, show) {
  var source = new EventSource(url);
  var last = null;
  var log = [];
  source.onmessage = function (ev) {
    last = JSON.parse(ev.data);
    // the board's logbook comes as the entries added since the last
    // message, from index log_from (0: the whole logbook again)
    if (last.log_from !== undefined) {
      log = log.slice(0, last.log_from).concat(last.log);
      last.log = log;
    }
    document.documentElement.lang = last.lang;
    // for a browser test: the decision version and the game shown
    document.body.dataset.version = last.version;
    document.body.dataset.game = last.game;
    document.body.classList.remove("offline");
    show(last);
  };
  source.onerror = function () {
    document.body.classList.add("offline");
    if (last) document.getElementById("offline").textContent = last.words.offline;
  };
  return source;
}
