// The board page's pictures read back (tests/support/picture.py): a
// summary of what they show, from the elements' classes and data-
// attributes as firmware/web/static/picture.js draws them. Run by
// selenium's execute_script (a function body: it returns).
function all(root, sel) { return Array.prototype.slice.call(root.querySelectorAll(sel)); }
function count(root, what, good) {
  var sel = "g.count[data-what='" + what + "']" + (good ? "[data-good='" + good + "']" : "");
  var g = root.querySelector(sel);
  return g ? Number(g.querySelector("text.headline").textContent) : null;
}
var middle = document.querySelector("#picture svg.middle");
if (!middle) return null;
var out = {players: []};
var game = document.body.dataset.game;
all(document, "#picture svg.player").forEach(function (s) {
  var p = {seat: Number(s.dataset.seat)};
  if (game === "puerto_rico") {
    p.island_spaces = all(s, ".island .space").length;
    p.plantations = all(s, ".island .plantation").map(function (t) { return t.dataset.kind; }).sort();
    p.colonists = all(s, ".island circle.colonist").length;
    p.city_spaces = all(s, ".city .space").length
      + all(s, ".city .building").filter(function (b) { return b.dataset.circles && b.querySelector("rect").getAttribute("height") > 100; }).length;
    p.buildings = all(s, ".city .building").map(function (b) { return b.dataset.id; }).sort();
    p.workers = all(s, ".city circle.worker").length;
    p.doubloons = count(s, "doubloons");
    p.san_juan = count(s, "san-juan");
    p.goods = {};
    all(s, "g.count[data-what='goods']").forEach(function (g) { p.goods[g.dataset.good] = count(s, "goods", g.dataset.good); });
    p.governor = !!s.querySelector(".governor");
  } else if (game === "san_juan") {
    p.buildings = all(s, ".city .building").map(function (b) { return b.dataset.id; });
    p.goods = all(s, ".city .good").map(function (g) { return g.dataset.good; }).sort();
    p.hand = count(s, "hand");
    p.governor = !!s.querySelector(".governor");
  } else {
    p.gold = count(s, "gold");
    p.vp = count(s, "vp");
    p.cards = all(s, ".characters .card").map(function (c) { return c.dataset.kind; });
  }
  out.players.push(p);
});
if (game === "puerto_rico") {
  out.roles = {};
  all(middle, "g.role").forEach(function (r) {
    out.roles[r.dataset.role] = r.classList.contains("taken") ? "taken" : Number(r.dataset.doubloons);
    var shown = count(r, "role-doubloons");
    if (shown !== null && shown !== Number(r.dataset.doubloons)) out.roles[r.dataset.role] = "shows " + shown;
  });
  out.colonist_ship = all(middle, ".colonist-ship circle.colonist").length;
  out.ships = all(middle, ".cargo-ship").map(function (c) {
    var barrels = all(c, ".barrel");
    return [Number(c.dataset.capacity), barrels.length ? barrels[0].dataset.good : null, barrels.length,
      all(c, ".barrel, .hold").length];
  });
  out.trading_house = all(middle, ".trading-house .barrel").map(function (b) { return b.dataset.good; });
  out.faceup = all(middle, ".faceup .plantation").map(function (b) { return b.dataset.kind; });
  out.supply = {colonists: count(middle, "colonists"), vp_chips: count(middle, "vp_chips"),
    quarries: count(middle, "quarries"), stack: count(middle, "stack")};
  out.barrels = {};
  all(middle, "g.count[data-what='barrels']").forEach(function (g) { out.barrels[g.dataset.good] = count(middle, "barrels", g.dataset.good); });
} else if (game === "san_juan") {
  out.taken = all(middle, "g.role.taken").map(function (r) { return r.dataset.role; }).sort();
  out.deck = count(middle, "deck");
  out.discard = count(middle, "discard");
} else {
  out.harbour = all(middle, ".harbour .card").map(function (c) { return c.dataset.kind + (c.dataset.colour ? " " + c.dataset.colour : ""); });
  out.display = all(middle, ".display .card").length;
  out.deck = count(middle, "deck");
  out.discard = count(middle, "discard");
}
return out;
