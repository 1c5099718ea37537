// The board page: the board drawn (static/picture.js) from the public
// view in /board/events, what to do now and the logbook beside it, and
// every public fact in words under the picture.
"use strict";

function showBoard(d) {
  var w = d.words;
  document.title = d.title + " - " + w.board;
  document.getElementById("title").textContent = d.title;
  document.getElementById("deciding").textContent = d.deciding || "";
  var q = document.getElementById("question");
  q.hidden = !d.question;
  q.textContent = d.question || "";
  var top = [];
  if (d.status && d.status.length) top.push(box(w.problems, d.status, "status"));
  if (d.final) top.push(box(w.final, d.final, "final"));
  if (d.news) top.push(box(w.to_do, d.news.length ? d.news : ["-"], "news"));
  fill("top", top);
  fill("picture", drawBoard(d));
  document.getElementById("in-words").hidden = !(d.sections || []).length;
  document.getElementById("words-title").textContent = w.words;
  fill("sections", (d.sections || []).map(function (s) {
    return box(s.title, s.lines, "page");
  }));
  // each player's name where the game's pages give it: a tablet across
  // the table finds a player's box by its title
  document.querySelectorAll("#sections h2").forEach(function (h) {
    if ((d.names || []).indexOf(h.textContent.replace(/^\*/, "")) >= 0) h.parentNode.classList.add("player");
  });
  var log = d.log ? logbook(w.log, d.log) : null;
  if (log) {
    // it scrolls by itself beside the board: a keyboard reaches it too
    log.tabIndex = 0;
    log.setAttribute("aria-label", w.log);
  }
  fill("log", [log]);
}

live("/board/events", showBoard);
