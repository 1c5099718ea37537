# -*- coding: utf-8 -*-
"""Screen words and sentences (firmware.catalog, the catalogs in
firmware/lang/ and firmware/games/puerto_rico/lang/, and
firmware.games.puerto_rico.phrases): names in English and French for both
editions, short names, help, Latin-1 only, the device's fixed words, every
key used and every key existing in both languages, and menu lines / table
instructions for every legal action and every event of random games."""

import ast
import os
import random
import re
import string

import pytest

import core
from core.puerto_rico import data
from core.puerto_rico.engine import DECISIONS
from core.puerto_rico.views import public_view
from firmware import catalog, games, layout
from firmware.catalog import text
from firmware.drawing import CHARS
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.phrases import GAME
from firmware.lang import en as dev_en, fr as dev_fr
from tests.support import DATA, ROOT
from tests.support.pr_words import catalogs, en as pr_en, fr as pr_fr, en_1897, fr_1897

LANGS = ("en", "fr")
EDITIONS = ("classic", "1897")
BOTH = [(lang, ed) for lang in LANGS for ed in EDITIONS]
ROLES = tuple(r for r in data.ROLES if r != "prospector2")
TABLE_WORDS = (
    "doubloon",
    "doubloons",
    "colonist",
    "colonists",
    "vp",
    "governor",
    "trading_house",
    "colonist_ship",
    "cargo_ship",
    "san_juan",
)
# the two name tables of the rules digest, copied into the repository
DIGEST = os.path.join(DATA, "puerto-rico-names.md")
GAME_WORDS = {"en": pr_en.WORDS, "fr": pr_fr.WORDS}
DEVICE_WORDS = {"en": dev_en.WORDS, "fr": dev_fr.WORDS}
OVERLAYS = {"en": en_1897.WORDS, "fr": fr_1897.WORDS}
# each catalog module: the game's, its expansions' folders', the device's
CATALOGS = tuple(m for lang in ("en", "fr", "en_1897", "fr_1897") for m in catalogs(lang)) + (dev_en, dev_fr)


def latin1(text):
    try:
        text.encode("latin-1")
        return True
    except UnicodeEncodeError:
        return False


