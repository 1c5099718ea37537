"""Puerto Rico's expansions on the device are one folder each
(firmware/games/puerto_rico/expansions/<name>/) and one line in its
registry (``expansions.FOLDERS``), as the core's: the folders' words,
menu lines and events each in one place, and a new one -- the core's
house rule of tests/core/test_expansion_house_rule.py -- written as a
folder and one line, whose words reach the board's screens in both
languages (docs/rules-core.md, "On the device")."""

import os
import subprocess
import sys

import pytest

import core
from core.puerto_rico import data
from core.puerto_rico.views import public_view
from firmware import catalog
from firmware.games.puerto_rico import expansions, pages, phrases
from firmware.games.puerto_rico.expansions import phrases as xp
from firmware.games.puerto_rico.frames import board_columns, board_frame
from firmware.games.puerto_rico.table import Table
from tests.core.test_expansion_house_rule import FOLDER_RULE, folder_rule  # noqa: F401 (a fixture)
from tests.support import ROOT
from tests.support.pr_words import catalogs
from tests.support.screen_reader import read_screen

HERE = os.path.join(ROOT, "firmware", "games", "puerto_rico", "expansions")


# ---- the four folders ----------------------------------------------------------


def test_one_folder_per_expansion_and_one_registry_line_each():
    # the core's expansions, in its order; a folder for each line, and no
    # folder the registry does not list
    assert expansions.FOLDERS == tuple(data.EXPANSIONS)
    on_disk = sorted(d for d in os.listdir(HERE) if os.path.isfile(os.path.join(HERE, d, "__init__.py")))
    assert on_disk == sorted(expansions.FOLDERS)
    for name in expansions.FOLDERS:
        for lang in ("en", "fr"):
            assert os.path.isfile(os.path.join(HERE, name, "lang", lang + ".py")), (name, lang)


@pytest.mark.parametrize("lang", ["en", "fr", "en_1897", "fr_1897"])
def test_each_word_has_one_home(lang):
    # a key is in the game's catalog or in one expansion's, never in two
    seen = {}
    for mod in catalogs(lang):
        for key in mod.WORDS:
            assert key not in seen, (key, seen.get(key), mod.__name__)
            seen[key] = mod.__name__


def test_each_folder_says_its_words_in_both_languages():
    en = dict((m.__name__, set(m.WORDS)) for m in catalogs("en"))
    fr = dict((m.__name__[: -len("fr")] + "en", set(m.WORDS)) for m in catalogs("fr"))
    assert en == fr
    # and the expansions' words are their folders', not the game's
    game = catalogs("en")[0]
    assert game.__name__ == "firmware.games.puerto_rico.lang.en"
    for key in ("a_draft", "e_noble", "e_wanted", "e_festival_goal", "help.villa"):
        assert key not in game.WORDS, key


def test_each_kind_of_action_and_event_is_worded_by_one_folder():
    for module, table in (("actions", "ACTIONS"), ("events", "EVENTS")):
        tables = expansions.each(module, table)
        assert len(tables) == len(expansions.FOLDERS)
        kinds = [k for t in tables for k in t]
        assert len(kinds) == len(set(kinds)), module
        assert set(kinds) == set(getattr(xp, table))
    assert xp.BASE_TOO == {"tile", "hacienda_tile", "fill", "draw"}
    assert set(xp.ACTIONS) >= {"draft", "place", "attack", "festival"}


def test_each_expansion_event_is_put_back_by_one_folder():
    from firmware.games.puerto_rico import undo_phrases

    tables = expansions.each("undo", "REVERSE")
    assert len(tables) == len(expansions.FOLDERS)
    kinds = [k for t in tables for k in t]
    assert len(kinds) == len(set(kinds))
    for table in tables:
        for kind, f in table.items():
            assert undo_phrases.REVERSE[kind] is f, kind  # the folder's, not the base game's
    assert {"draft", "noble_ship", "wanted", "festival_goal"} <= set(kinds)


def test_a_folder_s_undo_loaded_first_still_gets_into_the_table():
    # a fresh interpreter that loads a folder's undo.py before undo_phrases:
    # its reverses are in the table all the same (no import cycle drops them)
    code = (
        "import firmware.games.puerto_rico.expansions.nobles.undo\n"
        "from firmware.games.puerto_rico import undo_phrases\n"
        "print(sorted(k for k in ('noble', 'villa', 'draft', 'wanted') if k in undo_phrases.REVERSE))\n"
    )
    got = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert got.stdout.split() == ["['draft',", "'noble',", "'villa',", "'wanted']"]


