// The board drawn as a picture (issue 35), from the public view the
// board's JSON carries (``view``: nothing secret) and its names
// (``labels``: each id's words in the game's language). One SVG for what
// lies in the middle of the table, one per player. Every element says
// what it is in its class and data- attributes, for a browser test and
// a screen reader (each picture has its words in a <title>).
"use strict";

var SVG = "http://www.w3.org/2000/svg";

// the goods', plantations' and buildings' colours, as on the boxes' boards,
// each dark enough (or light enough) for its words at 4.5:1 (WCAG AA)
var COLOUR = {
  corn: "#f2cf3a", indigo: "#3b63d9", sugar: "#f4f1e8", tobacco: "#8a5220", coffee: "#4a2a18",
  silver: "#b8c0c8", quarry: "#8d8d8d", forest: "#2f7d32", violet: "#7e4cb0", large: "#5e2f8a",
  tailor: "#a8427a", empty: "#23394a", water: "#1f5f86", coin: "#f0c23a", vp: "#c8382e",
  colonist: "#8a4b2a", noble: "#f7f7f7",
  yellow: "#f2cf3a", blue: "#3b63d9", green: "#2a7a36", red: "#b8322a", black: "#2a2a2a",
};
// dark goods take light words
var LIGHT_ON = {indigo: 1, tobacco: 1, coffee: 1, forest: 1, violet: 1, large: 1, tailor: 1, blue: 1,
  green: 1, red: 1, black: 1, water: 1, empty: 1, colonist: 1, vp: 1};
var HEADLINE = 34; // px: a count read from across the room

