// A seat page on a phone: the seat's legal choices as large buttons, its
// logbook, its secret behind a hold-to-show control, help, undo. Its
// token is its address; every request says which version of the game it
// saw, so a second tap or a page from before an undo is refused.
"use strict";

var base = location.pathname.replace(/\/+$/, "");
var seen = null;

// A request to the table; ``then(answer)`` when it is taken. When it is
// refused or never answered the page says why and the choices can be
// tapped again (a tap is never lost without a word).
function post(what, body, then) {
  fetch(base + "/" + what, {
    method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify(body),
  }).then(function (r) {
    return r.json().then(function (data) { return [r.ok, data, r.status]; }, function () {
      return [false, {error: r.status + " " + r.statusText}, r.status];
    });
  }, function () {
    return [false, null];
  }).then(function (res) {
    var note = document.getElementById("refused");
    note.hidden = res[0];
    if (res[2] === 404) {
      // a seat the game no longer has (a new game, a resume): say what to do
      document.body.classList.add("gone");
      offline(words().gone);
    }
    if (!res[0]) {
      note.textContent = res[1] ? words().refused + ": " + res[1].error : words().not_sent;
      enable(true);
    }
    if (res[0] && then) then(res[1]);
  });
}

function enable(on) {
  document.querySelectorAll("#choices button, #answers button, #menu button").forEach(function (b) {
    b.disabled = !on;
  });
}

function choose(k) {
  enable(false);
  post("act", {version: seen.version, choice: k});
}

// The help on choice ``k`` (null: on what is being decided). What is
// being decided comes with the page; a choice's help is asked of the
// table (not made for every choice at every decision), for the decision
// the page shows: an answer after the game moved on is not shown.
function help(k) {
  if (k === null) return showHelp(seen.help);
  var version = seen.version;
  post("help", {version: version, choice: k}, function (d) {
    if (seen.version === version) showHelp(d.lines);
  });
}

function showHelp(text) {
  var h = document.getElementById("help");
  var close = el("button", "small", seen.words.close);
  close.onclick = function () { h.hidden = true; };
  h.replaceChildren(el("h2", null, seen.words.help));
  lines(h, text);
  h.appendChild(close);
  h.hidden = false;
  h.scrollIntoView({block: "nearest"});
}

function choiceRow(c) {
  var row = el("div", "choice");
  var b = el("button", c.k === seen.hinted ? "big advised" : "big", c.label);
  b.dataset.k = c.k;
  b.onclick = function () { choose(c.k); };
  var h = el("button", "small", "?");
  h.title = seen.words.help;
  h.onclick = function () { help(c.k); };
  row.appendChild(b);
  row.appendChild(h);
  return row;
}

function secret(d) {
  if (!d.secret || !d.secret.length) return [];
  var b = el("button", "hold", d.words.hold);
  var shown = lines(el("div", "secret-text"), d.secret);
  shown.hidden = true;
  var show = function (on) { return function (ev) { ev.preventDefault(); shown.hidden = !on; }; };
  b.onpointerdown = show(true);
  b.onpointerup = b.onpointerleave = b.onpointercancel = show(false);
  b.oncontextmenu = function (ev) { ev.preventDefault(); };
  return [b, shown];
}

function menu(d) {
  var out = [];
  var h = el("button", "small", d.words.help);
  h.onclick = function () { help(null); };
  out.push(h);
  if (d.can_hint) {
    var t = el("button", "small", d.words.hint);
    t.onclick = function () { post("hint", {version: seen.version}); };
    out.push(t);
  }
  if (d.can_undo) {
    var u = el("button", "small", d.words.undo);
    u.onclick = function () { post("undo", {version: seen.version, answer: "ask"}); };
    out.push(u);
  }
  return out;
}

function question(d) {
  var q = document.getElementById("question");
  q.hidden = !d.question;
  document.getElementById("question-text").textContent = d.question || "";
  var answers = [];
  if (d.question) {
    if (!d.asked || d.alone) answers.push(["yes", d.words.undo_yes]);
    answers.push(["no", d.words.undo_no]);
  }
  fill("answers", answers.map(function (a) {
    var b = el("button", "big", a[1]);
    b.onclick = function () { enable(false); post("undo", {version: seen.version, answer: a[0]}); };
    return b;
  }));
}

function showSeat(d) {
  seen = d;
  var w = d.words;
  document.title = d.name + " - " + d.title;
  document.getElementById("name").textContent = d.name;
  document.getElementById("prompt").textContent = d.bot ? w.bot : d.prompt || "";
  document.getElementById("refused").hidden = true;
  document.getElementById("help").hidden = true;
  document.body.classList.toggle("deciding", d.decides);
  question(d);
  fill("choices", d.choices.map(choiceRow));
  // a long list (a draft of 31 buildings) as a compact grid on a phone
  document.getElementById("choices").classList.toggle("many", d.choices.length > 8);
  fill("secret", secret(d));
  var own = [];
  if (d.hint) own.push(box(w.hint, [d.hint], "hint"));
  if (d.final) own.push(box(w.final, d.final, "final"));
  if (d.news && d.news.length) own.push(box(w.to_do, d.news, "news"));
  if (d.own && d.own.length) own.push(box(w.own, d.own));
  fill("own", own);
  fill("menu", menu(d));
  fill("log", [logbook(w.log, d.log)]);
}

live(base + "/events", showSeat);
