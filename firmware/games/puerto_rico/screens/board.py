"""The board screen, for everyone: round, governor, the roles left with
their doubloons, the colonist ship and supply, VP chips left, the trading
house, the cargo ships, the face-up plantations and who decides what.
Drawn from core.puerto_rico.views.public_view only: no VP, no face-down tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from core.puerto_rico import data
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.drawing import line, split, fit, CHAR_W, PITCH, WIDTH, FONT, _TOP

if TYPE_CHECKING:
    from PIL import ImageDraw


def _cells(draw: ImageDraw.ImageDraw, row: int, texts: list[str], per_row: int) -> None:
    """Texts in equal cells across the line (roles, plantations)."""
    w = WIDTH // per_row
    for i in range(len(texts)):
        r, c = row + i // per_row, i % per_row
        draw.text((c * w, r * PITCH + _TOP), fit(texts[i], w // CHAR_W), font=FONT, fill=1)


def render(
    draw: ImageDraw.ImageDraw, view: dict, lang: str, status: Sequence[str] = (), result: dict | None = None
) -> None:
    ed = view["edition"]
    if result is not None:
        final(draw, view, lang, result)
        if status:  # a silent screen, an undo question: over the winner line
            line(draw, 7, status[0], invert=True)
        return
    gov = view["players"][view["governor"]]["name"]
    line(
        draw,
        0,
        split(
            catalog.text("round", lang, phrases.GAME, n=view["round"]) + " " + gov,
            phrases.short("vp_chips", lang, ed) + str(view["vp_chips"]),
        ),
        invert=True,
    )
    line(
        draw,
        1,
        "%s%d %s%d %s%d"
        % (
            phrases.short("colonist_ship", lang, ed),
            view["colonist_ship"],
            phrases.short("colonists", lang, ed),
            view["colonists"],
            phrases.short("quarry", lang, ed),
            view["quarries"],
        ),
    )
    roles = []
    for r in data.ROLES:
        if r in view["roles"]:
            m = view["roles"][r]
            roles.append(phrases.short(r, lang, ed) + ("+" + str(m) if m else ""))
    _cells(draw, 2, roles, 4)
    house = [phrases.short(g, lang, ed) for g in view["trading_house"]]
    house += ["--"] * (data.TRADING_HOUSE_SPACES - len(house))
    line(draw, 4, phrases.short("trading_house", lang, ed) + " " + " ".join(house))
    ships = []
    for cap, good, n in view["cargo_ships"]:
        ships.append(str(cap) + ":" + (str(n) + phrases.short(good, lang, ed) if good else "-"))
    line(draw, 5, " ".join(ships))
    _cells(draw, 6, [phrases.short(t, lang, ed) for t in view["faceup"]], 6)
    if status:
        line(draw, 7, status[0], invert=True)
    else:
        line(draw, 7, phrases.deciding(view, lang), invert=True)


def final(draw: ImageDraw.ImageDraw, view: dict, lang: str, result: dict) -> None:
    line(draw, 0, catalog.text("game_over", lang, phrases.GAME), invert=True)
    players = result["players"]
    order = sorted(range(len(players)), key=lambda i: (players[i]["rank"], i))
    top = max(1, max(p["total"] for p in players))
    for k in range(len(order)):
        p = players[order[k]]
        y = (k + 1) * PITCH
        label = str(p["rank"]) + " " + fit(p["name"], 7)
        draw.text((0, y + _TOP), label, font=FONT, fill=1)
        bar = (WIDTH - 48 - 18) * p["total"] // top
        draw.rectangle((48, y + 1, 48 + bar, y + PITCH - 2), fill=1)
        draw.text((WIDTH - 17, y + _TOP), str(p["total"]), font=FONT, fill=1)
    winners = [players[i]["name"] for i in order if players[i]["rank"] == 1]
    line(draw, 7, catalog.text("winner", lang, phrases.GAME, name=" & ".join(winners)))
