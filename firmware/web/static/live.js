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

// The pages' words until the table has sent its own (in its language).
var WORDS = {
  offline: "connection to the table lost: trying again",
  gone: "this seat is not in the game now: scan the seat's code on the table again",
  not_sent: "not sent: the table did not answer. Choose again",
  refused: "refused",
};

function words() {
  return (window.shown && window.shown.words) || WORDS;
}

// Say ``text`` in the page's header: the page is not live now.
function offline(text) {
  document.body.classList.add("offline");
  document.getElementById("offline").textContent = text;
}

// Follow ``url``: ``show(data)`` on every state. When the connection is
// lost the page says so and tries again by itself, waiting longer each
// time (1 s, 2 s, 4 s ... 30 s), for ever: a TV left on the board comes
// back once the table has room again. A seat the game no longer has
// (a new game, or the table resumed) says to scan its code again.
function live(url, show) {
  var source = null;
  var last = null;
  var log = [];
  var wait = 1;
  function retry() {
    source.close();
    // why it was refused: a seat of another game (404) is not tried again
    fetch(url, {method: "HEAD", cache: "no-store"}).then(function (r) {
      return r.status;
    }, function () {
      return 0;
    }).then(function (status) {
      if (status === 404) {
        document.body.classList.add("gone");
        return offline(words().gone);
      }
      offline(words().offline + " (" + wait + " s)");
      setTimeout(open, wait * 1000);
      wait = Math.min(wait * 2, 30);
    });
  }
  function open() {
    source = new EventSource(url);
    source.onmessage = message;
    source.onerror = function () {
      // still connecting: the browser tries again by itself; closed
      // (a refusal such as 503, which it never retries): the page does
      if (source.readyState === EventSource.CLOSED) retry();
      else offline(words().offline);
    };
  }
  function message(ev) {
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
    wait = 1;
    window.shown = last;
    show(last);
  }
  open();
}