def strings_in(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k in obj:
            yield from strings_in(k)
            yield from strings_in(obj[k])
    elif isinstance(obj, (list, tuple)):
        for x in obj:
            yield from strings_in(x)


def fields(template):
    return sorted(f[1] for f in string.Formatter().parse(template) if f[1] is not None)


# ---- names -----------------------------------------------------------------


@pytest.mark.parametrize("lang,ed", BOTH)
def test_every_base_id_has_a_name_in_the_tables(lang, ed):
    ids = data.BUILDING_ORDER + data.ROLES + data.GOODS + ("quarry",) + TABLE_WORDS
    for ident in ids:
        n = phrases.name(ident, lang, ed)
        assert n and n.strip() == n, (ident, lang, ed)
        key = "prospector" if ident == "prospector2" else ident
        assert key in GAME_WORDS[lang], (ident, lang)
    # French names differ from English ones where the rulebooks rename
    assert phrases.name("builder", "fr", ed) != "builder"
    assert phrases.name("harbor", "fr", ed).lower() == "port"


def test_french_names_from_the_digest_sample():
    fr = lambda i, ed="classic": phrases.name(i, "fr", ed)  # noqa: E731
    assert fr("factory") == "manufacture"
    assert fr("factory", "1897") == "Usine"
    assert fr("harbor") == "port" and fr("wharf") == "quai"
    assert fr("harbor", "1897") == "Port"
    assert fr("wharf", "1897") == "Chantier Naval"
    assert fr("indigo", "1897") == "Fruits" and fr("indigo") == "indigo"
    assert fr("construction_hut") == "baraque de chantier"
    assert fr("construction_hut", "1897") == "Dépôt de Matériaux"
    assert fr("guild_hall", "1897") == "Caserne de Pompiers"
    assert fr("university", "1897") == "École"
    assert fr("city_hall", "1897") == "Palais du Gouverneur"
    assert fr("settler") == "planteur" and fr("settler", "1897") == "Paysan"
    assert fr("mayor") == "intendant" and fr("mayor", "1897") == "Recruteur"
    assert fr("prospector") == "chercheur d'or" and fr("prospector2", "1897") == "Aventurier"
    assert fr("doubloons") == "doublons" and fr("doubloons", "1897") == "Pesos"
    assert fr("colonists") == "colons" and fr("colonists", "1897") == "ouvriers"
    assert fr("trading_house") == "magasin"
    assert fr("trading_house", "1897") == "Maison de Commerce"
    assert fr("colonist_ship", "1897") == "Registre du Personnel"
    assert phrases.name("small_indigo_plant") == "small indigo plant"
    assert phrases.name("indigo_plant") == "large indigo plant"


def _digest_rows():
    with open(DIGEST, encoding="utf-8") as f:
        text = f.read()
    return [
        [c.strip() for c in ln.strip().strip("|").split("|")]
        for ln in text.splitlines()
        if ln.startswith("|")
    ]


def test_french_building_names_match_the_whole_digest_table():
    seen = 0
    for cells in _digest_rows():
        if cells[0] in data.BASE_BUILDINGS and len(cells) > 4:
            b = cells[0]
            classic = re.sub(r"\s*\(.*\)", "", cells[2])
            assert phrases.name(b, "fr", "classic").lower() == classic.lower(), b
            assert phrases.name(b, "fr", "1897") == cells[3], b
            seen += 1
    assert seen == len(data.BASE_BUILDINGS)


def test_french_role_names_match_the_digest_names_table():
    rows = {c[0]: c for c in _digest_rows() if len(c) == 3}
    for r in ROLES:
        row = rows[r.capitalize()]
        assert phrases.name(r, "fr", "classic").lower() == row[1].lower(), r
        assert phrases.name(r, "fr", "1897") == row[2], r


def test_unknown_ids_never_raise():
    # (English 1897 names: tests/firmware/test_translations.py)
    assert phrases.name("prospector2") == "prospector"
    assert phrases.name("no_such_thing", "fr", "1897") == "no such thing"
    assert phrases.name(None) == ""
    assert phrases.name("harbor", "xx") == "harbor"  # unknown language: English
    assert phrases.short("no_such_thing_at_all") == "no such th"
    assert phrases.help_text("no_such_thing") == []


def test_expansion_buildings_have_names():
    for b in data.BUILDING_ORDER:
        if data.building(b)["expansion"] != "base":
            for lang, ed in BOTH:
                assert "_" not in phrases.name(b, lang, ed)
    assert phrases.name("aqueduct", "fr", "1897") == "Canal"
    assert phrases.name("cloister", "fr", "1897") == "Cathédrale"


def test_counts_agree():
    assert phrases.count(1, "doubloon") == "1 doubloon"
    assert phrases.count(0, "doubloon") == "0 doubloons"
    assert phrases.count(0, "doubloon", "fr") == "0 doublon"
    assert phrases.count(3, "colonist", "fr", "1897") == "3 ouvriers"


# ---- short names -----------------------------------------------------------


@pytest.mark.parametrize("lang,ed", BOTH)
def test_short_names_within_limits_and_unique(lang, ed):
    goods = [phrases.short(g, lang, ed) for g in data.GOODS + ("quarry",)]
    roles = [phrases.short(r, lang, ed) for r in ROLES]
    builds = [phrases.short(b, lang, ed) for b in data.BUILDING_ORDER]
    for s in goods + roles:
        assert 0 < len(s) <= 3, s
    for s in builds:
        assert 0 < len(s) <= 10, s
    assert len(set(goods)) == len(goods)
    assert len(set(roles)) == len(roles)
    assert len(set(builds)) == len(builds)
    assert phrases.short("prospector2", lang, ed) == phrases.short("prospector", lang, ed)
    for w in TABLE_WORDS:
        assert 0 < len(phrases.short(w, lang, ed)) <= 3, w


def test_short_examples():
    assert phrases.short("corn") == "cor" and phrases.short("coffee") == "cof"
    assert phrases.short("corn", "fr") == "maï"
    assert phrases.short("indigo", "fr", "1897") == "Fru"


# ---- help ------------------------------------------------------------------


@pytest.mark.parametrize("lang,ed", BOTH)
def test_help_for_every_role_and_base_building(lang, ed):
    for ident in data.ROLES + data.BASE_BUILDINGS + data.GOODS + ("quarry", "roles"):
        lines = phrases.help_text(ident, lang, ed)
        assert len(lines) >= 2, ident
        for ln in lines:
            assert 0 < len(ln) <= CHARS, (ident, ln)
            assert latin1(ln), (ident, ln)
            assert "{" not in ln and "}" not in ln, (ident, ln)


@pytest.mark.parametrize("lang,ed", BOTH)
def test_the_roles_page_says_how_a_round_goes(lang, ed):
    """The help while a role is picked: the roles, the governor first and
    then clockwise, each role's phase for everyone with the picker's
    privilege, a doubloon on each role left at the end of the round."""
    lines = phrases.help_text("roles", lang, ed)
    assert len(lines) >= 10
    page = " ".join(lines)
    for r in ROLES:
        assert phrases.name(r, lang, ed) in page, r
    for w in ("governor", "doubloon", "doubloons"):
        assert phrases.name(w, lang, ed) in page, w
    words = {
        "en": ("clockwise", "privilege", "picker first", "end of the round"),
        "fr": ("sens horaire", "privilège", "en commençant par", "fin de tour"),
    }
    for w in words[lang]:
        assert w in page, w
    # the seat's help title
    assert phrases.name("roles", lang, ed) == {"en": "roles", "fr": "rôles"}[lang]


def test_help_uses_the_edition_words():
    text = " ".join(phrases.help_text("small_market", "fr", "1897"))
    assert "Peso" in text and "doublon" not in text
    text = " ".join(phrases.help_text("hospice", "fr", "1897"))
    assert "ouvrier" in text and "Paysan" in text
    text = " ".join(phrases.help_text("office", "fr", "1897"))
    assert "la Maison de Commerce" in text
    assert phrases.help_text("prospector2") == phrases.help_text("prospector")


def test_wrap():
    text = "Each occupied quarry makes a building 1 doubloon cheaper, up to its column."
    lines = layout.wrap(text, 21)
    assert all(len(ln) <= 21 for ln in lines)
    assert " ".join(lines) == text
    assert layout.wrap("a" * 30, 21) == ["a" * 21, "a" * 9]
    assert layout.wrap("one\ntwo", 21) == ["one", "two"]
    # a French ":" never starts a line
    for ln in layout.wrap("Privilege du planteur : une carriere", 21):
        assert not ln.startswith(":")
    assert layout.wrap("", 21) == []


# ---- Latin-1 ---------------------------------------------------------------


def test_catalogs_and_sources_are_latin1_only():
    for mod in CATALOGS:
        assert isinstance(mod.WORDS, dict) and all(isinstance(k, str) for k in mod.WORDS)
        for s in strings_in(mod.WORDS):
            assert latin1(s), s
    for mod in CATALOGS + (catalog, layout, phrases):
        with open(mod.__file__, encoding="utf-8") as f:
            src = f.read()
        bad = [c for c in src if ord(c) > 255]
        assert not bad, (mod.__name__, bad[:5])


# ---- the catalogs and the one lookup ----------------------------------------


def test_catalogs_are_plain_data():
    """A catalog module holds its docstring and one dict, nothing else."""
    for mod in CATALOGS:
        with open(mod.__file__, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        body = [n for n in tree.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
        assert len(body) == 1 and isinstance(body[0], ast.Assign), mod.__name__
        assert [t.id for t in body[0].targets] == ["WORDS"], mod.__name__
        assert isinstance(ast.literal_eval(body[0].value), dict), mod.__name__


def test_lookup_order_overlay_game_shared_then_english():
    # the 1897 overlay before the game's words, in the language shown
    assert text("settler", "fr", GAME, "1897") == "Paysan"
    assert text("settler", "fr", GAME) == "planteur"
    assert text("settler", "fr", GAME, "classic") == "planteur"
    # French 1897 says nothing otherwise about "roles": the classic French
    assert text("roles", "fr", GAME, "1897") == "rôles"
    # the game's words, then the shared ones
    got = text("undo_ask", "fr", GAME, name="Anne", what="planteur", choice="maïs", asker="Ben")
    assert got == "annuler Anne (planteur) : maïs ? Ben le demande ; un autre joueur : o oui, < non"
    assert text("round", "fr", GAME, n=2) == "Tour 2"
    # a game's words need the game
    assert text("round", "fr", n=2) == "round"
    # an unknown language, game or edition: English, the shared words
    assert text("winner", "xx", name="Bo") == "Bo wins"
    assert text("settler", "xx", GAME, "1897") == text("settler", "en", GAME, "1897")
    assert text("settler", "xx", GAME, "no_such_edition") == "settler"
    assert text("winner", "fr", "no_such_game", "1897", name="Bo") == "Bo gagne"
    assert text("settler", "fr", GAME, "../../etc") == "planteur"
    assert text("settler", "fr", GAME, "") == "planteur"
    # names are fields of every sentence of the game
    assert text("prompt.mayor", "fr", GAME, "1897") == "placer un ouvrier"
    assert (
        text("e_colonist_ship", "fr", GAME, "1897", count="3 ouvriers")
        == "mettre 3 ouvriers de la réserve sur le Registre du Personnel"
    )
    # a given field wins over a name
    assert text("a_role", "en", GAME, role="builder +1") == "builder +1"


def test_lookup_order_with_a_game_of_its_own(monkeypatch):
    """A game is found by its package path; every layer in the language
    shown comes before any layer in English."""
    import types

    def add(name, words=None):
        mod = types.ModuleType(name)
        if words is not None:
            mod.WORDS = words
        monkeypatch.setitem(__import__("sys").modules, name, mod)

    monkeypatch.setattr(catalog, "_tables", {})  # built anew, then put back
    base = "firmware.games.zz_test_game"
    add(base)
    add(base + ".lang")
    add(
        base + ".lang.en",
        {"k1": "en game", "k2": "en game 2", "k3": "en game 3", "winner": "{name} is first", "thing": "box"},
    )
    add(base + ".lang.fr", {"k1": "fr game", "k3": "fr game 3", "thing": "boîte"})
    add(base + ".lang.en_ed", {"k1": "en overlay", "k4": "en overlay 4"})
    add(base + ".lang.fr_ed", {"k3": "fr overlay", "k5": "{thing} ici"})
    game = "zz_test_game"
    assert text("k1", "fr", game, "ed") == "fr game"  # not the English overlay
    assert text("k2", "fr", game, "ed") == "en game 2"  # English when French has none
    assert text("k3", "fr", game, "ed") == "fr overlay"
    assert text("k3", "fr", game) == "fr game 3"
    assert text("k4", "fr", game, "ed") == "en overlay 4"
    assert text("k1", "en", game, "ed") == "en overlay"
    assert text("winner", "fr", game, name="Anne") == "Anne gagne"  # shared French first
    assert text("winner", "en", game, name="Anne") == "Anne is first"
    assert text("k5", "fr", game, "ed") == "boîte ici"  # its names are fields
    assert text("k5", "fr", game) == "k5"


def test_shared_words_in_both_languages_with_the_same_fields():
    assert set(DEVICE_WORDS["en"]) == set(DEVICE_WORDS["fr"])
    for k in DEVICE_WORDS["en"]:
        assert fields(DEVICE_WORDS["en"][k]) == fields(DEVICE_WORDS["fr"][k]), k
        for lang in LANGS:
            assert DEVICE_WORDS[lang][k], (lang, k)
    assert text("winner", "fr", name="Anne") == "Anne gagne"
    assert text("round", "en", GAME, n=3) == "Round 3"
    assert text("vp_secret", "en", GAME, vp=12) == "VP: 12 (secret)"
    assert text("no_such_key") == "no_such_key"
    assert text("no_such_key", "fr", GAME, "1897") == "no_such_key"
    assert text("winner", "en") == "{name} wins"  # missing field: no crash
    assert text("language_name", "en") == "English"
    assert text("language_name", "fr") == "Français"
    from firmware.app import screen_failed

    assert screen_failed(2, "en") == "seat 3 screen: no answer"
    assert screen_failed("board", "fr") == "écran plateau : muet"
    assert screen_failed(0, "fr") == "écran siège 1 : muet"


FIXED_WORDS = (
    "waiting",
    "doubloons_short",
    "vp_secret",
    "written",
    "game_over",
    "winner",
    "round",
    "governor",
    "screen_failed",
    "total",
    "chips",
    "buildings",
    "mode_counter",
    "mode_scoring",
    "play",
    "players",
    "edition",
    "language",
    "tiles",
    "shuffle",
    "physical",
    "start",
    "undo",
)


def test_fixed_words_of_the_screens_exist():
    for lang in LANGS:
        for k in FIXED_WORDS:
            assert k in GAME_WORDS[lang] or k in DEVICE_WORDS[lang], (lang, k)
    assert text("governor", "en", GAME) == "governor"
    assert text("governor", "fr", GAME, "1897") == "Gouverneur"


def test_game_words_in_both_languages_and_overlays_only_rename():
    assert set(GAME_WORDS["en"]) == set(GAME_WORDS["fr"])
    for lang in LANGS:
        assert set(OVERLAYS[lang]) <= set(GAME_WORDS[lang])
        for k, v in OVERLAYS[lang].items():
            assert v != GAME_WORDS[lang][k], (lang, k)  # only what differs
        # the game's words and the shared ones never use one key twice
        assert not set(GAME_WORDS[lang]) & set(DEVICE_WORDS[lang])
    # every field is a name, or one that the code gives (the same in the
    # other language, or the other edition)
    for k in GAME_WORDS["en"]:
        given = set()
        for words in list(GAME_WORDS.values()) + list(OVERLAYS.values()):
            given.update(f for f in fields(words.get(k, "")) if f not in GAME_WORDS["en"])
        for lang, ed in BOTH:
            t = text(k, lang, GAME, ed, **dict.fromkeys(given, 1))
            assert "{" not in t, (k, lang, ed, t)


# fields for one language's grammar: "an indigo", "d'indigo" (the good),
# "PV" (a word)
GRAMMAR = {"a_good": "good", "de_good": "good", "vp_word": None}


def test_game_words_have_the_same_fields_in_both_languages():
    """Besides names and grammar, a French text has the fields of the
    English one (the code gives the same to both)."""

    def given(t):
        got = set(GRAMMAR.get(f, f) for f in fields(t) if f not in GAME_WORDS["en"])
        return sorted(got - {None})

    for k in GAME_WORDS["en"]:
        assert given(GAME_WORDS["en"][k]) == given(GAME_WORDS["fr"][k]), k
        for lang in LANGS:
            if k in OVERLAYS[lang]:
                assert given(OVERLAYS[lang][k]) == given(GAME_WORDS["en"][k]), (lang, k)


def test_prompts_for_every_decision_kind():
    for kind in DECISIONS:
        for lang, ed in BOTH:
            p = phrases.prompt(kind, lang, ed)
            assert p and len(p) <= 17 and "{" not in p, (kind, lang, p)
        for lang in LANGS:
            assert "prompt." + kind in GAME_WORDS[lang], (lang, kind)
            assert "deciding." + kind in GAME_WORDS[lang], (lang, kind)
    assert phrases.prompt("mayor", "fr", "1897") == "placer un ouvrier"
    assert phrases.prompt("roles", "en") == "pick a role"


def test_action_and_event_templates_exist_in_both_languages():
    keys = [k for k in GAME_WORDS["en"] if k.startswith(("a_", "e_", "why_"))]
    assert len(keys) >= 40
    for k in keys:
        assert k in GAME_WORDS["fr"], k


# ---- every key used, every key used in both languages ------------------------


def _sources():
    """The repository's Python code, catalogs and tests left out."""
    out = {}
    for top in ("core", "drivers", "firmware", "scripts"):
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "lang" and not d.startswith(".")]
            for f in files:
                if f.endswith(".py"):
                    path = os.path.join(folder, f)
                    with open(path, encoding="utf-8") as fh:
                        out[os.path.relpath(path, ROOT)] = ast.parse(fh.read())
    return out


SOURCES = _sources()


def _literals():
    found = set()
    for tree in SOURCES.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


def _data_ids():
    """The ids the game's data has: its tables, a game's state and a
    player's, the decision kinds."""
    ids = set(
        data.GOODS + data.ROLES + data.ISLAND_TILES + data.BUILDING_ORDER + data.EDITIONS + tuple(DECISIONS)
    )
    s = core.new_game(4, seed=1)
    ids |= set(s) | set(s["players"][0])
    # and their singular ("cargo_ships": "cargo_ship", for counts)
    return ids | set(i[:-1] for i in ids if i.endswith("s"))


def test_every_catalog_key_is_used():
    """A key is used when the code names it, when it is a {field} of a
    text (a name), when it is an id of the game's data, or when the code
    builds it: a prefix the code names ("short.", "a_") before a word the
    code names or an id."""
    literals = _literals()
    ids = _data_ids()
    as_fields = set()
    for mod in CATALOGS:
        for v in mod.WORDS.values():
            as_fields.update(fields(v))
    prefixes = [p for p in literals if len(p) > 1 and p[-1] in "._" and p[:-1].isidentifier()]
    unused = []
    for mod in tuple(catalogs("en")) + (dev_en,):
        for k in mod.WORDS:
            if k in literals or k in as_fields or k in ids:
                continue
            if any(k.startswith(p) and (k[len(p) :] in literals or k[len(p) :] in ids) for p in prefixes):
                continue
            unused.append(k)
    assert not unused


def _calls():
    """(file, line, key, game?) of every lookup of a fixed key in the code:
    catalog.text / text (game: a third argument), and in the game's
    phrases _t / _get (always the game); mode_text ("mode." keys)."""
    out = []
    for path, tree in SOURCES.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            fname = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            key = first.value
            if fname == "text" and (isinstance(f, ast.Name) or getattr(f.value, "id", "") == "catalog"):
                out.append((path, node.lineno, key, len(node.args) >= 3))
            elif fname in ("_t", "_get") and path.endswith(os.path.join("puerto_rico", "phrases.py")):
                out.append((path, node.lineno, key, True))
            elif fname == "mode_text" or (fname == "t" and ("modes" in path or "screens" in path)):
                out.append((path, node.lineno, "mode." + key, True))
    return out


def test_every_key_the_code_looks_up_exists_in_both_languages():
    calls = _calls()
    assert len(calls) > 60
    missing = []
    # a key looked up for a game named at run time (firmware.games.title,
    # the CLI's --variant help) is in some game's words
    any_game = {lang: {} for lang in LANGS}
    for g in games.GAMES:
        for lang in LANGS:
            any_game[lang].update(catalog._module("firmware.games.%s.lang.%s" % (g.id, lang)))
    for path, lineno, key, game in calls:
        for lang in LANGS:
            if key not in DEVICE_WORDS[lang] and not (game and key in GAME_WORDS[lang] | any_game[lang]):
                missing.append((path, lineno, key, lang))
    assert not missing


def test_every_key_built_from_an_id_exists_in_both_languages():
    for lang in LANGS:
        words = GAME_WORDS[lang]
        for ident in data.BUILDING_ORDER + ROLES + data.GOODS + ("quarry",) + TABLE_WORDS:
            assert ident in words and "short." + ident in words, (lang, ident)
        for ident in ROLES + data.BASE_BUILDINGS + data.GOODS + ("quarry", "roles"):
            assert "help." + ident in words, (lang, ident)
        for why in ("colonists", "city", "vp_chips"):
            assert "why_" + why in words, (lang, why)


# ---- sentences -------------------------------------------------------------


def game(players=4, edition="classic"):
    names = ["Anne", "Bernie", "Christine", "David", "Ernst"][:players]
    return core.new_game(names, seed=1, edition=edition)


def test_action_examples():
    s = game()
    assert phrases.action_text(s, ["build", "harbor"]) == "harbor 8"
    assert phrases.action_text(s, ["build", "harbor"], "fr") == "port 8"
    assert phrases.action_text(s, ["build", "harbor"], "fr", "1897") == "Port 8"
    assert phrases.action_text(s, ["build", "wharf", "university"]) == "wharf 9 +colonist"
    assert phrases.action_text(s, ["build", "university"]) == "university 8"
    assert phrases.action_text(s, ["sell", "sugar"]) == "sell sugar +2"
    assert phrases.action_text(s, ["sell", "sugar"], "fr") == "vendre sucre +2"
    assert phrases.action_text(s, ["load", "corn", 0]) == "corn -> ship 5"
    assert phrases.action_text(s, ["load", "corn", 2], "fr") == "maïs -> navire 7"
    assert phrases.action_text(s, ["keep"]) != phrases.action_text(s, ["keep", "corn"])
    assert phrases.action_text(s, ["keep", "corn"]) == "keep 1 corn"
    assert phrases.action_text(s, ["plantation", "coffee", "hospice"]) == "coffee +colonist"
    assert phrases.action_text(s, ["quarry", "hospice"], "fr", "1897") == "Carrière +ouvrier"
    assert phrases.action_text(s, ["role", "prospector2"], "fr", "1897") == "Aventurier"
    assert phrases.action_text(s, ["drawn", "indigo"], "fr", "1897") == "tiré : Fruits"
    # a long name falls back to its short name
    line = phrases.action_text(s, ["build", "small_indigo_plant", "university"], "fr", "1897")
    assert len(line) <= phrases.MENU and line.startswith("Pte Fruits")
    s["roles"]["builder"] = 2
    assert phrases.action_text(s, ["role", "builder"]) == "builder +2"
    # the player on turn is the picker: the privilege counts
    s["picker"] = s["turn"]
    assert phrases.action_text(s, ["build", "harbor"]) == "harbor 7"
    assert phrases.action_text(s, ["sell", "sugar"]) == "sell sugar +3"


def test_event_examples():
    s = game()
    ev = phrases.event_text
    assert ev(s, ["produce", 0, {"corn": 2, "sugar": 1}]) == (
        "Anne: take 2 corn, 1 sugar from the supply to your windrose"
    )
    assert ev(s, ["produce", 0, {"corn": 2, "sugar": 1}], "fr") == (
        "Anne : prendre 2 maïs, 1 sucre de la réserve sur votre rose des vents"
    )
    assert ev(s, ["colonist_ship", None, 5]) == "put 5 colonists from the supply on the colonist ship"
    assert ev(s, ["colonist_ship", None, 5], "fr", "1897") == (
        "mettre 5 ouvriers de la réserve sur le Registre du Personnel"
    )
    # issue 36: shorter on the board, one of each by name alone
    assert ev(s, ["faceup", None, ["corn", "coffee"]]) == "2 from the stock to the face-up row: corn, coffee"
    assert ev(s, ["faceup", None, ["corn", "corn", "coffee"]]) == (
        "3 from the stock to the face-up row: 2 corn, 1 coffee"
    )
    assert ev(s, ["tile", 1, ["indigo", 0]]) == (
        "Bernie: take an indigo plantation from the face-up row to your island"
    )
    assert ev(s, ["tile", 1, ["indigo", 0]], "fr") == (
        "Bernie : prendre une plantation d'indigo de la rangée visible, sur votre île"
    )
    assert ev(s, ["tile", 1, ["quarry", 1, "supply"]]) == (
        "Bernie: take a quarry from the quarry stack to your island, with 1 colonist from the supply on it"
    )
    assert ev(s, ["build", 0, ["harbor", 8, 1, "colonist_ship"]]) == (
        "Anne: build harbor from the supply, pay 8 doubloons to the bank; "
        "1 colonist from the colonist ship on it"
    )
    assert ev(s, ["build", 0, ["harbor", 8, 0]], "fr", "1897") == (
        "Anne : construire Port (de la réserve), payer 8 Pesos à la Banque"
    )
    assert ev(s, ["load", 2, ["corn", 3, 0]]) == "Christine: 3 corn from your windrose onto cargo ship 5"
    assert ev(s, ["trading_house_emptied", None, ["corn"]], "fr", "1897") == (
        "vider la Maison de Commerce : 1 Maïs à la réserve"
    )
    # a pass moves nothing, but the table hears of it (issue 22, item 3)
    assert ev(s, ["pass", 0, "builder"]) == "Anne passes"
    assert ev(s, ["pass", 0, "settler"], "fr") == "Anne passe"
    for lang, ed in BOTH:
        assert ev(s, ["vp", 0, 5], lang, ed) is None
        assert ev(s, ["vp_chips", 0, [5, 0, [["barrels", 5]]]], lang, ed) is None
        assert ev(s, ["placed", 0, {"san_juan": 0}], lang, ed) is None
        assert ev(s, ["no_such_event", 0, None], lang, ed) is None


ALL_EVENTS = [
    ["role", 0, ["builder", 0]],
    ["role", 0, ["settler", 2]],
    ["colonists", 1, 3],
    ["colonist_ship", None, 4],
    ["tile", 0, ["corn", 0]],
    ["tile", 0, ["quarry", 1, "supply"]],
    ["tile", 0, ["sugar", 1, "colonist_ship"]],
    ["hacienda_tile", 0, "sugar"],
    ["faceup", None, ["corn", "indigo"]],
    ["faceup", None, []],
    ["discard", None, ["coffee"]],
    ["draw", 0, [4, "faceup"]],
    ["draw", 0, [1, "hacienda"]],
    ["reshuffle", None, 9],
    ["build", 0, ["harbor", 8, 0]],
    ["build", 0, ["office", 5, 1, "supply"]],
    ["build", 0, ["hacienda", 0, 0]],
    ["produce", 0, {"coffee": 1}],
    ["bonus", 0, "coffee"],
    ["doubloons", 0, 1],
    ["factory", 0, 2],
    ["privilege", 0, 1],
    ["decline", 0, 1],
    ["colonist_ship", None, 0],
    ["fill", 0, 0],
    ["fill", 0, 2],
    ["keep", 0, "corn"],
    ["role_doubloons", None, ["settler", "prospector"]],
    ["governor", 1, 4],
    ["sell", 0, ["coffee", 5]],
    ["sell", 0, ["corn", 0]],
    ["trading_house_emptied", None, ["corn"] * 4],
    ["load", 0, ["corn", 2, 1]],
    ["wharf", 0, ["sugar", 4]],
    ["spoil", 0, {"corn": 2}],
    ["store", 0, "indigo"],
    ["unload", None, [1, "corn", 6]],
    ["round_end", None, 3],
    ["end_trigger", None, "colonists"],
    ["end_trigger", None, "city"],
    ["end_trigger", None, "vp_chips"],
    ["game_over", None, ["city"]],
]


@pytest.mark.parametrize("lang,ed", BOTH)
def test_every_event_kind_of_core_has_words(lang, ed):
    s = game()
    for e in ALL_EVENTS:
        t = phrases.event_text(s, e, lang, ed)
        assert t and latin1(t) and "{" not in t, (e, t)


def test_deciding():
    s = game(3)
    assert phrases.deciding(s, "en") == "Anne: role"
    s["phase"], s["turn"] = "builder", 1
    assert phrases.deciding(s, "en") == "Bernie: build"
    assert phrases.deciding(s, "fr") == "Bernie : construire"
    s["phase"] = "mayor"
    assert phrases.deciding(s, "fr", "1897") == "Bernie : ouvriers"
    s["phase"] = "over"
    assert phrases.deciding(s, "fr") == text("game_over", "fr")


def random_games():
    """Seeded random games: every player count, both editions, both tile
    modes; yields (state, legal actions) before each action and the state
    after it."""
    k = 0
    for players in (2, 3, 4, 5):
        for ed in EDITIONS:
            for tiles in ("shuffle", "physical"):
                k += 1
                s = core.new_game(players, seed=100 + k, edition=ed, tiles=tiles)
                choose = random.Random(k)
                yield s, None
                while not core.is_over(s):
                    acts = core.legal_actions(s)
                    yield s, acts
                    core.apply(s, choose.choice(acts))
                    yield s, None


@pytest.mark.slow
def test_every_legal_action_and_event_of_random_games():
    positions = 0
    kinds = set()
    actions = set()
    for s, acts in random_games():
        if acts is None:
            for e in s["events"]:
                kinds.add(e[0])
                for lang, ed in BOTH:
                    t = phrases.event_text(s, e, lang, ed)
                    if e[0] in phrases.SILENT:
                        assert t is None, e
                    else:
                        assert t and latin1(t) and "{" not in t, (e, t)
            continue
        positions += 1
        view = public_view(s)
        for a in acts:
            actions.add(a[0] if a != ["keep"] else "keep_all")
            for lang in LANGS:
                t = phrases.action_text(s, a, lang)
                assert t and len(t) <= phrases.MENU and latin1(t) and "{" not in t, (a, lang, t)
                # the screens draw from a view: the same line
                assert phrases.action_text(view, a, lang) == t
        for lang in LANGS:
            d = phrases.deciding(view, lang)
            assert d and latin1(d)
    assert positions > 300
    assert {
        "role",
        "colonists",
        "colonist_ship",
        "tile",
        "faceup",
        "build",
        "produce",
        "load",
        "round_end",
        "vp",
        "game_over",
    } <= kinds
    assert {"role", "plantation", "build", "place", "keep_all", "sell", "load", "drawn", "pass"} <= actions


def test_events_never_raise_on_a_public_view():
    for s, acts in random_games():
        if acts is None and s["events"]:
            view = public_view(s)
            for e in view["events"]:
                for lang in LANGS:
                    phrases.event_text(view, e, lang)
