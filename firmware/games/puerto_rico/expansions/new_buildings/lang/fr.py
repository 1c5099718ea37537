"""Puerto Rico's expansion 1, the new buildings: its words in French
(classic edition) (menu lines, events, prompts, help pages, board
lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "draft": "choix des bâtiments",
    "short.draft": "cho",
    "forests": "forêts",
    "building_tile": "tuile",
    "building_tiles": "tuiles",
    "a_draft": "{cost} : {building}",
    "a_forest": "{good} en {forest}",
    "a_drawn_forest": "{good} en {forest}",
    "a_sell_post": "{good} -> {post} +{price}",
    "a_sell_post_nothing": "{good} -> {post}",
    "a_small_wharf": "{small_wharf}",
    "a_return": "{good} -> {wharf}",
    "a_ship": "expédier {count}",
    "a_guest": "invité -> {target}",
    "a_build_bm": "{building} : {money}+{short} {bm}",
    "a_pay": "payer {item}",
    "a_pay_colonist": "{colonist} {where}",
    # la même, quand même les noms courts dépassent : les noms coupés
    "a_pay_vp": "jeton PV",
    "prompt.draft": "choisir un bâtiment",
    "prompt.black_market_pay": "objets à payer",
    "prompt.small_wharf": "{barrels} à rendre",
    "prompt.drawn_tile": "tuile ou {forest} ?",
    "deciding.small_wharf": "{small_wharf}",
    "deciding.drawn_tile": "tuile ou {forest}",
    "deciding.draft": "{n} à choisir",  # "Bernard : 17 à choisir": one bar, never cut
    "e_draft": "{name} choisit {building} : {count} sur une case de coût {cost}",
    "e_tile_forest": "{name} : cette {plantation} face cachée {to_island}, une {forest}",
    "e_forest_colonist": "{what} ; 1 {colonist} {source} sur votre {san_juan}",
    "e_hacienda_choose": "{name} : prendre la {plantation} {de_good} tirée par l'appareil dans la "
    "{stock}, {beside_island} le temps de choisir : {plantation} ou {forest} ({hacienda})",
    "e_hacienda_choose_drawn": "{name} : la {plantation} {de_good} piochée attend {beside_island} "
    "le temps de choisir : {plantation} ou {forest} ({hacienda})",
    "e_hacienda_kept": "{name} : cette {plantation} {de_good} face visible {to_island} ({hacienda})",
    "e_lighthouse": "{name} : prendre {money} à la {bank} ({lighthouse})",
    "e_specialty_factory": "{name} : prendre {money} à la {bank} ({specialty_factory})",
    "e_aqueduct": "{name} : prendre 1 {good} de plus de la {supply} sur votre {windrose} ({aqueduct})",
    "e_small_wharf": "{name} : {goods} de votre {windrose} à la {supply} ({small_wharf})",
    "e_trading_post": "{name} : 1 {good} à la {supply}, prendre {money} à la {bank} ({trading_post})",
    "e_trading_post_nothing": "{name} : 1 {good} à la {supply}, pour rien ({trading_post})",
    "e_black_market": "{name} paie avec le {black_market} : {items} à la {supply}",
    "e_bm_colonist": "1 {colonist} de votre {where}",
    "e_bm_good": "1 {good}",
    "e_guest": "{name} : un invité du {guest_house} vers votre {target}",
    "e_statue_colonist": "{name} : 1 {colonist} {source} sur votre {san_juan} (la {statue} n'a pas de place)",
    "p_bm_vp": "{name} : 1 jeton PV à la {supply} ({black_market})",
    "help.draft": "Avant le premier tour, à partir du {governor}, dans le sens horaire : chacun "
    "pose un bâtiment {violet} (de base ou nouveau) sur une case libre du même coût, 2 {building_tiles} "
    "(1 à 2 joueurs), jusqu'à remplir les 12 petites et 5 grandes cases.",
    "help.aqueduct": "{craftsman} : +1 {indigo} quand votre {indigo_plant} produit, +1 {sugar} "
    "quand votre {sugar_mill} produit. [suggéré] Avec le petit aussi, le grand compte s'il est "
    "occupé et que son type est produit.",
    "help.forest_house": "{settler} : vous pouvez poser la {plantation} prise face cachée, une "
    "{forest} où personne ne va. {builder} : -1 {doubloon} par 2 forêts, occupé ou non.",
    "help.black_market": "{builder} : en payant tous vos {doubloons}, rendez à la {supply} "
    "jusqu'à 1 {colonist}, 1 {barrel} et 1 jeton PV, chacun pour 1 {doubloon} du prix. "
    "Le menu montre le bâtiment, puis demande les objets un par un. Pas le {colonist} du "
    "marché noir ni des carrières ; un noble compte, vous choisissez lequel.",
    "help.storehouse": "{captain}, après le chargement : gardez jusqu'à 3 {barrels} de plus, "
    "tous types, en plus de celui que chacun garde.",
    "help.guest_house": "{mayor} : jusqu'à 2 {colonists} attendent ici. Plus tard ils vont sur "
    "des cercles libres de vos tuiles et bâtiments et travaillent aussitôt ; remplie au "
    "{mayor} suivant. [suggéré] Vous les déplacez pendant une de vos décisions.",
    "help.trading_post": "{trader} : au lieu du {trading_house}, vendez ici 1 {barrel} de tout "
    "type, même s'il est plein : son prix et le privilège, sans bonus de marché.",
    "help.church": "{builder} : chaque bâtiment construit après elle donne +1 PV (colonnes 2 "
    "et 3) ou +2 PV (grand).",
    "help.small_wharf": "{captain} : une fois par phase, au lieu d'un navire, rendez des "
    "{barrels} de tous types à la {supply} : 1 PV pour 2. [suggéré] {harbor}, {lighthouse} "
    "et privilège comptent.",
    "help.lighthouse": "{captain} : +1 {doubloon} à chaque chargement ; +1 de plus pour qui a "
    "choisi le rôle, même sans charger. [suggéré] Le {wharf} compte.",
    "help.specialty_factory": "{craftsman} : autant de {doubloons} que le plus de {barrels} "
    "d'un type produit (sauf {corn}), moins 1. [suggéré] Sans le {barrel} du privilège.",
    "help.library": "Double le privilège du rôle que vous choisissez : 2 {colonists}, 2 "
    "tuiles, -2, 2 {barrels}, +2, 2 PV, 2 {doubloons}. [suggéré] Pas les {doubloons} de la carte.",
    "help.union_hall": "{captain}, avant d'expédier : +1 PV par paire de {barrels} identiques. "
    "Une fois par phase, à votre premier tour. [suggéré] Avant l'{export_office}.",
    "help.statue": "Personne n'y va ; avec une {university} son {colonist} attend sur votre {san_juan}.",
    "help.cloister": "Fin de partie : séries de 3 {island_tiles} identiques (types, carrières, "
    "forêts) : 1, 2, 3, 4 séries donnent 1, 3, 6, 10 PV.",
    "board.violet": "Bâtiments ({violet})",
    "board.cost_row": "{cost} : {buildings}",
    "board.free_slots": "{n} à choisir",
    "a_guest_noble": "noble inv. -> {target}",
    # after an undo, how to put its pieces back (undo.py)
    "u_draft": "{building} ({count}) quitte sa case de coût {cost}, retour dans la boîte",
    "u_trading_post": "{name} : 1 {good} de la {supply} revient sur votre {windrose}, rendre {money} à la "
    "{bank}",
    "u_trading_post_nothing": "{name} : 1 {good} de la {supply} revient sur votre {windrose}",
    "u_black_market": "{name} reprend de la {supply} : {items}",
    "u_bm_colonist": "1 {colonist} sur votre {where}",
    "u_bm_good": "1 {good} sur votre {windrose}",
    "u_guest": "{name} : l'invité de votre {target} revient sur le {guest_house}",
}
