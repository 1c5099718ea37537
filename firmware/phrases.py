"""The sentences of the screens, built from firmware.words, in English and
French, for both editions: menu lines for actions, what to do with the
pieces after an action (events), the pending decision, and the device's
fixed words (``ui``).

Templates are data: ``TEMPLATES[lang][key]`` with ``str.format`` fields;
``TEMPLATES_1897`` only where the 1897 words need another sentence. Every
template may also use any name of firmware.words as a field ("{colonists}",
"{trading_house}", ...), in the language and edition shown.

Menu lines stay within 20 characters whenever the names allow it (a long
building name falls back to its short name). Only Latin-1 characters.
"""

from core import data
from core.roles.builder import price
from core.roles.trader import sale_price

from . import words

MENU = 20  # characters of a menu line (21 on the screen, 1 for the cursor)

TEMPLATES = {
    "en": {
        # actions: menu lines
        "a_role": "{role}",
        "a_role_money": "{role} +{n}",
        "a_pass": "pass",
        "a_with_colonist": "{what} +{colonist}",
        "a_hacienda": "{hacienda}: draw 1",
        "a_build": "{building} {price}",
        "a_keep_all": "keep old places",
        "a_place": "on {target}",
        "a_bonus": "+1 {good}",
        "a_sell": "sell {good} +{price}",
        "a_load": "{good} -> ship {cap}",
        "a_wharf": "{good} -> {wharf_short}",
        "a_store": "store all {good}",
        "a_keep_one": "keep 1 {good}",
        "a_drawn": "drew {good}",
        # events: what to do with the pieces
        "e_role": "{name} picks {role}",
        "e_role_money": "{name} picks {role}: take {money} from the card",
        "e_colonists": "{name}: take {count}",
        "e_colonist_ship": "put {count} on the ship",
        "e_tile": "{name}: take {a_good} plantation",
        "e_tile_quarry": "{name}: take a quarry",
        "e_tile_colonist": "{what} with a colonist",
        "e_hacienda_tile": "{name}: take {a_good} plantation face down ({hacienda})",
        "e_faceup": "new plantations: {tiles}",
        "e_faceup_none": "no plantations left",
        "e_build": "{name}: build {building}, pay {money}",
        "e_build_colonist": "{what}, 1 colonist on it",
        "e_produce": "{name}: take {goods}",
        "e_doubloons": "{name}: take {money}",
        "e_sell": "{name}: sell 1 {good}, take {money}",
        "e_trading_house_emptied": "empty the trading house",
        "e_load": "{name}: load {n} {good} on ship {cap}",
        "e_wharf": "{name}: {wharf}, return {n} {good}",
        "e_spoil": "{name}: return {goods}",
        "e_store": "{name}: warehouse keeps all {good}",
        "e_unload": "empty ship {cap} ({n} {good})",
        "e_round_end": "end of round {n}: 1 doubloon on each role left",
        "e_end_trigger": "the game ends after this round ({why})",
        "e_game_over": "game over",
        # why the game ends
        "why_colonists": "colonists ran out",
        "why_city": "a city is full",
        "why_vp_chips": "VP chips ran out",
        # who decides what
        "deciding": "{name}: {what}",
        "list_sep": ", ",
    },
    "fr": {
        "a_role": "{role}",
        "a_role_money": "{role} +{n}",
        "a_pass": "passer",
        "a_with_colonist": "{what} +{colonist}",
        "a_hacienda": "{hacienda} : piocher 1",
        "a_build": "{building} {price}",
        "a_keep_all": "remettre comme avant",
        "a_place": "sur {target}",
        "a_bonus": "+1 {good}",
        "a_sell": "vendre {good} +{price}",
        "a_load": "{good} -> navire {cap}",
        "a_wharf": "{good} -> {wharf_short}",
        "a_store": "stocker {good}",
        "a_keep_one": "garder 1 {good}",
        "a_drawn": "tiré : {good}",
        "e_role": "{name} choisit {role}",
        "e_role_money": "{name} choisit {role} : prendre {money} sur la carte",
        "e_colonists": "{name} : prendre {count}",
        "e_colonist_ship": "mettre {count} sur le navire",
        "e_tile": "{name} : prendre une {plantation} {de_good}",
        "e_tile_quarry": "{name} : prendre une {quarry}",
        "e_tile_colonist": "{what} avec un {colonist}",
        "e_hacienda_tile": "{name} : prendre une {plantation} {de_good} face cachée ({hacienda})",
        "e_faceup": "nouvelles {plantations} : {tiles}",
        "e_faceup_none": "plus de {plantations}",
        "e_build": "{name} : construire {building}, payer {money}",
        "e_build_colonist": "{what}, 1 {colonist} dessus",
        "e_produce": "{name} : prendre {goods}",
        "e_doubloons": "{name} : prendre {money}",
        "e_sell": "{name} : vendre 1 {good}, prendre {money}",
        "e_trading_house_emptied": "vider le {trading_house}",
        "e_load": "{name} : charger {n} {good} sur le navire {cap}",
        "e_wharf": "{name} : {wharf}, rendre {n} {good} à la {supply}",
        "e_spoil": "{name} : rendre {goods} à la {supply}",
        "e_store": "{name} : garder tous les {barrels} {de_good} (entrepôt)",
        "e_unload": "vider le navire {cap} ({n} {good})",
        "e_round_end": "fin du tour {n} : 1 {doubloon} sur chaque rôle restant",
        "e_end_trigger": "la partie finit après ce tour ({why})",
        "e_game_over": "fin de la partie",
        "why_colonists": "plus assez de {colonists}",
        "why_city": "une {city} est pleine",
        "why_vp_chips": "plus de {vp_chips}",
        "deciding": "{name} : {what}",
        "list_sep": ", ",
    },
}

