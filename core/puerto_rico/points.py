# Every extension point of Puerto Rico's base game, declared once (as
# pluggy declares its hook specifications): its kind, the arguments its
# functions take and what it means. A layer (layers.LAYERS) fills a point
# with a function of the point's name in one of its modules;
# tests/core/test_expansion_points.py checks every filler against this
# table, and docs/rules-core.md's table of points against it too.
#
# Documentation as data: the core never imports this module (a device's
# heap); hooks.py and the callers named here are the working code.
#
# The kinds of call (hooks.py):
#   each: all of the functions, for what they do (their answers unused);
#   ask: until one answers True (it took over: a question, a decision);
#   first: the first answer that is not None (a value, a menu);
#   chain: each one's answer handed to the next as its last argument (a
#     menu changed), the last answer kept;
#   data: not a function: a value read once into the game's rules.
#
# POINTS: name -> (kind, arguments, caller, meaning); an argument with "="
# may be left out (its default).

POINTS = {
    # ---- the engine and the game's rules (hooks.rules) --------------------
    "interrupt": (
        "data",
        (),
        "hooks.rules",
        "(sub key, decision kind): while state[layer key] holds sub key, that "
        "decision comes before any other, asked of the seat state[key][sub][0]; "
        "its menu and action are the layer's phase(kind)",
    ),
    "phase": (
        "first",
        ("kind",),
        "layered, new_buildings.play",
        "(legal, act) of a decision kind the layer adds (its DECISIONS), or None",
    ),
    "phases": (
        "data",
        (),
        "layers.rules",
        "{kind: (legal, act)}: decisions the engine hands straight to these "
        "two functions in this combination (a later layer's over an earlier's)",
    ),
    "dispatch": (
        "first",
        ("kind", "phase", "rules"),
        "layers.rules",
        "(legal, act) of every decision kind in a game with layers, over phase, "
        "the (legal, act) of the base game's or a layer's own decision (none "
        "filled: those, layered.table); rules: the combination's (layers.fns "
        "says which of its points are filled)",
    ),
    "acted": (
        "each",
        ("state", "kind", "p"),
        "layers._walk",
        "after each such action of seat p (but after the layer's quiet decisions)",
    ),
    "quiet": (
        "data",
        (),
        "layers._acted",
        "decision kinds after whose actions the layer's acted has nothing to do: "
        "not called after them (a device calls it after each)",
    ),
    "calm": (
        "data",
        (),
        "layers._play",
        "decision kinds the layer's interruption never comes before, nor its "
        "acted after: the rules' table holds their phase straight (not in a "
        "version 2 record's game)",
    ),
    "game_over": ("each", ("state",), "layers.after", "the game has just ended (its play modules let go)"),
    "setup": (
        "each",
        ("state",),
        "layered.set_up",
        "a new game's pieces of the layer, and its key in the state "
        "(called from the last layer to the first)",
    ),
    "draft_done": (
        "each",
        ("state",),
        "new_buildings.draft",
        "the violet slots are filled (the draft's end)",
    ),
    "header": ("each", ("state", "h"), "record_header", "the layer's fields of a record header h"),
    # ---- refusals (why.py) -------------------------------------------------
    "why_first": (
        "first",
        ("state", "action"),
        "why.explain",
        "(rule, message) before the base game's, or None",
    ),
    "why_not": (
        "first",
        ("state", "action"),
        "why.explain",
        "(rule, message) after the base game's, or None",
    ),
    # ---- the round (engine, flow.py) ---------------------------------------
    "roles_menu": ("each", ("state", "acts"), "engine", "the role cards on offer, changed in place"),
    "role_picked": (
        "ask",
        ("state", "p", "role"),
        "engine",
        "True: the layer's own decision follows the pick",
    ),
    "turn_done": (
        "ask",
        ("state",),
        "flow.one_pass_done",
        "True: a question interrupts the pass (it resumes after)",
    ),
    "picks_done": ("ask", ("state",), "flow", "True: the layer plays on after every seat picked"),
    "round_end": ("each", ("state",), "flow.end_round", "the round has ended"),
    # ---- the roles ---------------------------------------------------------
    "privilege": (
        "first",
        ("state", "p"),
        "trader, prospector",
        "the privilege's size for seat p (2: doubled)",
    ),
    "settler_finish": ("ask", ("state",), "settler.finish", "True: a question before the Settler phase ends"),
    "mayor_privilege": ("first", ("state",), "mayor", "the mayor's privilege colonists (default 1)"),
    "mayor_deal": ("ask", ("state",), "mayor", "True: the layer deals the colonist ship itself"),
    "mayor_lifted": (
        "chain",
        ("player", "before"),
        "mayor.begin",
        "the snapshot of where player's people were, with the layer's people lifted too",
    ),
    "mayor_forced": (
        "first",
        ("state", "player", "free"),
        "mayor",
        "True when everything is placed (a forced fill), False when a choice is left",
    ),
    "mayor_refill": ("ask", ("state",), "mayor", "True: the layer refilled the colonist ship itself"),
    "builder_discount": (
        "first",
        ("state", "p", "player", "building=None"),
        "builder",
        "the discount beyond the quarries, or None",
    ),
    "builder_terms": ("first", ("state", "p", "player"), "builder", "the terms of seat p's builds, or None"),
    "craftsman_start": ("each", ("state",), "craftsman.start", "before anybody produces"),
    "produced": ("each", ("state", "p", "player", "made"), "craftsman", "seat p produced made"),
    "craftsman_done": ("each", ("state",), "craftsman.finish", "the Craftsman phase has ended"),
    "trader_more": (
        "each",
        ("state", "player", "acts"),
        "trader.legal",
        "sales elsewhere than the house, added",
    ),
    "trader_menu": ("chain", ("state", "acts"), "trader.legal", "the trader's menu changed"),
    "trader_has_choice": ("ask", ("state", "player"), "trader", "True: the player still has a choice"),
    "captain_start": ("each", ("state",), "captain.start", "the Captain phase begins"),
    "captain_question": (
        "first",
        ("state", "p", "player"),
        "captain.legal",
        "the layer's own question, or None",
    ),
    "captain_more": (
        "each",
        ("state", "p", "player", "more"),
        "captain.legal",
        "other wharves' loads, added",
    ),
    "captain_menu": (
        "chain",
        ("state", "p", "player", "acts"),
        "captain.legal",
        "the captain's menu changed",
    ),
    "captain_has_choice": ("ask", ("state", "p", "player"), "captain", "True: the player still has a choice"),
    "captain_skipped": ("each", ("state", "p"), "captain", "seat p is skipped (no load)"),
    "captain_loaded": (
        "first",
        ("state", "p"),
        "captain",
        "seat p loaded: the captain's privilege VP, or None",
    ),
    "keeps_all": ("first", ("state", "player"), "captain.storage", "True when the player keeps every barrel"),
    # ---- scoring and checks ------------------------------------------------
    "sheet_row": ("each", ("player", "row"), "endgame.sheet", "the layer's fields of a scoring sheet's row"),
    "totals": ("each", ("state", "t"), "invariants", "the layer's pieces counted where they lie"),
    "expected": ("each", ("state", "want"), "invariants", "the layer's pieces a game must hold"),
    "check": (
        "each",
        ("state", "bad"),
        "invariants.check",
        "the layer's own checks: broken ones appended to bad",
    ),
    # ---- where another layer's buildings meet the builder, the production and
    # the refusals (layers.py), and expansion 1's decisions (its play.py or
    # layered.table without it): filled by the nobles
    "settler_question": (
        "first",
        ("state", "kind"),
        "layered, new_buildings.play",
        "a layer's settler menu, or None",
    ),
    "act_first": (
        "ask",
        ("state", "kind", "action"),
        "layered, new_buildings.play",
        "True: the action was a layer's",
    ),
    "why_not_before": ("first", ("state", "action"), "layers.why_not", "(rule, message), or None"),
    "architect_offs": (
        "first",
        ("player",),
        "new_buildings.builder_terms",
        "the architect's discounts, or None",
    ),
    "architect": (
        "first",
        ("player", "building"),
        "new_buildings.builder_discount",
        "the architect's discount on building, or None",
    ),
    "both_at": ("first", ("player", "place"), "new_buildings.pay_menu", "True: two kinds of person at place"),
    "leaves": (
        "first",
        ("state", "player", "place", "noble=False"),
        "new_buildings.black_market_pay",
        "one person leaves place for the supply: 'noble' or 'colonist'",
    ),
    "produced_first": (
        "each",
        ("state", "p", "player"),
        "layers.produced",
        "before the later layers' production (expansion 1's)",
    ),
    "nobles_at": ("first", ("player", "place"), "new_buildings.with_guests", "how many nobles are at place"),
    "put_nobles": (
        "each",
        ("player", "place", "k=1"),
        "new_buildings.guest_act",
        "k nobles moved to place (k < 0: away)",
    ),
}
