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
    "undo_last": "annuler le dernier choix",
    "close": "fermer",
    "undo": "annuler",
    # issue 22 item 4: the undo question names the decision; after it, the
    # table is told how to put the pieces back
    "undo_ask": "annuler {name} ({what}) : {choice} ? {asker} le demande ; un autre joueur : o oui, < non",
    "undo_ask_any": "annuler la dernière décision ? {asker} le demande ; un autre joueur : o oui, < non",
    "undone": "annulé pour {name} ({what}) : {choice}",
    "undone_any": "dernière décision annulée",
    "undo_nothing": "rien à remettre en place",
    "undo_pieces": "remettez en place ce que la décision annulée a déplacé",
    "resumed": "partie {n} reprise",
    "set_aside": "partie {n} écartée",
    "not_saved": "non enregistré : {n}",
    "not_saved_anywhere": "aucune sauvegarde : {n}",
    "screen_failed": "écran {screen} : muet",
    # issue 22, played as a newcomer: the emulated table's key legend and
    # hint line (firmware/emulator/terminal.py), in the game's language
    "keys_buttons": "boutons < > o du {seats}",
    "keys_seat": "siège",
    "keys_seat_keys": "{n} : {keys}",
    "keys_shift": "Maj+o : menu, aide   Maj+< : vos PV jusqu'à la touche suivante   b : plateau",
    "keys_shift_plain": "Maj+o : menu, aide   b : plateau",
    "keys_shift_counter": "Maj+o : ligne précédente   Maj+< : vos jetons PV (> compte encore)",
    "keys_shift_scoring": "Maj+o : champ précédent   Maj+< Maj+> : de 5 en 5",
    "keys_following": "suit le siège {n}",
    "keys_other_half": "0 : moitié",
    "keys_others": "Tab, {keys} : écrans",
    "keys_hide": "? : touches",
    "keys_show": "? : touches",
    "keys_quit": "Échap : quitter",
    "keys_more_notes": "n : notes suivantes ({k}/{n})",
    # the start screen: title, rows and their values, hints
    "title": "doubloon",
    "game": "jeu",
    "seat_name": "Siège {n}",
    "player_name": "Joueur {n}",
    "variant": "variante",
    "variant_standard": "standard",
    "variant_expedition": "expédition",
    "variant_deal": "4+position",
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
    # the start screen's expansion rows (Puerto Rico: one on/off row each)
    "new_buildings": "nouv. bâtiments",
    "nobles": "nobles",
    "smuggler": "contrebandier",
    "festival": "festival",
    "on": "oui",
    "off": "non",
    "setup_buildings": "bâtiments",
    "buildings_draft": "choisis",
    "buildings_random": "au hasard",
    "buildings_base": "de base",
    "setup_next": "< > suivant: o",
    "setup_start": "commencer: o",
    # the start screen's web page row (issue 24, firmware/modes/start.py)
    "web_page": "page web",
    "web_at": "page web sur:",
    "web_in_use": "web: port occupé",
    "web_not_here": "web: autre machine",
    "web_not_started": "page web non lancée",
    # the plain text table (firmware/emulator/text.py)
    # the seat's logbook and help index (firmware/games/*/screens)
    "log": "journal",
    "log_read": "lire le journal",
    "log_empty": "rien à déplacer",
    "help_index": "aide sur tout",
    "undo_wait": "Vous avez demandé d'annuler.\nUn autre joueur répond :\no oui, < non.\n< ou o ici :"
    " retirer votre demande.",
    # quitter une partie en cours (Échap, q) : enregistrée ou non, et comment la reprendre
    "left_no_journal": "la partie n'est pas enregistrée (--no-journal) : elle ne pourra pas être reprise.",
    "left_nothing": "aucune décision prise, rien n'est enregistré. Pour commencer une nouvelle partie :"
    "\n  {play}",
    "left_saved": "partie {n} enregistrée ({decisions}). Pour la reprendre (la même commande sans"
    " --resume la propose aussi) :\n  {play} --resume",
    "one_decision": "{k} décision",
    "n_decisions": "{k} décisions",
    "left_unsaved": "la partie n'est PAS enregistrée : {k} écriture(s) refusée(s) par le journal ({problem})",
    "left_lost": ", ni dans un fichier : toute la partie est écrite sur stderr en lignes"
    " d'enregistrement ; mettez-les dans un fichier, puis :\n  {importing} FICHIER",
    "left_kept": " ; toute la partie est dans {file}. Pour la reprendre :\n  {importing} {file}\n"
    "  {play} --resume",
    # the final score on the terminal (firmware/session.py)
    "final_score": "Score final :",
    "score_line": "  {rank}. {name}  {total}  ({parts}{bonus} ; départage {tiebreak})",
    "score_line_plain": "  {rank}. {name}  {total}  (départage {tiebreak})",
    "score_vp_chips": "jetons",
    "score_buildings": "bâtiments",
    "score_chapel": "chapelle",
    "score_bonus": ", bonus {bonus}",
    # ---- the final score's nobles (Puerto Rico expansion 2; branch scoring) ----
    "score_nobles": "nobles",
    # ---- issue 22 item 6 (branch cli): the unfinished game named, resume or a new one ----
    "resume_ask": "Partie {n} en cours ({about}). La reprendre ? O : reprendre, n : nouvelle partie [O/n] ",
    "resume_game": "{title}, {created} : {players}, {decisions}",
    "resume_kept": "une nouvelle partie commence ; la partie {n} ({about}) reste en cours."
    " Pour la reprendre :\n  {play} --resume {n}",
    # ---- issue 24 (branch web-server): the board page and the seat pages ----
    "web_board": "plateau",
    "web_to_do": "à faire maintenant",
    "web_log": "journal de bord",
    "web_hold": "maintenir pour voir votre secret",
    "web_help": "aide",
    "web_undo": "annuler la dernière décision",
    "web_undo_yes": "oui, annuler",
    "web_undo_no": "non",
    "web_close": "fermer",
    "web_final": "classement final",
    "web_offline": "liaison avec la table perdue : nouvel essai",
    "web_gone": "cette place n'est plus dans la partie : scannez à nouveau le code de la place sur la table",
    "web_not_sent": "non envoyé : la table n'a pas répondu. Choisissez à nouveau",
    "web_no_game": "pas encore de partie",
    "web_refused": "refusé",
    "web_problems": "la table",
    "web_glance": "en bref",
    "web_own": "votre place à la table",
    # ---- issue 24 (web-pairing) : un téléphone rejoint une place par un QR code ----
    "menu_phone": "téléphone",
    "pair_seat": "scannez : cette place sur un téléphone",
    "pair_back": "une touche : retour",
    "pair_board_title": "page web",
    "pair_board": "plateau sur un écran :",
    "pair_seats": "places : menu > téléphone",
}