TEMPLATES_1897 = {
    "en": {},
    "fr": {
        "e_colonist_ship": "mettre {count} sur le {colonist_ship}",
        "e_trading_house_emptied": "vider la {trading_house}",
    },
}

# What the player on turn must decide (core.engine.DECISIONS kinds); at
# most 17 characters, so that "12/12" fits beside it on the line.
PROMPTS = {
    "en": {
        "roles": "pick a role",
        "settler": "plantation/quarry",
        "mayor": "place a {colonist}",
        "builder": "build",
        "craftsman": "bonus {barrel}",
        "trader": "sell a {barrel}",
        "captain": "load a ship",
        "storage": "{barrels} to keep",
        "draw": "tile drawn?",
    },
    "fr": {
        "roles": "choisir un rôle",
        "settler": "prendre une tuile",
        "mayor": "placer un {colonist}",
        "builder": "construire",
        "craftsman": "{barrel} en plus",
        "trader": "vendre un {barrel}",
        "captain": "charger un navire",
        "storage": "{barrels} à garder",
        "draw": "tuile tirée ?",
    },
}

# The short "what" of ``deciding``: "Bernie: build".
DECIDING = {
    "en": {
        "roles": "role", "settler": "plantation", "mayor": "{colonists}",
        "builder": "build", "craftsman": "bonus", "trader": "sell",
        "captain": "load", "storage": "keep", "draw": "tile drawn",
    },
    "fr": {
        "roles": "rôle", "settler": "{plantation}", "mayor": "{colonists}",
        "builder": "construire", "craftsman": "bonus", "trader": "vendre",
        "captain": "charger", "storage": "garder", "draw": "tuile tirée",
    },
}

