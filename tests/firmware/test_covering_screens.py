"""A screen that covers a seat's menu never lets a key act on that menu
(issue 30): the secret VP (a held ◀, the emulator's Shift+◀), a phone's
QR code, the help, the logbook. The first key closes the secret or the
code and does nothing else; the help and the logbook take their own keys
and never the choices under them. Driven through the real key path: the
keyboard's gpiozero mock pins, the ButtonHub's debounce, the app's loop."""

import pytest

import core
from drivers.keyboard import KEYS
from firmware import games
from firmware.catalog import text
from firmware.emulator.device import legend
from tests.support.screen_reader import read_screen
from tests.support.table import NAMES, emulated, make, panel

GAMES = ["puerto_rico", "san_juan", "port_royal"]


class Web:
    """The web page's side of a table (firmware/web): the QR codes' addresses."""

    def seat_url(self, seat: int) -> str:
        return "http://10.0.0.1:8080/seat/%d-%s" % (seat, "x" * 16)

    def board_url(self) -> str:
        return "http://10.0.0.1:8080/"

    def serve(self, mode) -> None:
        """No phone asks anything here."""


def typed(emu, keys):
    for ch in keys:
        assert emu.press(ch)


def vp_line(table, seat, lang):
    return text("vp_secret", lang, "puerto_rico", vp=table.state["players"][seat]["vp"])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_key_on_the_secret_vp_closes_it_and_does_not_move_the_hidden_menu(lang):
    # issue 30: play --players 3 --seed 1, keys Q w w e picked a role blind
    table, emu = make(3, seed=1, lang=lang)
    seat = table.deciding()
    left, right, select = KEYS[seat]
    typed(emu, left.upper())
    assert vp_line(table, seat, lang) in read_screen(panel(emu, seat))
    typed(emu, right)  # closes the secret only
    assert table.seats[seat].cursor == 0
    shown = read_screen(panel(emu, seat))
    assert vp_line(table, seat, lang) not in shown
    prompt = {"en": "pick a role", "fr": "choisir un rôle"}[lang]
    assert any(r.startswith(prompt) for r in shown)  # the menu is back, as it was
    typed(emu, right)  # now the menu sees it
    assert table.seats[seat].cursor == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_select_on_the_secret_vp_chooses_nothing(lang):
    table, emu = make(3, seed=1, lang=lang)
    seat = table.deciding()
    left, right, select = KEYS[seat]
    typed(emu, left.upper() + select)
    assert table.actions == [] and not table.seats[seat].peek
    typed(emu, left.upper() + select.upper())  # a long ● too: no seat menu under it
    assert table.seats[seat].menu is None and not table.seats[seat].peek
    typed(emu, select)
    assert len(table.actions) == 1  # the menu, seen again, takes it


def test_a_thumb_on_the_left_button_shows_the_secret_and_the_next_button_only_closes_it():
    # the hardware path: the pins as a player's fingers press them
    table, emu = make(3, seed=1)
    seat = table.deciding()
    pins = emu.keys.pins
    clock = emu.clock

    def wait(t):
        clock.t += t
        emu.app.step()

    pins[(seat, 0)].drive_low()  # ◀ held
    wait(0.7)
    assert table.seats[seat].peek
    pins[(seat, 1)].drive_low()  # ▶, while ◀ stays down
    wait(0.05)
    pins[(seat, 1)].drive_high()
    wait(0.1)
    assert table.seats[seat].cursor == 0 and not table.seats[seat].peek  # it only closed the secret
    pins[(seat, 0)].drive_high()  # ◀ let go: nothing more
    wait(0.1)
    assert table.actions == [] and table.seats[seat].cursor == 0 and not table.seats[seat].peek


def test_the_seat_s_own_right_lets_the_emulator_s_shift_left_go_so_it_shows_again():
    table, emu = make(3, seed=1)
    seat = table.deciding()
    left, right, _ = KEYS[seat]
    typed(emu, left.upper() + right)
    assert emu.keys.latched is None  # ◀ is up again
    typed(emu, left.upper())
    assert table.seats[seat].peek  # a second Shift+◀ shows the VP again