def test_a_base_game_loads_no_folder(monkeypatch):
    # the board of a base game asks no folder for its pages
    asked = []
    monkeypatch.setattr(expansions, "each", lambda *a: asked.append(a) or [])
    pages.pages(public_view(core.new_game(3, seed=2)), "en")
    assert asked == []
    pages.pages(public_view(core.new_game(3, seed=2, expansions=["festival"])), "en")
    assert asked == [("pages", "board_pages")]


# ---- a new one: a folder and one registry line ---------------------------------

# The device's side of the core's house rule (the Prospector is out of the
# role cards): its words in its own folder, and a board page that says so.
WORDS_EN = """WORDS = {
    "board.no_prospector": "House rule",
    "board.no_prospector_out": "{prospector}: out of the game",
}
"""
WORDS_FR = """WORDS = {
    "board.no_prospector": "R\\xe8gle maison",
    "board.no_prospector_out": "{prospector} : hors du jeu",
}
"""
PAGES = """from firmware.catalog import text


def board_pages(view, lang, edition, out):
    if "no_prospector" in view.get("expansions", ()):
        def t(key):
            return text("board." + key, lang, "puerto_rico", edition)

        out.append((t("no_prospector"), [t("no_prospector_out")]))
"""


@pytest.fixture
def device_rule(request, monkeypatch, tmp_path):
    # A newcomer's walk on the device: the folder expansions/<name>/ with
    # its words (lang/en.py, lang/fr.py) and its page (pages.py), written
    # under tmp_path on the package's path, and its one registry line.
    request.getfixturevalue("folder_rule")  # the core's side: its folder and line
    folder = tmp_path / "device" / FOLDER_RULE
    (folder / "lang").mkdir(parents=True)
    (folder / "__init__.py").write_text('"""A house rule: no prospector."""\n', encoding="utf-8")
    (folder / "lang" / "__init__.py").write_text("", encoding="utf-8")
    (folder / "lang" / "en.py").write_text(WORDS_EN, encoding="utf-8")
    (folder / "lang" / "fr.py").write_text(WORDS_FR, encoding="utf-8")
    (folder / "pages.py").write_text(PAGES, encoding="utf-8")
    monkeypatch.setattr(expansions, "__path__", [str(tmp_path / "device")] + list(expansions.__path__))
    monkeypatch.setattr(expansions, "FOLDERS", expansions.FOLDERS + (FOLDER_RULE,))  # the one line
    monkeypatch.setattr(catalog, "_tables", {})  # the words read again
    yield folder
    monkeypatch.undo()
    for m in [m for m in sys.modules if m.startswith(expansions.__name__ + "." + FOLDER_RULE)]:
        del sys.modules[m]
    xp.build()


def _board_lines(table):
    view = public_view(table.state)
    lines = []
    for k in range(len(board_columns(table, view))):
        table.board_page = k
        lines += read_screen(board_frame(table))
    return lines


@pytest.mark.parametrize(
    "lang, edition, want",
    [
        ("en", "classic", ["House rule", "prospector: out of the game"]),
        ("fr", "classic", ["Règle maison", "chercheur d'or : hors du jeu"]),
        ("fr", "1897", ["Règle maison", "Aventurier : hors du jeu"]),
    ],
)
def test_a_new_expansion_s_words_in_its_folder_reach_the_board(device_rule, lang, edition, want):
    s = core.new_game(
        ["Anne", "Bernie", "Chris"], seed=5, edition=edition, expansions=[FOLDER_RULE, "festival"]
    )
    assert s["expansions"] == ["festival", FOLDER_RULE]
    table = Table(s, lang=lang)
    title, lines = pages.pages(public_view(s), lang)[-1 - len(s["players"])]
    assert [title] + lines == want
    # on the board's screens: its page's title ("House rule   20/27"),
    # then its sentence, wrapped
    shown = _board_lines(table)
    at = [i for i, line in enumerate(shown) if line.startswith(want[0] + " ")]
    assert len(at) == 1, shown
    assert " ".join(shown[at[0] + 1 :]).startswith(want[1]), shown[at[0] :]
    # the festival's page is still there, before the new one
    titles = [t for t, _ in pages.pages(public_view(s), lang)]
    assert titles.index(phrases.name("festival", lang, edition)) == titles.index(want[0]) - 1


@pytest.mark.usefixtures("folder_rule")
def test_without_its_registry_line_a_folder_says_nothing(monkeypatch):
    # the core's rule alone: no words of the device's folder, no page
    monkeypatch.setattr(catalog, "_tables", {})
    s = core.new_game(3, seed=5, expansions=[FOLDER_RULE])
    assert catalog.text("board.no_prospector", "en", "puerto_rico") == "board.no_prospector"
    titles = [t for t, _ in pages.pages(public_view(s), "en")]
    assert "House rule" not in titles and "board.no_prospector" not in titles
