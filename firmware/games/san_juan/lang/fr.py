"""Les mots de San Juan en français (firmware.catalog); Latin-1 seulement.
Noms de la traduction v1.1 (seed 001)."""

WORDS = {
    # its name (start screen, history, --help), its variants' help (issue 23)
    "game_name": "San Juan",
    "variant_help": "deal (4 cartes plus le numéro de la place, en garder 4)",  # --variant's help
    "b.indigo_plant": "Teinturerie",
    "b.sugar_mill": "Raffinerie",
    "b.tobacco_storage": "Séchoir à tabac",
    "b.coffee_roaster": "Brûlerie",
    "b.silver_smelter": "Fonderie",
    "b.smithy": "Forge",
    "b.gold_mine": "Mine d'or",
    "b.archive": "Archives",
    "b.poor_house": "Asile",
    "b.black_market": "Marché noir",
    "b.trading_post": "Échoppe",
    "b.well": "Puits",
    "b.market_stand": "Étalage",
    "b.crane": "Grue",
    "b.chapel": "Chapelle",
    "b.tower": "Tour",
    "b.aqueduct": "Aqueduc",
    "b.carpenter": "Scierie",
    "b.prefecture": "Préfecture",
    "b.statue": "Statue",
    "b.market_hall": "Marché",
    "b.quarry": "Carrière",
    "b.victory_column": "Colonne",
    "b.library": "Bibliothèque",
    "b.hero": "Statue équestre",
    "b.guild_hall": "Guilde",
    "b.city_hall": "Hôtel de ville",
    "b.triumphal_arch": "Arc de triomphe",
    "b.palace": "Palais",
    "g.indigo": "indigo",
    "g.sugar": "sucre",
    "g.tobacco": "tabac",
    "g.coffee": "café",
    "g.silver": "argent",
    "r.builder": "Architecte",
    "r.producer": "Artisan",
    "r.trader": "Marchand",
    "r.councillor": "Bourgmestre",
    "r.prospector": "Chercheur d'or",
    "w.carpenter": "scierie",
    "w.poor_house": "asile",
    "w.well": "puits",
    "w.market_stand": "étalage",
    "w.market_hall": "marché",
    "w.prospector": "chercheur d'or",
    "w.trade": "vente",
    "cards": "{n} cartes",
    "card": "{n} carte",
    "seat.goods": "biens {n}  bâti {b}/12",
    "seat.chapel": "chapelle {n}",
    "seat.count": "biens {n}",
    "seat.buildings": "Bâtiments : {list}",
    "seat.goods_kinds": "Biens : {list}",
    "ask.roles": "choisir un rôle",
    "ask.chapel": "chapelle : glisser ?",
    "ask.builder": "bâtir (cartes dues)",
    "ask.cover": "grue : sur (dues)",
    "ask.goods": "marché noir : biens",
    "ask.producer": "produire : encore {n}",
    "ask.trader": "vendre : encore {n}",
    "ask.gold_mine": "mine d'or : 4 cartes",
    "ask.count": "comptes justes ? o : oui",
    "ask.library": "bibliothèque : x2 ici ?",
    "ask.councillor": "bourgmestre : piocher ?",
    "decides": "{name} {what}",
    "dec.roles": "choisit un rôle",
    "dec.chapel": "peut glisser",
    "dec.builder": "construit",
    "dec.cover": "construit (grue)",
    "dec.goods": "paie en biens",
    "dec.producer": "produit",
    "dec.trader": "vend",
    "dec.gold_mine": "retourne 4 cartes",
    "dec.count": "recompte",
    "dec.library": "peut doubler",
    "dec.councillor": "peut piocher",
    "a.nocover": "sans grue",
    "a.cover_good": "{b}, plein",
    "a.library_use": "maintenant : x2",
    "a.library_keep": "la garder : 2e choix",
    "a.draw": "piocher {n}, garder {k}",
    "a.goods": "1 bien {g}",
    "a.pay": "payer {n} cartes",
    "a.produce": "{g}",
    "a.sell": "{g} : pioche {n}",
    "a.keep": "coûts différents : 1",
    "a.none": "2 pareils : défausse 4",
    "a.chapel": "glisser 1 carte",
    "a.pass": "passer",
    "a.cancel": "retour",
    "a.done": "fini",
    "a.confirm": "juste : confirmer",
    "a.count": "{what} {sign} : {n}",
    "n.hand": "main",
    "n.goods": "biens",
    "n.chapel": "chapelle",
    "e.role": "{name} prend {role}",
    "e.library": "{name} : bibliothèque, privilège x2",
    "e.build": "{name} bâtit {b}, défausse {n} cartes",
    "e.build.one": "{name} bâtit {b}, défausse {n} carte",
    "e.build_free": "{name} bâtit {b}, ne paie rien",
    "e.build_goods": "{name} bâtit {b}, défausse {n} + {k} biens",
    "e.cover": "{b} sur {c}",
    "e.draw": "{name} pioche {n} ({why})",
    "e.produce": "{name} : 1 carte sur {b}",
    "e.sell": "{name} vend {g}",
    "e.council": "{name} pioche {n}, garde {k}",
    "e.council_archive": "{name} prend {n} en main, puis défausse {d} (archives)",
    "e.gold_keep": "{name} : mine d'or, garde 1 sur 4",
    "e.gold_none": "{name} : mine d'or, défausse 4",
    "e.tile": "comptoir : {prices}",
    "e.tile_back": "le comptoir va sous la pile",
    "e.chapel": "{name} : 1 carte sous la chapelle",
    "e.hand_limit": "{name} défausse {n} cartes (limite {limit})",
    "e.hand_limit.one": "{name} défausse {n} carte (limite {limit})",
    "e.reshuffle": "défausse mélangée : pioche {n}",
    "e.round_end": "fin du tour {n}",
    "e.governor": "{name} est gouverneur",
    "e.stalled": "plus aucune carte ne peut bouger : la partie finit avec ce tour",
    "e.end_trigger": "{name} : 12 bâtiments ! dernière phase",
    "e.count_check": "partie finie : chacun vérifie main, biens, chapelle",
    "e.count_hand": "{name} : main corrigée à {n}",
    "e.count_goods": "{name} : biens corrigés à {n}",
    "e.count_chapel": "{name} : chapelle corrigée",
    "e.confirm": "{name} : comptes confirmés",
    "e.game_over": "partie finie",
    "e.lost_good": "{name} défausse le bien {g}",
    "e.pass": "{name} passe",
    "page.todo": "à faire",
    "page.players": "joueurs",
    "page.round": "tour {n}",
    "board.player": "{name} : {b} bâtiments, main {h}, biens {g}",
    "board.governor": "gouverneur : {name}",
    "board.prices_title": "comptoir",
    "board.deck": "pioche {n}  défausse {d}",
    "board.picked": "pris : {roles}",
    "final.total": "total {n}  rang {r}",
    "final.buildings": "bâtiments {n}",
    "final.chapel": "chapelle {n}",
    "final.bonus.guild_hall": "guilde +{n}",
    "final.bonus.city_hall": "hôtel de ville +{n}",
    "final.bonus.triumphal_arch": "arc +{n}",
    "final.bonus.palace": "palais +{n}",
    "final.tiebreak": "main+biens {n}",
    # help: what a building or role does (seat menu, help)
    "h.head": "Coût {cost}, {vp} PV.",
    "h.production": "Production : reçoit un bien {g}.",
    "h.smithy": "Architecte : paie 1 carte de moins pour un bâtiment de production.",
    "h.gold_mine": (
        "À chaque chercheur d'or : retourner 4 cartes. Coûts tous différents : en garder "
        "1, défausser 3 ; deux pareils : tout défausser."
    ),
    "h.archive": "Bourgmestre : les cartes piochées vont d'abord en main, puis on défausse de toute la main.",
    "h.poor_house": "Après une construction, avec 0 ou 1 carte en main : piocher 1 carte.",
    "h.black_market": "Architecte : payer jusqu'à 2 cartes du prix avec des biens de ses bâtiments.",
    "h.trading_post": "Marchand : vendre 1 bien de plus.",
    "h.well": "Artisan : 2 biens produits ou plus : piocher 1 carte.",
    "h.market_stand": "Marchand : 2 biens vendus ou plus : piocher 1 carte de plus.",
    "h.crane": (
        "Architecte : construire sur un de ses bâtiments ; son coût est déduit du prix. Le bâtiment "
        "recouvert est retiré du jeu (dans la boîte)."
    ),
    "h.chapel": "Début de chaque tour : glisser 1 carte de la main dessous. Chaque carte vaut 1 PV à la fin.",
    "h.tower": "Limite de main 12 au lieu de 7.",
    "h.aqueduct": "Artisan : produire 1 bien de plus.",
    "h.carpenter": "Après avoir bâti un bâtiment violet : piocher 1 carte.",
    "h.prefecture": "Bourgmestre : garder 2 cartes au lieu de 1.",
    "h.statue": "Un monument : sans effet.",
    "h.market_hall": "Marchand : 1 bien vendu ou plus : piocher 1 carte de plus.",
    "h.quarry": "Architecte : paie 1 carte de moins pour un bâtiment violet.",
    "h.victory_column": "Un monument : sans effet.",
    "h.library": (
        "Double le privilège du rôle choisi. À 2 joueurs : une fois par tour ; le gouverneur "
        "peut la garder pour son second choix. Elle n'est utilisée qu'une fois qu'elle double "
        "quelque chose (un prix plus bas, une 3e marchandise, 8 ou 2 cartes) [suggéré]."
    ),
    "h.automatic": (
        "L'appareil l'applique sans demander : il ne fait qu'épargner ou donner des cartes. "
        "Refusé ? Corrigez la main au compte final [suggéré]."
    ),
    "h.crane_good": (
        "Grue : vous avez ce bâtiment vide et avec une marchandise. Sur le plein, sa "
        "marchandise est défaussée ; sur un vide, rien n'est perdu."
    ),
    "h.setup": "Mise en place : chacun pose 1 teinturerie et reçoit 4 cartes.",
    "h.setup_deal": (
        "Mise en place (variante) : chacun pose 1 teinturerie et reçoit 4 cartes plus sa "
        "position (gouverneur 5, puis 6, 7, 8), en garde 4 et défausse les autres."
    ),
    "e.setup": "{name} : reçoit {n}",
    "e.setup_deal": "{name} : reçoit {n}, garde 4",
    "h.hero": "Un monument : sans effet.",
    "h.guild_hall": "Fin : 2 PV par bâtiment de production.",
    "h.city_hall": "Fin : 1 PV par bâtiment violet, lui compris.",
    "h.triumphal_arch": "Fin : 1, 2, 3 monuments donnent 4, 6, 8 PV.",
    "h.palace": "Fin : 1 PV par tranche de 4 de ses autres points, compté en dernier.",
    "h.builder": (
        "Chacun peut bâtir 1 bâtiment : le poser de sa main, défausser son prix. "
        "L'architecte paie 1 carte de moins."
    ),
    "h.producer": (
        "Chacun peut poser la carte du dessus de la pioche, face cachée, sur 1 bâtiment "
        "de production vide. L'artisan 1 de plus."
    ),
    "h.trader": (
        "Un comptoir est retourné. Chacun peut vendre 1 bien à son prix : défausser le "
        "bien, piocher autant. Le marchand 1 de plus."
    ),
    "h.councillor": (
        "Chacun peut piocher 2 cartes et en garder 1, ou passer ; le bourgmestre en pioche 5 et en garde 1."
    ),
    "h.prospector": "Le chercheur d'or peut piocher 1 carte, ou passer ; personne d'autre.",
    "h.count": (
        "Fin de partie : vérifiez les cartes de votre main, vos biens et les cartes sous votre "
        "chapelle. Corrigez un compte que l'appareil a manqué (un de plus ou de moins à chaque "
        "fois), puis confirmez. Main + biens départagent une égalité."
    ),
    "h.roles": (
        "Le gouverneur choisit un rôle, puis chacun à son tour ; tous agissent dans la "
        "phase de chaque rôle. Un 12e bâtiment finit la partie après cette phase "
        "d'architecte."
    ),
    # ---- issue 22, point 5 : la mise en place, pas à pas (setup_phrases.py) ----
    "s.title": "Mise en place à {n} joueurs :",
    "s.governor": "{name} prend la carte gouverneur",
    "s.roles": "les {n} cartes rôle visibles au milieu",
    "s.tiles": "mélanger les {n} comptoirs, en pile face cachée : chaque marchand retourne celui "
    "du dessus et le dit à l'appareil",
    "s.tiles_device": "les {n} comptoirs visibles à côté : l'appareil en tire un pour chaque marchand",
    "s.deal": "chaque joueur : 1 {building} visible, {n} cartes reçues",
    "s.deck": "les {n} autres cartes face cachée : la pioche",
    "s.discard": "{n} cartes face cachée : la défausse",
    "s.two": "2 joueurs : le gouverneur choisit un 2e rôle à chaque tour",
    # issue 22 item 4: the undo question's step, and after an undo how to
    # put the cards back (firmware/games/san_juan/undo_phrases.py)
    "u.what.roles": "rôle",
    "u.what.chapel": "chapelle",
    "u.what.count": "comptes",
    "u.what.library": "bibliothèque",
    "u.role": "{name} : la carte {role} revient au milieu",
    "u.build": "{name} : {b} revient dans votre main",
    "u.cover": "{name} : {b} quitte votre {c} et revient dans votre main",
    "u.paid": "reprendre en main {cards} du dessus de la défausse",
    "u.goods": "les {n} cartes du dessus de la défausse redeviennent des biens sur vos bâtiments",
    "u.draw": "{name} : remettre sur la pioche {cards} que vous venez de piocher",
    "u.produce": "{name} : le bien de votre {b} revient sur la pioche",
    "u.sell": "{name} : le dessus de la défausse redevient votre bien ({b})",
    "u.council": "{name} : remettre sur la pioche les cartes gardées ({kept}) et {gone} du dessus de la "
    "défausse",
    "u.gold_keep": "{name} : la carte gardée et les 3 du dessus de la défausse reviennent sur la pioche",
    "u.gold_none": "{name} : les 4 cartes du dessus de la défausse reviennent sur la pioche",
    "u.tile": "le comptoir retourné revient sur sa pile",
    "u.tile_back": "le comptoir du dessous revient face visible",
    "u.hand_limit": "{name} : reprendre en main {cards} du dessus de la défausse",
    "u.chapel": "{name} : la dernière carte sous votre chapelle revient dans votre main",
    "u.reshuffle": "la pioche redevient la défausse ({cards})",
    "u.governor": "la carte gouverneur revient à {name}",
    "u.lost_good": "{name} : le dessus de la défausse redevient votre bien ({b})",
    # issue 22 item 2: the board's default page and each city
    "board.nothing": "rien à déplacer",
    "board.open": "libres : {roles}",
    "board.prices": "prix : {prices}",
    "board.city": "bâtiments :",
    "board.goods": "marchandises :",
    # ---- issue 22 item 10 (branch cli): one of a thing, the singular (phrases.COUNTED) ----
    "a.pay.one": "payer {n} carte",
    "e.build_goods.one": "{name} bâtit {b}, défausse {n} + {k} bien",
    "board.player.one": "{name} : {b} bâtiment, main {h}, biens {g}",
    # ---- issue 22 item 7 (aide) : ce qu'est chaque décision, dit d'abord
    # dans l'aide (phrases.about), puis le choix en surbrillance en entier
    "about.roles": "Choisir un rôle : vous agissez le premier, avec son privilège ; puis chacun à son tour.",
    "about.library": "Bibliothèque (2 joueurs) : doubler maintenant le privilège de ce rôle, ou la "
    "garder pour votre 2e choix.",
    "about.chapel": "Chapelle, début du tour : vous pouvez glisser 1 carte de votre main dessous "
    "(1 PV à la fin).",
    "about.builder": "Phase de l'Architecte : construisez 1 bâtiment de votre main, payé en "
    "cartes, ou passez.",
    "about.cover": "Grue : construisez par-dessus un de vos bâtiments (son coût est déduit), ou non.",
    "about.goods": "Marché noir : payez jusqu'à 2 cartes du prix avec vos biens.",
    "about.producer": "Phase de l'Artisan : choisissez les bâtiments de production vides qui "
    "reçoivent un bien.",
    "about.trader": "Phase du Marchand : choisissez les biens à vendre, aux prix du comptoir.",
    "about.councillor": "Phase du Bourgmestre : piochez des cartes et gardez-en 1, ou passez.",
    "about.gold_mine": "Mine d'or : retournez 4 cartes ; coûts tous différents : gardez-en 1.",
    "about.count": "Fin de partie : vérifiez vos comptes (main, biens, chapelle), puis confirmez "
    "ou corrigez.",
    "help.choice": "Ce choix : {choice}.",
    # ---- issue 30 : ce que la table pioche et déplace, dit tel quel ----
    "ask.tile": "comptoir retourné ?",
    "dec.tile": "tire un comptoir",
    "a.tile": "comptoir {prices}",
    "about.tile": "Marchand : retournez le comptoir du dessus et choisissez-le par ses prix "
    "(indigo/sucre/tabac/café/argent).",
    "ask.prospector": "chercheur : piocher ?",
    "dec.prospector": "peut piocher",
    "a.prospect": "piocher {n}",
    "about.prospector": "Phase du Chercheur d'or : piochez votre carte, ou passez.",
    "e.tile_device": "l'appareil tire le comptoir : {prices}",
    "e.tile_back_device": "le comptoir retourne à côté",
    "u.tile_device": "le comptoir revient à côté",
    "u.tile_back_device": "le comptoir mis à côté revient au milieu",
    "e.covered_out": "{name} : le bâtiment recouvert ({c}) est retiré du jeu (dans la boîte)",
    "e.covered_discard": "{name} : le bâtiment recouvert ({c}) va sur la défausse",
    "u.covered_out": "{name} : votre {c} revient de la boîte dans votre cité",
    "u.covered_discard": "{name} : la carte du dessus de la défausse redevient votre {c}",
}
