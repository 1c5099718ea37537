# Why an action of an expansion is refused: (rule, message) for
# engine.explain, through each expansion's explain(state, action), or None
# when the base game's reasons apply. Only a refused action needs these
# words, so they live here, loaded then, not in the modules every game
# with the expansion keeps in its heap (MicroPython).

from . import data


def new_buildings(state, action):
    # (rule, message) for a refused action of this expansion, or None.
    what = action[0]
    if state["phase"] == "draft":
        if what != "draft" or len(action) != 2:
            return ("draft.pending", "must first pick a building for a free slot")
        return draft_why_not(state, action[1])
    if state["phase"] == "builder" and "paying" in state["phase_data"]:
        return ("builder.black_market", "is paying with the black market: the next item, one of each kind")
    if what == "pay":
        return ("builder.black_market", "no black-market payment is under way")
    if what == "guest":
        return ("guest.move", "cannot move a guest to " + str(action[1:])[:40] + " now")
    if state["phase"] == "captain" and "returned" in state["phase_data"]:
        return ("captain.small_wharf", "is returning barrels to the small wharf: one more, or ship them")
    return None


def draft_why_not(state, b):
    spec = data.BUILDINGS.get(b) if isinstance(b, str) else None
    if spec is None or data.production(b) or spec[data.EXPANSION] not in ("base", "new_buildings"):
        return ("draft.unknown", str(b)[:40] + " is not a violet building of the draft")
    if b in state["buildings"]:
        return ("draft.taken", b + " is already on the board")
    return ("draft.slot", "no free slot of cost " + str(spec[data.COST]) + " is left for " + b)


def core_villa(state):
    return "noble" if state["nobles"]["supply"] > 0 else "colonist"


def nobles(state, action, at):  # noqa: C901 - one refusal per nobles step, in the rules' order
    # (rule, message) for a refused action of this expansion, or None.
    # ``at``: nobles.nobles_at (this module imports no expansion: no cycle).
    what = action[0]
    pd = state["phase_data"]
    phase = state["phase"]
    if phase == "mayor" and "privilege" in pd:
        return None  # the privilege question first (mayor.why_not)
    if phase == "mayor" and "villa" in pd:
        return ("mayor.villa", "must first say whether he takes the villa's " + str(core_villa(state)))
    if what == "villa":
        return ("mayor.villa", "the villa's noble is not on offer now")
    if phase == "mayor" and "ship_noble" in pd:
        return ("mayor.ship_noble", "must first say whether he takes the ship's noble")
    if what in ("noble", "colonist"):
        return ("mayor.ship_noble", "the ship's noble is not on offer now")
    if phase == "mayor" and what == "place":
        player = state["players"][state["turn"]]
        held = at(player, "san_juan")
        if len(action) == 3 and not held:
            return ("mayor.noble", "has no noble to place")
        if len(action) == 2 and held and player["san_juan"] == held:
            return ("mayor.colonist", "has only nobles left to place: name the noble")
        if len(action) == 2 and held and player["san_juan"] >= state["phase_data"].get("free", 0):
            return ("mayor.full", "every circle will be filled: name where the nobles go, then fill")
        if len(action) == 2 and held:
            return ("mayor.nobles_first", "places his nobles first, then his colonists")
    if phase == "mayor" and what == "fill":
        return ("mayor.fill", "fill puts colonists in every free circle: not enough colonists for them")
    if phase == "settler" and pd.get("land_office"):
        return ("settler.land_office", "must first use or decline the land office")
    if what == "land_office":
        return ("settler.land_office", "cannot use a land office now")
    if what == "land_registry":
        return ("trader.land_registry", "cannot use a land registry now (once a Trader phase)")
    if what == "export":
        return ("captain.export_office", "cannot return that barrel to the export office now")
    return None


def smuggler(state, action, keep):
    # (rule, message) for a refused action of this expansion, or None.
    # ``keep``: smuggler.KEEP_BARRELS (this module imports no expansion).
    card = "smuggler"  # smuggler.ROLE
    what = action[0]
    phase = state["phase"]
    sm = state["smuggler"]
    p = state["turn"]
    if phase == "roles":
        if what != "role" or len(action) != 2:
            return None
        if action[1] == card and card in state["roles"] and sm["wanted"] == p:
            return ("smuggler.wanted", "holds the Wanted poster: another player must pick the Smuggler first")
        if action[1] == sm["reserved"] and sm["wanted"] == p:
            return ("smuggler.reserved", "took " + action[1] + " by role change: he plays it after the picks")
        return None
    if phase != card:
        return None
    if "poach" in state["phase_data"]:
        if what == "place" and len(action) == 2:
            if action[1] == "san_juan":
                return (
                    "smuggler.san_juan",
                    "poached colonists go on free circles of his tiles, not San Juan",
                )
            return ("smuggler.circle", "has no free circle on " + str(action[1])[:40])
        return ("smuggler.poach", "must place a poached colonist or pass")
    ships = state["cargo_ships"]
    if what == "attack":
        i = action[1] if len(action) == 3 else None
        if type(i) is not int or not 0 <= i < len(ships):
            return ("smuggler.ship", "no cargo ship " + str(action[1:])[:40] + " to attack")
        c = ships[i][2]
        if c == 0:
            return ("smuggler.attack_empty", "cargo ship " + str(i) + " holds no barrel")
        top = c if c < keep else keep
        return ("smuggler.keep", "keeps 0 to " + str(top) + " barrels of cargo ship " + str(i))
    if what == "role_change":
        return ("smuggler.role_change", str(action[1:])[:40] + " is not a role card nobody has picked")
    return ("smuggler.pending", "must attack, plunder, poach or change roles")


def festival(state, action):
    # (rule, message) for a refused action, or None.
    if "placing" in state["festival"]:
        if action[0] != "festival" or len(action) != 2:
            return ("festival.pending", "must first place the festival's colonists")
        return ("festival.circle", "no free circle on " + str(action[1])[:40] + " for a festival colonist")
    if action[0] == "festival":
        return ("festival.none", "has no festival colonist to place")
    return None
