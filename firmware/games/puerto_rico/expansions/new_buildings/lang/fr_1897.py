"""Puerto Rico's expansion 1, the new buildings: its words in French, the
1897 edition's overlay: only what it renames (menu lines, events,
prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "forests": "Forêts",
    "help.trading_post": "{trader} : au lieu de la {trading_house}, vendez ici 1 {barrel} de "
    "tout type, même si elle est pleine : son prix et le privilège, sans bonus de marché.",
}