# The device's fixed words. Same keys and the same fields in both languages.
UI = {
    "en": {
        "your_turn": "your turn",
        "waiting": "{name} decides",
        "doubloons_short": "$",
        "vp_secret": "VP: {vp} (secret)",
        "written": "+{n} written",
        "game_over": "game over",
        "winner": "{name} wins",
        "round": "Round {n}",
        "governor": "governor",
        "help_hint": "hold * for help",
        "back": "back",
        "screen_failed": "{screen} screen: no answer",
        "rank": "rank",
        "total": "total",
        "chips": "chips",
        "buildings": "buildings",
        "bonus": "bonus",
        "tiebreak": "tie-break",
        "counter_mode": "counter mode",
        "scoring_mode": "scoring mode",
        "play": "play",
        "players": "players",
        "edition": "edition",
        "classic": "classic",
        "edition_1897": "1897",
        "language": "language",
        "language_name": "English",
        "tiles": "tiles",
        "shuffle": "shuffle",
        "physical": "physical",
        "start": "start",
        "confirm": "confirm",
        "undo": "undo",
        "yes": "yes",
        "no": "no",
        "next": "next",
        "quit": "quit",
        "seed": "seed",
        "name": "name",
        "vp": "VP",
        "help": "help",
        "undo_last": "undo last decision",
        "mode": "mode",
        "close": "close",
        "undo_ask": "undo for {name}? o yes, < no",
        "resumed": "game {n} resumed",
        "set_aside": "game {n} set aside",
        "not_saved": "not saved: {n} waiting",
    },
    "fr": {
        "your_turn": "à vous",
        "waiting": "{name} décide",
        "doubloons_short": "$",
        "vp_secret": "PV : {vp} (secret)",
        "written": "+{n} notés",
        "game_over": "partie finie",
        "winner": "{name} gagne",
        "round": "Tour {n}",
        "governor": "gouverneur",
        "help_hint": "maintenir * : aide",
        "back": "retour",
        "screen_failed": "écran {screen} : muet",
        "rank": "rang",
        "total": "total",
        "chips": "jetons",
        "buildings": "bâtiments",
        "bonus": "bonus",
        "tiebreak": "départage",
        "counter_mode": "mode compteur",
        "scoring_mode": "mode décompte",
        "play": "jouer",
        "players": "joueurs",
        "edition": "édition",
        "classic": "classique",
        "edition_1897": "1897",
        "language": "langue",
        "language_name": "Français",
        "tiles": "tuiles",
        "shuffle": "mélangées",
        "physical": "réelles",
        "start": "commencer",
        "confirm": "confirmer",
        "undo": "annuler",
        "yes": "oui",
        "no": "non",
        "next": "suivant",
        "quit": "quitter",
        "seed": "graine",
        "name": "nom",
        "vp": "PV",
        "help": "aide",
        "undo_last": "annuler le dernier",
        "mode": "mode",
        "close": "fermer",
        "undo_ask": "annuler pour {name} ? o oui, < non",
        "resumed": "partie {n} reprise",
        "set_aside": "partie {n} écartée",
        "not_saved": "non enregistré : {n}",
    },
}


# ---- helpers ---------------------------------------------------------------

def _lang(lang):
    return lang if lang in TEMPLATES else "en"


def _ed(state, edition):
    if edition is None:
        edition = state.get("edition", "classic") if state is not None else "classic"
    return edition if edition in words.EDITIONS else "classic"


def _t(key, lang, edition, **fields):
    """Fill template ``key``; the names of firmware.words are fields too."""
    lang = _lang(lang)
    t = None
    if edition == "1897":
        t = TEMPLATES_1897.get(lang, {}).get(key)
    if t is None:
        t = TEMPLATES[lang][key]
    f = words.names(lang, edition)
    f.update(fields)
    return t.format(**f)


def _fill(t, lang, edition):
    return t.format(**words.names(lang, edition))


def _name(ident, lang, edition, is_short=False):
    if is_short:
        return words.short(ident, lang, edition)
    return words.name(ident, lang, edition)


def _de(good, lang, edition):
    """French "de maïs" / "d'indigo" / "de Fruits"; English: the good."""
    g = words.name(good, lang, edition)
    if lang != "fr":
        return g
    if g[:1].lower() in "aeiouyéèêàâîôû":
        return "d'" + g
    return "de " + g


def _a(good, lang, edition):
    """English "a corn" / "an indigo" (other languages: the good)."""
    g = words.name(good, lang, edition)
    if lang != "en":
        return g
    return ("an " if g[:1].lower() in "aeiou" else "a ") + g


