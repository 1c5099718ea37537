"""The device's own words in French, shared by every game: the start screen,
the seat menu, undo, board problems, the final screens' headings.

Plain data, read by firmware.catalog; a game's words are in its own
folder (firmware/games/<game>/lang/). Keys are the same in every language,
with the same ``{fields}``. Latin-1 only (the screens' bitmap font).
"""

WORDS = {
    # the table: screens that do not answer, the seat menu, undo, resume
    "screen_board": "plateau",
    "screen_seat": "siège {n}",
    "waiting": "{name} décide",
    "game_over": "partie finie",
    "winner": "{name} gagne",
    "total": "total",
    "help": "aide",
    "undo_last": "annuler le dernier",
    "close": "fermer",
    "undo": "annuler",
    "undo_ask": "annuler pour {name} ? o oui, < non",
    "resumed": "partie {n} reprise",
    "set_aside": "partie {n} écartée",
    "not_saved": "non enregistré : {n}",
    "screen_failed": "écran {screen} : muet",
    # the start screen: title, rows and their values, hints
    "title": "doubloon",
    "seat_name": "Siège {n}",
    "game": "jeu",
    "puerto_rico": "Puerto Rico",
    "port_royal": "Port Royal",
    "variant": "variante",
    "variant_standard": "standard",
    "variant_expedition": "expédition",
    "mode": "mode",
    "play": "jouer",
    "mode_counter": "mode compteur",
    "mode_scoring": "mode décompte",
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
    "setup_next": "< > suivant: o",
    "setup_start": "commencer: o",
    # the plain text table (firmware/emulator/text.py)
    "resume_ask": "Partie en cours {id} du {created} : {players}, {actions} décisions. La reprendre ? [O/n] ",
    # the seat's logbook and help index (firmware/games/*/screens)
    "log": "journal",
    "log_read": "lire le journal",
    "log_empty": "rien à déplacer",
    "help_index": "aide sur tout",
    "undo_wait": "Vous avez demandé d'annuler. Un autre joueur doit confirmer. < ou o : retirer la demande.",
}