function svgEl(tag, attrs, text) {
  var e = document.createElementNS(SVG, tag);
  for (var k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

function ink(kind) {
  return LIGHT_ON[kind] ? "#ffffff" : "#111111";
}

// A picture ``w`` x ``h`` (its own units, drawn at that many CSS pixels
// at most), titled ``title`` for a screen reader.
function picture(cls, w, h, title) {
  var s = svgEl("svg", {viewBox: "0 0 " + w + " " + h, "class": "picture " + cls, role: "img",
    width: w, height: h});
  s.appendChild(svgEl("title", {}, title));
  return s;
}

// A count beside its picture: ``draw(g)`` draws the picture in a 40 x 40
// box; the number in headline size. Returns the group, 44 + text wide.
function counted(parent, x, y, what, n, label, draw, colour) {
  var g = svgEl("g", {"class": "count", "data-what": what, "data-n": n, transform: "translate(" + x + "," + y + ")"});
  g.appendChild(svgEl("title", {}, label + ": " + n));
  draw(g);
  g.appendChild(svgEl("text", {x: 46, y: 32, "class": "headline", "font-size": HEADLINE, fill: colour || "#ffffff"}, String(n)));
  parent.appendChild(g);
  return g;
}

function coin(g, colour) {
  g.appendChild(svgEl("circle", {cx: 20, cy: 20, r: 17, fill: colour || COLOUR.coin, stroke: "#7a5a10", "stroke-width": 2}));
}

function barrelShape(g, good, x, y, w, h) {
  g.appendChild(svgEl("rect", {x: x, y: y, width: w, height: h, rx: w / 3, fill: COLOUR[good],
    stroke: "#000", "stroke-width": 1.5, "class": "barrel", "data-good": good}));
}

function person(g, cx, cy, r, cls, fill) {
  g.appendChild(svgEl("circle", {cx: cx, cy: cy, r: r, "class": cls, fill: fill,
    stroke: "#111", "stroke-width": 1.5}));
}

function vpChip(g) {
  g.appendChild(svgEl("polygon", {points: "20,2 36,11 36,29 20,38 4,29 4,11", fill: COLOUR.vp,
    stroke: "#5a1010", "stroke-width": 2}));
}

function cardShape(g, colour) {
  g.appendChild(svgEl("rect", {x: 8, y: 2, width: 26, height: 36, rx: 3, fill: colour || "#e8dcc0",
    stroke: "#111", "stroke-width": 1.5}));
}

// A name cut to fit ``w`` units at ``size`` (a rough width per letter):
// the whole name stays in the element's <title>.
function fitted(text, w, size) {
  var most = Math.max(3, Math.floor(w / (size * 0.55)));
  return text.length <= most ? text : text.slice(0, most - 1) + "\u2026";
}

function label(parent, x, y, text, size, w, colour, cls) {
  var t = svgEl("text", {x: x, y: y, "font-size": size, fill: colour || "#eef4ff", "class": cls || "name"},
    w ? fitted(text, w, size) : text);
  parent.appendChild(t);
  return t;
}

// -- Puerto Rico -----------------------------------------------------------------

function prBuildingColour(names, b) {
  var row = names.buildings[b] || ["violet", null, 1];
  if (row[1]) return row[1];
  if (b === "tailor_shop") return "tailor";
  return row[0] === "large" ? "large" : "violet";
}

// The middle of the table: the role cards and their doubloons, the
// colonist ship, the cargo ships and their barrels, the trading house,
// the face-up plantations, the supplies as counts on pictures.
function puertoRicoMiddle(v, n, w) {
  var roles = n.roles.filter(function (r) { return r in v.roles || v.picked.indexOf(r) >= 0; });
  var s = picture("middle", 1400, 290, w.board);
  roles.forEach(function (r, i) {
    var taken = v.picked.indexOf(r) >= 0;
    var g = svgEl("g", {"class": "role" + (taken ? " taken" : ""), "data-role": r,
      "data-doubloons": taken ? 0 : v.roles[r], transform: "translate(" + (8 + i * 124) + ",6)"});
    g.appendChild(svgEl("title", {}, n[r] + (taken ? " (" + w.taken + ")" : ": " + v.roles[r] + " " + n.doubloons)));
    g.appendChild(svgEl("rect", {width: 116, height: 112, rx: 8, fill: taken ? "#33424e" : "#e8dcc0",
      stroke: r === v.role ? "#ffd27a" : "#000", "stroke-width": r === v.role ? 5 : 2}));
    label(g, 8, 24, n[r], 18, 104, taken ? "#dde6ee" : "#111");
    if (taken) label(g, 8, 60, w.taken, 18, 104, "#dde6ee");
    else if (v.roles[r] > 0) counted(g, 14, 54, "role-doubloons", v.roles[r], n.doubloons, coin, "#111");
    s.appendChild(g);
  });
  // the colonist ship
  var y = 140;
  var ship = svgEl("g", {"class": "colonist-ship", "data-colonists": v.colonist_ship, transform: "translate(8," + y + ")"});
  ship.appendChild(svgEl("title", {}, n.colonist_ship + ": " + v.colonist_ship + " " + n.colonists));
  ship.appendChild(svgEl("path", {d: "M0,40 L200,40 L180,100 L20,100 Z", fill: "#7a5030", stroke: "#000", "stroke-width": 2}));
  label(ship, 6, 24, n.colonist_ship, 18, 190);
  for (var i = 0; i < v.colonist_ship; i++) {
    person(ship, 30 + (i % 7) * 22, 56 + Math.floor(i / 7) * 22, 9, "colonist", COLOUR.colonist);
  }
  if (v.nobles) {
    for (var k = 0; k < v.nobles.ship; k++) person(ship, 168 - k * 22, 88, 9, "noble", COLOUR.noble);
  }
  ship.appendChild(svgEl("text", {x: 206, y: 84, "font-size": HEADLINE, "class": "headline", fill: "#ffffff"}, String(v.colonist_ship)));
  s.appendChild(ship);
  // the cargo ships, each its holds and barrels
  v.cargo_ships.forEach(function (c, j) {
    var cap = c[0], good = c[1], load = c[2];
    var g = svgEl("g", {"class": "cargo-ship", "data-capacity": cap, "data-good": good || "", "data-barrels": load,
      transform: "translate(262," + (y - 6 + j * 48) + ")"});
    g.appendChild(svgEl("title", {}, n.cargo_ships + " " + cap + ": " + load + (good ? " " + n[good] : "")));
    g.appendChild(svgEl("path", {d: "M0,0 L" + (cap * 34 + 24) + ",0 L" + (cap * 34 + 8) + ",42 L12,42 Z",
      fill: "#5c3b22", stroke: "#000", "stroke-width": 1.5}));
    for (var b = 0; b < cap; b++) {
      if (b < load) barrelShape(g, good, 14 + b * 34, 6, 28, 30);
      else g.appendChild(svgEl("rect", {x: 14 + b * 34, y: 6, width: 28, height: 30, rx: 6, fill: "none",
        stroke: "#c9a27a", "stroke-width": 1.5, "class": "hold"}));
    }
    s.appendChild(g);
  });
  // the trading house: 4 spaces
  var th = svgEl("g", {"class": "trading-house", "data-barrels": v.trading_house.length, transform: "translate(560," + y + ")"});
  th.appendChild(svgEl("title", {}, n.trading_house + ": " + (v.trading_house.map(function (t) { return n[t]; }).join(", ") || w.empty)));
  th.appendChild(svgEl("rect", {width: 176, height: 100, rx: 8, fill: "#6a4a2a", stroke: "#000", "stroke-width": 2}));
  label(th, 8, 24, n.trading_house, 18, 160);
  for (var t = 0; t < 4; t++) {
    if (t < v.trading_house.length) barrelShape(th, v.trading_house[t], 10 + t * 40, 42, 34, 46);
    else th.appendChild(svgEl("rect", {x: 10 + t * 40, y: 42, width: 34, height: 46, rx: 8, fill: "none", stroke: "#d8b890", "class": "hold"}));
  }
  s.appendChild(th);
  // the face-up plantations
  var fu = svgEl("g", {"class": "faceup", "data-tiles": v.faceup.length, transform: "translate(752," + y + ")"});
  fu.appendChild(svgEl("title", {}, n.plantations + ": " + v.faceup.map(function (t) { return n[t]; }).join(", ")));
  label(fu, 0, 24, n.plantations, 18, 240);
  v.faceup.forEach(function (p, i) {
    fu.appendChild(svgEl("rect", {x: (i % 6) * 42, y: 36 + Math.floor(i / 6) * 34, width: 38, height: 30, rx: 4,
      fill: COLOUR[p], stroke: "#000", "class": "plantation", "data-kind": p}));
  });
  s.appendChild(fu);
  // the supplies: counts on pictures, 3 a row
  var items = [
    ["colonists", v.colonists, n.colonists, function (g) { person(g, 20, 20, 16, "colonist", COLOUR.colonist); }],
    ["vp_chips", v.vp_chips, n.vp_chips, vpChip],
    ["quarries", v.quarries, n.quarries, function (g) { g.appendChild(svgEl("rect", {x: 2, y: 2, width: 36, height: 36, rx: 4, fill: COLOUR.quarry, stroke: "#000"})); }],
    ["stack", v.stock_count, n.plantations + " " + w.stack, function (g) { g.appendChild(svgEl("rect", {x: 2, y: 6, width: 36, height: 30, rx: 4, fill: "#4a6a3a", stroke: "#000"})); }],
  ];
  if (v.nobles) items.push(["nobles", v.nobles.supply, n.noble, function (g) { person(g, 20, 20, 16, "noble", COLOUR.noble); }]);
  Object.keys(v.goods).forEach(function (good) {
    items.push(["barrels", v.goods[good], n.barrels + " " + n[good], function (g) { barrelShape(g, good, 6, 2, 28, 36); }, good]);
  });
  items.forEach(function (it, i) {
    var g = counted(s, 1010 + (i % 3) * 128, 8 + Math.floor(i / 3) * 56, it[0], it[1], it[2], it[3]);
    if (it[4]) g.setAttribute("data-good", it[4]);
  });
  return s;
}

function crown(parent, x, title) {
  var gov = svgEl("g", {"class": "governor", transform: "translate(" + x + ",4)"});
  gov.appendChild(svgEl("title", {}, title));
  gov.appendChild(svgEl("path", {d: "M2,34 L2,10 L12,20 L20,4 L28,20 L38,10 L38,34 Z", fill: "#ffd27a", stroke: "#000"}));
  parent.appendChild(gov);
}

// A player's island (12 spaces: the plantations in their colours, a
// colonist on each one manned) and city (12 spaces: the buildings, a
// large one two spaces of a column, each its circles, a worker in each
// one manned).
function puertoRicoPlayer(v, n, w, i) {
  var p = v.players[i];
  var s = picture("player", 360, 362, p.name);
  s.setAttribute("data-seat", i);
  // who: the name, the governor, the doubloons, San Juan's colonists, the goods
  label(s, 6, 30, p.name, 24, 150, "#ffffff", "player-name");
  if (v.governor === i) crown(s, 158, n.governor);
  counted(s, 200, 0, "doubloons", p.doubloons, n.doubloons, coin);
  counted(s, 284, 0, "san-juan", p.san_juan, n.san_juan, function (g) { person(g, 20, 20, 14, "colonist", COLOUR.colonist); });
  var x = 4;
  Object.keys(p.goods).forEach(function (good) {
    if (!p.goods[good]) return;
    var g = counted(s, x, 46, "goods", p.goods[good], n[good], function (g) { barrelShape(g, good, 6, 2, 28, 36); });
    g.setAttribute("data-good", good);
    x += 72;
  });
  var nobles = p.nobles || {};
  // the island: 3 columns of 4 spaces
  var island = svgEl("g", {"class": "island", transform: "translate(2,96)"});
  island.appendChild(svgEl("rect", {width: 156, height: 264, rx: 8, fill: COLOUR.water}));
  var tiles = [];
  Object.keys(p.island).forEach(function (kind) {
    var c = p.island[kind];
    for (var t = 0; t < c[0]; t++) tiles.push([kind, t < c[1], t < (nobles[kind] || 0)]);
  });
  for (var f = 0; f < (p.forests || 0); f++) tiles.push(["forest", false, false]);
  for (var k = 0; k < 12; k++) {
    var cx = 4 + (k % 3) * 50, cy = 4 + Math.floor(k / 3) * 65;
    var tile = tiles[k];
    var sp = svgEl("g", {"class": "space" + (tile ? " plantation" : " free"), "data-kind": tile ? tile[0] : ""});
    sp.appendChild(svgEl("rect", {x: cx, y: cy, width: 48, height: 61, rx: 4, fill: tile ? COLOUR[tile[0]] : COLOUR.empty,
      stroke: "#0b1620", "stroke-width": 1.5}));
    if (tile) {
      sp.appendChild(svgEl("title", {}, n[tile[0]] + (tile[1] ? ", " + n.colonist : "")));
      if (tile[0] !== "forest") {
        if (tile[1]) person(sp, cx + 24, cy + 36, 11, "colonist", COLOUR.colonist);
        else sp.appendChild(svgEl("circle", {cx: cx + 24, cy: cy + 36, r: 11, fill: "none", stroke: ink(tile[0]),
          "stroke-width": 2, "class": "circle"}));
      }
      if (tile[2]) person(sp, cx + 11, cy + 12, 7, "noble", COLOUR.noble);
    }
    island.appendChild(sp);
  }
  s.appendChild(island);
  // the city: 4 columns of 3 spaces
  var city = svgEl("g", {"class": "city", transform: "translate(160,96)"});
  city.appendChild(svgEl("rect", {width: 198, height: 264, rx: 8, fill: "#3b4a3a"}));
  var used = [];
  var place = function (large) {
    for (var col = 0; col < 4; col++) {
      for (var row = 0; row < 3; row++) {
        var a = row * 4 + col;
        if (used[a]) continue;
        if (!large) return [a];
        if (row < 2 && !used[a + 4]) return [a, a + 4];
      }
    }
    return null;
  };
  Object.keys(p.city).forEach(function (b) {
    var row = n.buildings[b] || ["violet", null, 1];
    var large = row[0] === "large";
    var at = place(large);
    if (!at) return;
    at.forEach(function (a) { used[a] = b; });
    var bx = 4 + (at[0] % 4) * 48, by = 4 + Math.floor(at[0] / 4) * 86, bh = large ? 168 : 82;
    var kind = prBuildingColour(n, b);
    var workers = p.city[b];
    var g = svgEl("g", {"class": "space building", "data-id": b, "data-workers": workers, "data-circles": row[2]});
    g.appendChild(svgEl("title", {}, n[b] + ": " + workers + "/" + row[2]));
    g.appendChild(svgEl("rect", {x: bx, y: by, width: 46, height: bh, rx: 4, fill: COLOUR[kind], stroke: "#0b1620", "stroke-width": 1.5}));
    (n.short[b] || n[b]).split(" ").slice(0, 3).forEach(function (word, j) {
      label(g, bx + 3, by + 14 + j * 13, word, 12, 42, ink(kind));
    });
    for (var c = 0; c < row[2]; c++) {
      var px = bx + 8 + c * 15, py = by + bh - 10;
      if (c < workers) person(g, px, py, 6, "worker", COLOUR.colonist);
      else g.appendChild(svgEl("circle", {cx: px, cy: py, r: 6, fill: "none", stroke: ink(kind), "stroke-width": 2, "class": "circle"}));
    }
    if (nobles[b]) person(g, bx + 36, by + 50, 7, "noble", COLOUR.noble);
    city.appendChild(g);
  });
  for (var e = 0; e < 12; e++) {
    if (used[e]) continue;
    city.appendChild(svgEl("rect", {x: 4 + (e % 4) * 48, y: 4 + Math.floor(e / 4) * 86, width: 46, height: 82, rx: 4,
      fill: COLOUR.empty, "class": "space free"}));
  }
  s.appendChild(city);
  return s;
}

// -- San Juan ----------------------------------------------------------------------

function sanJuanMiddle(v, n, w) {
  var s = picture("middle", 1100, 200, w.board);
  n.roles.forEach(function (r, i) {
    var taken = v.picked.indexOf(r) >= 0;
    var g = svgEl("g", {"class": "role" + (taken ? " taken" : ""), "data-role": r, transform: "translate(" + (10 + i * 130) + ",6)"});
    g.appendChild(svgEl("title", {}, n[r] + (taken ? " (" + w.taken + ")" : "")));
    g.appendChild(svgEl("rect", {width: 122, height: 90, rx: 8, fill: taken ? "#33424e" : "#e8dcc0",
      stroke: r === v.role ? "#ffd27a" : "#000", "stroke-width": r === v.role ? 5 : 2}));
    label(g, 8, 28, n[r], 18, 108, taken ? "#dde6ee" : "#111");
    if (taken) label(g, 8, 64, w.taken, 18, 108, "#dde6ee");
    s.appendChild(g);
  });
  counted(s, 10, 130, "deck", v.deck, w.deck, function (g) { cardShape(g); });
  counted(s, 200, 130, "discard", v.discard, w.discard, function (g) { cardShape(g, "#8a7a60"); });
  counted(s, 390, 130, "tiles", v.tiles_count, w.tiles, function (g) { g.appendChild(svgEl("rect", {x: 2, y: 6, width: 36, height: 28, rx: 3, fill: "#c9a27a", stroke: "#000"})); });
  return s;
}

function sanJuanPlayer(v, n, w, i) {
  var p = v.players[i];
  var s = picture("player", 360, 290, p.name);
  s.setAttribute("data-seat", i);
  label(s, 6, 30, p.name, 24, 190, "#ffffff", "player-name");
  if (v.governor === i) crown(s, 200, n.governor || "");
  counted(s, 260, 0, "hand", p.hand, w.hand, function (g) { cardShape(g); });
  // the buildings, 6 a row; a production building holds its good
  var left = {};
  Object.keys(p.goods).forEach(function (g) { left[g] = p.goods[g]; });
  var city = svgEl("g", {"class": "city", transform: "translate(2,48)"});
  city.appendChild(svgEl("rect", {width: 356, height: 240, rx: 8, fill: "#3b4a3a"}));
  for (var k = 0; k < 12; k++) {
    var b = p.buildings[k];
    var bx = 4 + (k % 6) * 58, by = 4 + Math.floor(k / 6) * 118;
    if (b === undefined) {
      city.appendChild(svgEl("rect", {x: bx, y: by, width: 56, height: 114, rx: 4, fill: COLOUR.empty, "class": "space free"}));
      continue;
    }
    var row = n.buildings[b] || ["violet", null];
    var kind = row[1] || "violet";
    var g = svgEl("g", {"class": "space building", "data-id": b});
    g.appendChild(svgEl("rect", {x: bx, y: by, width: 56, height: 114, rx: 4, fill: COLOUR[kind], stroke: "#0b1620", "stroke-width": 1.5}));
    (n[b] || b).split(" ").slice(0, 3).forEach(function (word, j) {
      label(g, bx + 3, by + 16 + j * 14, word, 13, 52, ink(kind));
    });
    var holds = row[1] && left[row[1]] > 0;
    if (holds) {
      left[row[1]] -= 1;
      g.setAttribute("data-good", row[1]);
      g.appendChild(svgEl("rect", {x: bx + 10, y: by + 62, width: 34, height: 44, rx: 3, fill: "#e8dcc0", stroke: "#111",
        transform: "rotate(-8 " + (bx + 27) + " " + (by + 84) + ")", "class": "good", "data-good": row[1]}));
    }
    g.appendChild(svgEl("title", {}, n[b] + (holds ? ", " + n[row[1]] : "")));
    city.appendChild(g);
  }
  s.appendChild(city);
  return s;
}

// -- Port Royal --------------------------------------------------------------------

function portRoyalCard(parent, c, x, y, n, w) {
  var colour = c.kind === "ship" ? COLOUR[c.colour] : c.kind === "expedition" ? "#d8c8f0" : c.kind === "tax" ? "#cc8855" : "#e8dcc0";
  var g = svgEl("g", {"class": "card " + c.kind, "data-kind": c.kind, transform: "translate(" + x + "," + y + ")"});
  var words = [];
  g.appendChild(svgEl("rect", {width: 120, height: 150, rx: 8, fill: colour, stroke: "#000", "stroke-width": 2}));
  var fg = c.kind === "ship" ? ink(c.colour) : "#111";
  if (c.kind === "ship") {
    words = [n[c.colour] + " " + n.ship];
    g.setAttribute("data-colour", c.colour);
    g.appendChild(svgEl("path", {d: "M14,70 L106,70 L94,100 L26,100 Z", fill: "#5c3b22", stroke: fg}));
    g.appendChild(svgEl("path", {d: "M60,28 L60,70 M60,30 L88,62 L60,62", stroke: fg, fill: "none", "stroke-width": 2}));
    if (c.skull) { words.push("\u2620"); label(g, 10, 136, "\u2620", 26, 0, fg); }
    else if (c.swords !== null) { words.push(c.swords + " \u2694"); label(g, 10, 136, c.swords + "\u2694", 24, 0, fg); }
    if (c.gold !== null) { words.push(c.gold + " " + w.gold); label(g, 66, 136, c.gold + "\u25CF", 24, 0, fg); }
  } else if (c.kind === "character") {
    words = [c.id ? n[c.id] : n.character];
    label(g, 8, 26, words[0], 16, 104, "#111");
    person(g, 60, 72, 22, "person", c.colour ? COLOUR[c.colour] : "#8a6a4a");
    if (c.cost !== null && c.cost !== undefined) { words.push(c.cost + " " + w.gold); label(g, 8, 136, c.cost + "\u25CF", 24, 0, "#111"); }
    if (c.vp) { words.push(c.vp + " " + w.vp); label(g, 66, 136, c.vp + " " + w.vp, 22, 0, "#111"); }
  } else if (c.kind === "expedition") {
    words = [n.expedition];
    var needs = [];
    ["settler", "captain", "priest"].forEach(function (k) { if (c.needs[k]) needs.push(c.needs[k] + " " + n[k]); });
    words = words.concat(needs);
    label(g, 8, 26, n.expedition, 16, 104, "#111");
    var line = 0;
    ["settler", "captain", "priest"].forEach(function (k) {
      if (!c.needs[k]) return;
      label(g, 8, 58 + line * 26, c.needs[k] + "\u00D7 " + n[k], 18, 104, "#111");
      line += 1;
    });
    if (c.gold) { words.push(c.gold + " " + w.gold); label(g, 8, 140, c.gold + "\u25CF", 22, 0, "#111"); }
    words.push(c.vp + " " + w.vp);
    label(g, 60, 140, c.vp + " " + w.vp, 22, 0, "#111");
  } else {
    words = [n.tax];
    label(g, 8, 26, n.tax, 16, 104, "#111");
  }
  g.insertBefore(svgEl("title", {}, words.join(", ")), g.firstChild);
  parent.appendChild(g);
}

function portRoyalMiddle(v, n, w) {
  var cards = v.harbour.length + v.display.length;
  var s = picture("middle", Math.max(1100, 140 + cards * 130), 260, w.board);
  counted(s, 10, 10, "deck", v.deck, w.deck, function (g) { cardShape(g); });
  counted(s, 10, 70, "discard", v.discard, w.discard, function (g) { cardShape(g, "#8a7a60"); });
  var h = svgEl("g", {"class": "harbour", "data-cards": v.harbour.length});
  label(h, 150, 26, w.harbour, 20, 300);
  v.harbour.forEach(function (c, i) { portRoyalCard(h, c, 150 + i * 130, 40, n, w); });
  s.appendChild(h);
  var d = svgEl("g", {"class": "display", "data-cards": v.display.length});
  var dx = 150 + v.harbour.length * 130 + (v.harbour.length ? 20 : 0);
  if (v.display.length) label(d, dx, 26, w.display, 20, 300);
  v.display.forEach(function (c, i) { portRoyalCard(d, c, dx + i * 130, 40, n, w); });
  s.appendChild(d);
  return s;
}

function portRoyalPlayer(v, n, w, i) {
  var p = v.players[i];
  var cards = p.characters.concat(p.expeditions);
  var per = 3;
  var rows = Math.max(1, Math.ceil(cards.length / per));
  var s = picture("player", 400, 52 + rows * 158, p.name);
  s.setAttribute("data-seat", i);
  label(s, 6, 30, p.name, 24, 150, "#ffffff", "player-name");
  counted(s, 160, 0, "gold", p.gold, w.gold, coin);
  counted(s, 280, 0, "vp", p.vp, w.vp, vpChip);
  var g = svgEl("g", {"class": "characters", "data-cards": p.characters.length, "data-expeditions": p.expeditions.length});
  cards.forEach(function (c, k) { portRoyalCard(g, c, 8 + (k % per) * 130, 48 + Math.floor(k / per) * 158, n, w); });
  s.appendChild(g);
  return s;
}

var PICTURES = {
  puerto_rico: [puertoRicoMiddle, puertoRicoPlayer],
  san_juan: [sanJuanMiddle, sanJuanPlayer],
  port_royal: [portRoyalMiddle, portRoyalPlayer],
};

// The pictures of the board ``d`` (the board's JSON): the middle of the
// table, then each player's; none without a game.
function drawBoard(d) {
  var make = PICTURES[d.game];
  if (!make || !d.view) return [];
  var v = d.view, n = d.labels, w = d.words;
  var out = [make[0](v, n, w)];
  v.players.forEach(function (p, i) { out.push(make[1](v, n, w, i)); });
  return out;
}