def test_the_counter_still_counts_while_its_secret_shows():
    # the counter's VP row changes with ▶ while ◀ is held: nothing covers it
    from firmware.games.puerto_rico.modes.counter import Counter

    counter = Counter(NAMES[:3])
    emu = emulated(counter)
    ui = counter.seats[0]
    ui.cursor = ui.rows.index("vp_chips")
    typed(emu, "Qww")
    assert ui.peek and ui.vp_chips == 2


def open_cover(table, emu, seat, cover):
    """Seat ``seat`` opens ``cover`` with its own keys."""
    left, right, select = KEYS[seat]
    if cover == "peek":
        typed(emu, left.upper())
        return
    typed(emu, select.upper())
    for _ in range(table.menu_entries().index(cover)):
        typed(emu, right)
    typed(emu, select)


COVERS = {
    "puerto_rico": ["peek", "phone", "help", "index", "log"],
    "san_juan": ["phone", "help", "log"],
    "port_royal": ["phone", "help"],
}


@pytest.mark.parametrize("game,cover", [(g, c) for g in GAMES for c in COVERS[g]])
@pytest.mark.parametrize("keys", ["w", "e", "ww", "we", "E"])
def test_no_key_on_a_covering_screen_acts_on_the_choices_under_it(game, cover, keys):
    state = core.new_game(NAMES[:3], seed=4, game=game)
    table = games.get(game).mode(games.PLAY)(state, lang="en")
    table.web = Web()
    emu = emulated(table)
    seat = table.deciding()
    open_cover(table, emu, seat, cover)
    ui = table.seats[seat]

    def covered():
        return (
            ui.peek
            or ui.pairing
            or ui.help is not None
            or getattr(ui, "index", None) is not None
            or ui.reading
        )

    assert covered()
    for ch in (
        keys.replace("w", KEYS[seat][1]).replace("e", KEYS[seat][2]).replace("E", KEYS[seat][2].upper())
    ):
        if not covered():
            break  # closed: the seat sees its menu again
        assert emu.press(ch)
        assert table.actions == [], ch
        assert ui.cursor == 0, ch  # the hidden choice did not move


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["san_juan", "port_royal"])
def test_a_game_with_no_secret_shows_none_and_its_legend_offers_none(game, lang):
    state = core.new_game(NAMES[:3], seed=4, game=game)
    table = games.get(game).mode(games.PLAY)(state, lang=lang)
    emu = emulated(table)
    seat = table.deciding()
    before = panel(emu, seat).tobytes()
    typed(emu, KEYS[seat][0].upper())
    assert not table.seats[seat].peek and panel(emu, seat).tobytes() == before
    typed(emu, KEYS[seat][1])  # nothing covers the menu: the key moves it
    assert table.seats[seat].cursor == 1
    assert emu.legend == legend(3, lang, peeks=False, board="keys_board")
    assert text("keys_shift", lang) not in emu.legend
    assert ("Shift+<" if lang == "en" else "Maj+<") not in " ".join(emu.legend)


@pytest.mark.parametrize(
    "lang,words", [("en", "your VP, until the next key"), ("fr", "vos PV jusqu'à la touche suivante")]
)
def test_puerto_rico_s_legend_says_the_vp_show_until_the_next_key(lang, words):
    table, emu = make(3, lang=lang)
    assert words in emu.legend[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_counter_s_and_the_scoring_mode_s_legends_say_their_own_shift_keys(lang):
    from firmware.games.puerto_rico.modes.counter import Counter
    from firmware.games.puerto_rico.modes.scoring import Scoring

    counter = emulated(Counter(NAMES[:3], lang=lang)).legend[1]
    scoring = emulated(Scoring(NAMES[:3], lang=lang)).legend[1]
    assert counter == text("keys_shift_counter", lang) and scoring == text("keys_shift_scoring", lang)
    # no seat menu in either (a long ● steps back), no VP to show in the sheets
    for line in (counter, scoring):
        assert text("keys_shift", lang).split("   ")[0] not in line
    assert ("Shift+<: your VP" if lang == "en" else "Maj+< : vos PV") not in scoring
