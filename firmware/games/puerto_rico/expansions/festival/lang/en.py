"""Puerto Rico's expansion 4, the festival: its words in English (classic
edition) (menu lines, events, prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "festival_board": "festival board",
    "a_festival": "{colonist} -> {target}",
    "prompt.festival": "festival {colonist}",
    "deciding.festival": "festival",
    "e_festival_goal": "put {pieces} {source} on the {festival_board}",
    "fest_from_stock": "from the {stock}",
    "fest_from_supply": "from the {supply}",
    "fest_from_box": "from the box",
    "e_festival_return": "{pieces} from the {festival_board} {dest}",
    "fest_to_stock": "into the {stock}, shuffled",
    "fest_to_supply": "back to the {supply}",
    "fest_to_box": "into the box",
    "e_fest_plantation": "{name} reaches the {festival}'s plantation goal: take {count} from the {supply}",
    "e_fest_plantation_none": "{name} reaches the {festival}'s plantation goal: no {colonists} left in the "
    "{supply}",
    "e_fest_goods": "{name} reaches the {festival}'s goods goal: take {money} from the {bank}",
    "e_fest_building": "{name} reaches the {festival}'s building goal ({building})",
    "e_festival_colonist": "{name}: {count} to your {target} ({festival})",
    "board.fest_plantation": "3 {good} {plantation}s: 3 {colonists}",
    "board.fest_goods": "produce {goods}: 3 {doubloons}",
    "board.fest_building": "build {building}: 3 VP",
    "board.fest_reached": "{goal}: {name}",
    "board.goal_plantation": "{plantation}s",
    "board.goal_goods": "{barrels}",
    "board.goal_building": "{building}",
    "help.festival": "Three goals, each for the first to reach it: own 3 {plantations} of the "
    "kind shown (3 {colonists}, placed at once on your island or in {san_juan}), produce the "
    "{barrels} shown (3 {doubloons}), build the building shown (3 VP). [suggested] The "
    "{barrels} in one {craftsman} phase, privilege included; ties: the first in turn order.",
    # after an undo, how to put its pieces back (undo.py)
    "u_festival_colonist": "{name}: {count} from your {target} back beside you, to place again ({festival})",
    "u_fest_colonists": "{name}: give back the {count} of the {festival}'s goal to the {supply}",
}