def _goods(d, lang, edition):
    parts = []
    for g in data.GOODS:
        if d.get(g):
            parts.append(str(d[g]) + " " + words.name(g, lang, edition))
    return _t("list_sep", lang, edition).join(parts)


def _player(state, p):
    if p is None:
        return ""
    try:
        return state["players"][p]["name"]
    except (IndexError, KeyError, TypeError):
        return str(p)


def label(ident, lang="en", edition="classic"):
    """'small_sugar_mill' -> 'small sugar mill' (any id, any language)."""
    return words.name(ident, lang, edition) if ident else ""


# ---- actions ---------------------------------------------------------------

def action_text(state, action, lang="en", edition=None):
    """A menu line for ``action`` of the player on turn (a state or a view);
    at most 20 characters whenever the names allow it."""
    edition = _ed(state, edition)
    lang = _lang(lang)
    line = _action(state, action, lang, edition, False)
    if len(line) > MENU:
        other = _action(state, action, lang, edition, True)
        if len(other) < len(line):
            line = other
    return line


def _action(state, action, lang, edition, is_short):
    what = action[0] if action else ""
    arg = action[1] if len(action) > 1 else None

    def nm(ident):
        return _name(ident, lang, edition, is_short)

    if what == "role":
        money = state["roles"].get(arg, 0)
        if money:
            return _t("a_role_money", lang, edition, role=nm(arg), n=money)
        return _t("a_role", lang, edition, role=nm(arg))
    if what == "pass":
        return _t("a_pass", lang, edition)
    def with_colonist(line):
        # the short form of a too long line also shortens "colonist"
        col = words.short("colonist", lang, edition) if is_short else None
        if col:
            return _t("a_with_colonist", lang, edition, what=line, colonist=col)
        return _t("a_with_colonist", lang, edition, what=line)

    if what == "plantation":
        line = nm(arg)
        return with_colonist(line) if action[2:3] == ["hospice"] else line
    if what == "quarry":
        line = nm("quarry")
        return with_colonist(line) if action[1:2] == ["hospice"] else line
    if what == "hacienda":
        return _t("a_hacienda", lang, edition)
    if what == "build":
        cost = price(state, state["turn"], arg)
        line = _t("a_build", lang, edition, building=nm(arg), price=cost)
        return with_colonist(line) if action[2:3] == ["university"] else line
    if what == "keep" and arg is None:
        return _t("a_keep_all", lang, edition)
    if what == "keep":
        return _t("a_keep_one", lang, edition, good=nm(arg))
    if what == "place":
        return _t("a_place", lang, edition, target=nm(arg))
    if what == "bonus":
        return _t("a_bonus", lang, edition, good=nm(arg))
    if what == "sell":
        return _t("a_sell", lang, edition, good=nm(arg),
                  price=sale_price(state, state["turn"], arg))
    if what == "load":
        ship = state["cargo_ships"][action[2]]
        return _t("a_load", lang, edition, good=nm(arg), cap=ship[0])
    if what == "wharf":
        return _t("a_wharf", lang, edition, good=nm(arg),
                  wharf_short=words.short("wharf", lang, edition))
    if what == "store":
        return _t("a_store", lang, edition, good=nm(arg))
    if what == "drawn":
        return _t("a_drawn", lang, edition, good=nm(arg))
    return " ".join([str(x) for x in action])


# ---- events ----------------------------------------------------------------

