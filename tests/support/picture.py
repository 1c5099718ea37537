"""The board page's picture (issue 35, firmware/web/static/picture.js)
read back from the DOM, and what it must show from the core's public
view: each player's island and city (their colonists and workers), each
ship's barrels, the role doubloons, the supplies' counts; San Juan's
buildings and goods; Port Royal's harbour, expeditions and players.

``shown(browser)`` reads the page open in ``browser``; ``wanted(view)``
is the same summary made from the core's public view. Equal: the
picture shows the view."""

from __future__ import annotations

from pathlib import Path

# the summary of the pictures on the page, read from their elements
READ = (Path(__file__).parent / "picture_read.js").read_text(encoding="utf-8")


def shown(browser) -> dict | None:
    """The summary of the board page's pictures (None: none drawn)."""
    return browser.execute_script(READ)


def wanted(view: dict) -> dict:
    """What the pictures must show of the core's public view ``view``."""
    return {"puerto_rico": _puerto_rico, "san_juan": _san_juan, "port_royal": _port_royal}[view["game"]](view)


def _puerto_rico(v: dict) -> dict:
    from core.puerto_rico import data

    players = []
    for i, p in enumerate(v["players"]):
        tiles = [k for k, (n, _c) in p["island"].items() for _ in range(n)] + ["forest"] * p.get("forests", 0)
        players.append(
            {
                "seat": i,
                "island_spaces": 12,
                "plantations": sorted(tiles),
                "colonists": sum(c for k, (_n, c) in p["island"].items() if k != "forest"),
                "city_spaces": 12,
                "buildings": sorted(p["city"]),
                "workers": sum(p["city"].values()),
                "doubloons": p["doubloons"],
                "san_juan": p["san_juan"],
                "goods": {g: n for g, n in p["goods"].items() if n},
                "governor": v["governor"] == i,
            }
        )
    roles = {r: d for r, d in v["roles"].items()}
    roles.update((r, "taken") for r in v["picked"])
    ships = [[cap, good if load else None, load, cap] for cap, good, load in v["cargo_ships"]]
    return {
        "players": players,
        "roles": roles,
        "colonist_ship": v["colonist_ship"],
        "ships": ships,
        "trading_house": list(v["trading_house"]),
        "faceup": list(v["faceup"]),
        "supply": {
            "colonists": v["colonists"],
            "vp_chips": v["vp_chips"],
            "quarries": v["quarries"],
            "stack": v.get("stock_count", len(v.get("stock", ()))),
        },
        "barrels": {g: v["goods"][g] for g in data.GOODS},
    }


def _san_juan(v: dict) -> dict:
    from core.san_juan import data

    players = []
    for i, p in enumerate(v["players"]):
        # each production building holds one good at most, the first ones first
        goods, left = [], dict(p["goods"])
        for b in p["buildings"]:
            good = data.PRODUCES.get(b)
            if good and left.get(good, 0) > 0:
                left[good] -= 1
                goods.append(good)
        players.append(
            {
                "seat": i,
                "buildings": list(p["buildings"]),
                "goods": sorted(goods),
                "hand": p["hand"],
                "governor": v["governor"] == i,
            }
        )
    return {"players": players, "taken": sorted(v["picked"]), "deck": v["deck"], "discard": v["discard"]}


def _port_royal(v: dict) -> dict:
    players = [
        {
            "seat": i,
            "gold": p["gold"],
            "vp": p["vp"],
            "cards": [c["kind"] for c in p["characters"]] + ["expedition"] * len(p["expeditions"]),
        }
        for i, p in enumerate(v["players"])
    ]
    harbour = [c["kind"] + (" " + c["colour"] if c["kind"] == "ship" else "") for c in v["harbour"]]
    return {
        "players": players,
        "harbour": harbour,
        "display": len(v["display"]),
        "deck": v["deck"],
        "discard": v["discard"],
    }