def event_text(state, ev, lang="en", edition=None):
    """What to do with the physical pieces after an action, or None
    (nothing to do, or secret: VP events are never shown here)."""
    edition = _ed(state, edition)
    lang = _lang(lang)
    kind, p, what = ev[0], ev[1], ev[2]
    name = _player(state, p)

    def t(key, **f):
        return _t(key, lang, edition, name=name, **f)

    def nm(ident):
        return words.name(ident, lang, edition)

    def money(n):
        return words.count(n, "doubloon", lang, edition)

    if kind == "role":
        if what[1]:
            return t("e_role_money", role=nm(what[0]), money=money(what[1]))
        return t("e_role", role=nm(what[0]))
    if kind == "colonists":
        return t("e_colonists", count=words.count(what, "colonist", lang, edition))
    if kind == "colonist_ship":
        return t("e_colonist_ship", count=words.count(what, "colonist", lang, edition))
    if kind == "tile":
        if what[0] == "quarry":
            line = t("e_tile_quarry")
        else:
            line = t("e_tile", good=nm(what[0]), de_good=_de(what[0], lang, edition),
                     a_good=_a(what[0], lang, edition))
        if what[1]:
            line = t("e_tile_colonist", what=line)
        return line
    if kind == "hacienda_tile":
        return t("e_hacienda_tile", good=nm(what), de_good=_de(what, lang, edition),
                 a_good=_a(what, lang, edition))
    if kind == "faceup":
        if not what:
            return t("e_faceup_none")
        sep = _t("list_sep", lang, edition)
        return t("e_faceup", tiles=sep.join([nm(g) for g in what]))
    if kind == "build":
        line = t("e_build", building=nm(what[0]), money=money(what[1]))
        if len(what) > 2 and what[2]:
            line = t("e_build_colonist", what=line)
        return line
    if kind == "produce":
        return t("e_produce", goods=_goods(what, lang, edition))
    if kind == "doubloons":
        return t("e_doubloons", money=money(what))
    if kind == "sell":
        return t("e_sell", good=nm(what[0]), money=money(what[1]))
    if kind == "trading_house_emptied":
        return t("e_trading_house_emptied")
    if kind == "load":
        ships = state.get("cargo_ships") or []
        cap = ships[what[2]][0] if 0 <= what[2] < len(ships) else what[2] + 1
        return t("e_load", n=what[1], good=nm(what[0]), cap=cap)
    if kind == "wharf":
        return t("e_wharf", n=what[1], good=nm(what[0]))
    if kind == "spoil":
        return t("e_spoil", goods=_goods(what, lang, edition))
    if kind == "store":
        return t("e_store", good=nm(what), de_good=_de(what, lang, edition))
    if kind == "unload":
        ships = state.get("cargo_ships") or []
        cap = ships[what[0]][0] if 0 <= what[0] < len(ships) else what[0] + 1
        return t("e_unload", cap=cap, n=what[2], good=nm(what[1]))
    if kind == "round_end":
        return t("e_round_end", n=what)
    if kind == "end_trigger":
        key = "why_" + str(what)
        why = _t(key, lang, edition) if key in TEMPLATES["en"] else nm(what)
        return t("e_end_trigger", why=why)
    if kind == "game_over":
        return t("e_game_over")
    # "vp" (secret), "pass", "placed" and anything unknown: nothing to say
    return None


# ---- decisions and fixed words --------------------------------------------

def prompt(kind, lang="en", edition="classic"):
    """The question for a pending decision kind (core.engine.DECISIONS)."""
    lang = _lang(lang)
    t = PROMPTS[lang].get(kind)
    if t is None:
        return words.name(kind, lang, edition)
    return _fill(t, lang, _ed(None, edition))


def deciding(state, lang="en", edition=None):
    """One line saying who decides what now ("Bernie: build"); a state or
    a view. Game over: the "game_over" words."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    if state.get("phase") == "over":
        return ui("game_over", lang)
    draw = state.get("draw")
    if draw is not None:
        kind, p = "draw", draw["player"]
    else:
        kind, p = state["phase"], state["turn"]
    what = DECIDING[lang].get(kind)
    what = _fill(what, lang, edition) if what is not None else words.name(kind, lang, edition)
    return _t("deciding", lang, edition, name=_player(state, p), what=what)


def ui(key, lang="en", **fields):
    """The device's fixed words: ``ui("winner", "fr", name="Anne")``. An
    unknown key comes back as itself; a missing field leaves the template."""
    t = UI[_lang(lang)].get(key)
    if t is None:
        t = UI["en"].get(key, key)
    try:
        return t.format(**fields)
    except (KeyError, IndexError):
        return t
