"""Every word the screens show, in English and French, for both editions.

Plain tables keyed by language, then by id; a few tiny lookups. Sources:
shared/rules/puerto-rico.md (building table, names table), the French
rulebooks (seeds 000 = classic, 003 = 1897) and, for the English names of
the expansion buildings, the online summary (seed 004).

Editions: ``NAMES`` holds the classic names; ``NAMES_1897`` only what the
1897 edition renames. There is no English 1897 rulebook among the sources,
so English is the same for both editions (``NAMES_1897["en"]`` is empty).
The expansion buildings exist only in the 1897 box: French classic shows
their 1897 French names (no other French source), in lower case like the
rest of the classic names.

Only Latin-1 characters: the screen font is Pillow's default bitmap font.
"""

from core.puerto_rico import data
LANGUAGES = ("en", "fr")
EDITIONS = ("classic", "1897")

# ---- names -----------------------------------------------------------------

NAMES = {
    "en": {
        # roles
        "settler": "settler", "mayor": "mayor", "builder": "builder",
        "craftsman": "craftsman", "trader": "trader", "captain": "captain",
        "prospector": "prospector",
        # goods and island tiles
        "corn": "corn", "indigo": "indigo", "sugar": "sugar",
        "tobacco": "tobacco", "coffee": "coffee", "quarry": "quarry",
        "forest": "forest",
        # base buildings
        "small_indigo_plant": "small indigo plant",
        "small_sugar_mill": "small sugar mill",
        "indigo_plant": "large indigo plant",
        "sugar_mill": "large sugar mill",
        "tobacco_storage": "tobacco storage",
        "coffee_roaster": "coffee roaster",
        "small_market": "small market",
        "hacienda": "hacienda",
        "construction_hut": "construction hut",
        "small_warehouse": "small warehouse",
        "hospice": "hospice",
        "office": "office",
        "large_market": "large market",
        "large_warehouse": "large warehouse",
        "factory": "factory",
        "university": "university",
        "harbor": "harbor",
        "wharf": "wharf",
        "guild_hall": "guild hall",
        "residence": "residence",
        "fortress": "fortress",
        "customs_house": "customs house",
        "city_hall": "city hall",
        # expansion 1, new buildings (online English names, seed 004)
        "aqueduct": "aqueduct",
        "forest_house": "forest house",
        "black_market": "black market",
        "storehouse": "storehouse",
        "guest_house": "guest house",
        "trading_post": "trading post",
        "church": "church",
        "small_wharf": "small wharf",
        "lighthouse": "lighthouse",
        "specialty_factory": "specialty factory",
        "library": "library",
        "union_hall": "union hall",
        "statue": "statue",
        "cloister": "cloister",
        # expansion 2, nobles (no English source: the ids in words)
        "land_registry": "land registry",
        "chapel": "chapel",
        "land_office": "land office",
        "architects_office": "architect's office",
        "export_office": "export office",
        "villa": "villa",
        "tailor_shop": "tailor shop",
        "central_plaza": "central plaza",
        # the other things on the table
        "doubloon": "doubloon", "doubloons": "doubloons",
        "colonist": "colonist", "colonists": "colonists",
        "vp": "VP", "vp_chips": "VP chips",
        "governor": "governor",
        "trading_house": "trading house",
        "colonist_ship": "colonist ship",
        "cargo_ship": "cargo ship", "cargo_ships": "cargo ships",
        "san_juan": "San Juan",
        "quarries": "quarries",
        "plantation": "plantation", "plantations": "plantations",
        "barrel": "barrel", "barrels": "barrels",
        "island": "island", "island_tiles": "island tiles",
        "city": "city", "supply": "supply", "bank": "bank",
        "role": "role", "roles": "roles",
        "violet": "violet",
    },
    "fr": {
        # roles [000]
        "settler": "planteur", "mayor": "intendant", "builder": "maçon",
        "craftsman": "artisan", "trader": "marchand", "captain": "capitaine",
        "prospector": "chercheur d'or",
        "corn": "maïs", "indigo": "indigo", "sugar": "sucre",
        "tobacco": "tabac", "coffee": "café", "quarry": "carrière",
        "forest": "forêt",
        # base buildings [000]
        "small_indigo_plant": "petite teinturerie",
        "small_sugar_mill": "petite raffinerie de sucre",
        "indigo_plant": "teinturerie",
        "sugar_mill": "raffinerie de sucre",
        "tobacco_storage": "séchoir à tabac",
        "coffee_roaster": "brûlerie de café",
        "small_market": "petit marché",
        "hacienda": "hacienda",
        "construction_hut": "baraque de chantier",
        "small_warehouse": "petit entrepôt",
        "hospice": "hospice",
        "office": "comptoir",
        "large_market": "grand marché",
        "large_warehouse": "grand entrepôt",
        "factory": "manufacture",
        "university": "université",
        "harbor": "port",
        "wharf": "quai",
        "guild_hall": "guilde",
        "residence": "résidence",
        "fortress": "forteresse",
        "customs_house": "douane",
        "city_hall": "hôtel de ville",
        # expansions: only in the 1897 box; its French names [003]
        "aqueduct": "canal",
        "forest_house": "scierie",
        "black_market": "marché noir",
        "storehouse": "hangar",
        "guest_house": "bohio",
        "trading_post": "commerce",
        "church": "église",
        "small_wharf": "petit chantier naval",
        "lighthouse": "phare",
        "specialty_factory": "atelier",
        "library": "maison d'édition",
        "union_hall": "syndicat",
        "statue": "statue",
        "cloister": "cathédrale",
        "land_registry": "cadastre",
        "chapel": "chapelle",
        "land_office": "bureau des terres",
        "architects_office": "cabinet d'architecte",
        "export_office": "office des exportations",
        "villa": "villa",
        "tailor_shop": "atelier de couture",
        "central_plaza": "place centrale",
        "doubloon": "doublon", "doubloons": "doublons",
        "colonist": "colon", "colonists": "colons",
        "vp": "PV", "vp_chips": "jetons PV",
        "governor": "gouverneur",
        "trading_house": "magasin",
        "colonist_ship": "navire de colons",
        "cargo_ship": "navire marchand", "cargo_ships": "navires marchands",
        "san_juan": "San Juan",
        "quarries": "carrières",
        "plantation": "plantation", "plantations": "plantations",
        "barrel": "tonneau", "barrels": "tonneaux",
        "island": "île", "island_tiles": "tuiles sur l'île",
        "city": "cité", "supply": "réserve", "bank": "banque",
        "role": "rôle", "roles": "rôles",
        "violet": "mauve",
    },
}

# What the 1897 edition renames [003]; everything else as in NAMES.
NAMES_1897 = {
    "en": {},
    "fr": {
        "settler": "Paysan", "mayor": "Recruteur", "builder": "Bâtisseur",
        "craftsman": "Producteur", "trader": "Marchand",
        "captain": "Capitaine", "prospector": "Aventurier",
        "corn": "Maïs", "indigo": "Fruits", "sugar": "Sucre",
        "tobacco": "Tabac", "coffee": "Café", "quarry": "Carrière",
        "forest": "Forêt",
        "small_indigo_plant": "Petite Exploitation de Fruits",
        "small_sugar_mill": "Petite Raffinerie de Sucre",
        "indigo_plant": "Grande Exploitation de Fruits",
        "sugar_mill": "Grande Raffinerie de Sucre",
        "tobacco_storage": "Séchoir à Tabac",
        "coffee_roaster": "Brûlerie de Café",
        "small_market": "Petit Marché",
        "hacienda": "Hacienda",
        "construction_hut": "Dépôt de Matériaux",
        "small_warehouse": "Petit Entrepôt",
        "hospice": "Hôpital",
        "office": "Comptoir",
        "large_market": "Grand Marché",
        "large_warehouse": "Grand Entrepôt",
        "factory": "Usine",
        "university": "École",
        "harbor": "Port",
        "wharf": "Chantier Naval",
        "guild_hall": "Caserne de Pompiers",
        "residence": "Résidence",
        "fortress": "Forteresse",
        "customs_house": "Douane",
        "city_hall": "Palais du Gouverneur",
        "aqueduct": "Canal",
        "forest_house": "Scierie",
        "black_market": "Marché Noir",
        "storehouse": "Hangar",
        "guest_house": "Bohio",
        "trading_post": "Commerce",
        "church": "Église",
        "small_wharf": "Petit Chantier Naval",
        "lighthouse": "Phare",
        "specialty_factory": "Atelier",
        "library": "Maison d'Édition",
        "union_hall": "Syndicat",
        "statue": "Statue",
        "cloister": "Cathédrale",
        "land_registry": "Cadastre",
        "chapel": "Chapelle",
        "land_office": "Bureau des Terres",
        "architects_office": "Cabinet d'Architecte",
        "export_office": "Office des Exportations",
        "villa": "Villa",
        "tailor_shop": "Atelier de Couture",
        "central_plaza": "Place Centrale",
        "doubloon": "Peso", "doubloons": "Pesos",
        "colonist": "ouvrier", "colonists": "ouvriers",
        "governor": "Gouverneur",
        "trading_house": "Maison de Commerce",
        "colonist_ship": "Registre du Personnel",
        "cargo_ship": "navire de transport",
        "cargo_ships": "navires de transport",
        "san_juan": "portrait",
        "quarries": "Carrières",
        "plantation": "Plantation", "plantations": "Plantations",
        "barrel": "baril", "barrels": "barils",
        "island": "Parcelles", "island_tiles": "cases Parcelle occupées",
        "city": "Ville", "bank": "Banque",
        "violet": "beige",
    },
}

# ---- short names -----------------------------------------------------------
# Goods, island tiles, roles and table words: at most 3 characters (board
# cells); buildings: at most 10 (compact city lists on a 21-character line).

SHORT = {
    "en": {
        "settler": "set", "mayor": "may", "builder": "bui",
        "craftsman": "cra", "trader": "tra", "captain": "cap",
        "prospector": "pro",
        "corn": "cor", "indigo": "ind", "sugar": "sug", "tobacco": "tob",
        "coffee": "cof", "quarry": "qua", "forest": "for",
        "small_indigo_plant": "sm indigo",
        "small_sugar_mill": "sm sugar",
        "indigo_plant": "lg indigo",
        "sugar_mill": "lg sugar",
        "tobacco_storage": "tobacco",
        "coffee_roaster": "coffee",
        "small_market": "sm market",
        "hacienda": "hacienda",
        "construction_hut": "constr hut",
        "small_warehouse": "sm wareh",
        "hospice": "hospice",
        "office": "office",
        "large_market": "lg market",
        "large_warehouse": "lg wareh",
        "factory": "factory",
        "university": "university",
        "harbor": "harbor",
        "wharf": "wharf",
        "guild_hall": "guild hall",
        "residence": "residence",
        "fortress": "fortress",
        "customs_house": "customs",
        "city_hall": "city hall",
        "aqueduct": "aqueduct",
        "forest_house": "forest hse",
        "black_market": "black mkt",
        "storehouse": "storehouse",
        "guest_house": "guest hse",
        "trading_post": "trade post",
        "church": "church",
        "small_wharf": "sm wharf",
        "lighthouse": "lighthouse",
        "specialty_factory": "spec fact",
        "library": "library",
        "union_hall": "union hall",
        "statue": "statue",
        "cloister": "cloister",
        "land_registry": "land reg",
        "chapel": "chapel",
        "land_office": "land off",
        "architects_office": "architect",
        "export_office": "export off",
        "villa": "villa",
        "tailor_shop": "tailor",
        "central_plaza": "plaza",
        "doubloon": "$", "doubloons": "$",
        "colonist": "col", "colonists": "col",
        "vp": "VP", "vp_chips": "VP",
        "governor": "gov",
        "trading_house": "TH",
        "colonist_ship": "shp",
        "cargo_ship": "crg", "cargo_ships": "crg",
        "san_juan": "SJ",
        "quarries": "qua",
        "plantation": "pl", "plantations": "pl",
        "barrel": "brl", "barrels": "brl",
    },
    "fr": {
        "settler": "pla", "mayor": "int", "builder": "maç",
        "craftsman": "art", "trader": "mar", "captain": "cap",
        "prospector": "che",
        "corn": "maï", "indigo": "ind", "sugar": "suc", "tobacco": "tab",
        "coffee": "caf", "quarry": "car", "forest": "for",
        "small_indigo_plant": "pte teint",
        "small_sugar_mill": "pte raffin",
        "indigo_plant": "teinturer.",
        "sugar_mill": "raffinerie",
        "tobacco_storage": "séchoir",
        "coffee_roaster": "brûlerie",
        "small_market": "pt marché",
        "hacienda": "hacienda",
        "construction_hut": "baraque",
        "small_warehouse": "pt entrep.",
        "hospice": "hospice",
        "office": "comptoir",
        "large_market": "gd marché",
        "large_warehouse": "gd entrep.",
        "factory": "manufact.",
        "university": "université",
        "harbor": "port",
        "wharf": "quai",
        "guild_hall": "guilde",
        "residence": "résidence",
        "fortress": "forteresse",
        "customs_house": "douane",
        "city_hall": "hôt. ville",
        "aqueduct": "canal",
        "forest_house": "scierie",
        "black_market": "m. noir",
        "storehouse": "hangar",
        "guest_house": "bohio",
        "trading_post": "commerce",
        "church": "église",
        "small_wharf": "pt chant.",
        "lighthouse": "phare",
        "specialty_factory": "atelier",
        "library": "édition",
        "union_hall": "syndicat",
        "statue": "statue",
        "cloister": "cathédrale",
        "land_registry": "cadastre",
        "chapel": "chapelle",
        "land_office": "bur terres",
        "architects_office": "architecte",
        "export_office": "export.",
        "villa": "villa",
        "tailor_shop": "couture",
        "central_plaza": "place",
        "doubloon": "$", "doubloons": "$",
        "colonist": "col", "colonists": "col",
        "vp": "PV", "vp_chips": "PV",
        "governor": "gou",
        "trading_house": "mag",
        "colonist_ship": "nav",
        "cargo_ship": "nvm", "cargo_ships": "nvm",
        "san_juan": "SJ",
        "quarries": "car",
        "plantation": "pl", "plantations": "pl",
        "barrel": "ton", "barrels": "ton",
    },
}

SHORT_1897 = {
    "en": {},
    "fr": {
        "settler": "Pay", "mayor": "Rec", "builder": "Bât",
        "craftsman": "Pro", "trader": "Mar", "captain": "Cap",
        "prospector": "Ave",
        "corn": "Maï", "indigo": "Fru", "sugar": "Suc", "tobacco": "Tab",
        "coffee": "Caf", "quarry": "Car", "forest": "For",
        "small_indigo_plant": "Pte Fruits",
        "small_sugar_mill": "Pte Sucre",
        "indigo_plant": "Gde Fruits",
        "sugar_mill": "Gde Sucre",
        "tobacco_storage": "Séchoir",
        "coffee_roaster": "Brûlerie",
        "small_market": "Pt Marché",
        "hacienda": "Hacienda",
        "construction_hut": "Dépôt Mat.",
        "small_warehouse": "Pt Entrep.",
        "hospice": "Hôpital",
        "office": "Comptoir",
        "large_market": "Gd Marché",
        "large_warehouse": "Gd Entrep.",
        "factory": "Usine",
        "university": "École",
        "harbor": "Port",
        "wharf": "Chantier",
        "guild_hall": "Pompiers",
        "residence": "Résidence",
        "fortress": "Forteresse",
        "customs_house": "Douane",
        "city_hall": "Palais",
        "aqueduct": "Canal",
        "forest_house": "Scierie",
        "black_market": "M. Noir",
        "storehouse": "Hangar",
        "guest_house": "Bohio",
        "trading_post": "Commerce",
        "church": "Église",
        "small_wharf": "Pt Chant.",
        "lighthouse": "Phare",
        "specialty_factory": "Atelier",
        "library": "Édition",
        "union_hall": "Syndicat",
        "statue": "Statue",
        "cloister": "Cathédrale",
        "land_registry": "Cadastre",
        "chapel": "Chapelle",
        "land_office": "Bur Terres",
        "architects_office": "Architecte",
        "export_office": "Export.",
        "villa": "Villa",
        "tailor_shop": "Couture",
        "central_plaza": "Place",
        "colonist": "ouv", "colonists": "ouv",
        "governor": "Gou",
        "trading_house": "MdC",
        "colonist_ship": "Reg",
        "cargo_ship": "Nav", "cargo_ships": "Nav",
        "san_juan": "Por",
        "quarries": "Car",
        "plantation": "Pl", "plantations": "Pl",
        "barrel": "bar", "barrels": "bar",
    },
}

# ---- help ------------------------------------------------------------------
# What a role or building does, for a learner. ``{word}`` is the name of
# that id in the language and edition shown (``{colonists}``: "colonists",
# "colons" or "ouvriers"). HELP_1897 only where the 1897 words do not fit
# the classic sentence (gender, plural).

HELP = {
    "en": {
        "settler": "Each player, picker first, may take 1 face-up plantation."
                   " Privilege: the picker may take a quarry instead."
                   " Then new plantations are turned up.",
        "mayor": "Privilege: the picker may take 1 extra colonist"
                 " from the supply, or decline it."
                 " The colonists on the ship are dealt out, picker first."
                 " Everyone places his colonists. Then the ship is refilled.",
        "builder": "Each player, picker first, may build 1 building."
                   " Privilege: the picker pays 1 less."
                   " Each occupied quarry: 1 less (up to the building's column).",
        "craftsman": "Everyone takes barrels: 1 per occupied plantation with a"
                     " colonist in a matching building (corn needs none)."
                     " Privilege: the picker takes 1 more of a kind he made.",
        "trader": "Each player, picker first, may sell 1 barrel to the trading"
                  " house, of a kind not there yet. Corn 0, indigo 1, sugar 2,"
                  " tobacco 3, coffee 4. Privilege: +1 doubloon.",
        "captain": "In turn, each player must load 1 kind on a ship, as many"
                   " as fit. 1 VP per barrel, privilege +1 VP. At the end,"
                   " keep 1 barrel (warehouses: more).",
        "prospector": "Privilege: the picker takes 1 doubloon from the bank."
                      " Nobody else does anything.",
        "small_indigo_plant": "Craftsman: 1 indigo per colonist here, each"
                              " matched by an occupied indigo plantation.",
        "small_sugar_mill": "Craftsman: 1 sugar per colonist here, each"
                            " matched by an occupied sugar plantation.",
        "indigo_plant": "Craftsman: 1 indigo per colonist here (up to 3),"
                        " each matched by an occupied indigo plantation.",
        "sugar_mill": "Craftsman: 1 sugar per colonist here (up to 3),"
                      " each matched by an occupied sugar plantation.",
        "tobacco_storage": "Craftsman: 1 tobacco per colonist here (up to 3),"
                           " each matched by an occupied tobacco plantation.",
        "coffee_roaster": "Craftsman: 1 coffee per colonist here (up to 2),"
                          " each matched by an occupied coffee plantation.",
        "small_market": "Trader: +1 doubloon when you sell.",
        "hacienda": "Settler: before your choice you may take 1 more"
                    " plantation, face down from the stack.",
        "construction_hut": "Settler: you may take a quarry instead of a"
                            " plantation.",
        "small_warehouse": "Captain, after loading: keep all your barrels of"
                           " 1 kind, besides the usual 1 barrel.",
        "hospice": "Settler: put 1 colonist from the supply on the tile you"
                   " take.",
        "office": "Trader: you may sell a kind that is already in the"
                  " trading house.",
        "large_market": "Trader: +2 doubloons when you sell.",
        "large_warehouse": "Captain, after loading: keep all your barrels of"
                           " 2 kinds, besides the usual 1 barrel.",
        "factory": "Craftsman: doubloons for the kinds you produce:"
                   " 2 kinds 1, 3 kinds 2, 4 kinds 3, 5 kinds 5.",
        "university": "Builder: put 1 colonist from the supply on the"
                      " building you build.",
        "harbor": "Captain: +1 VP each time you load.",
        "wharf": "Captain: once a phase, instead of a ship, send all your"
                 " barrels of 1 kind to the supply: 1 VP each.",
        "guild_hall": "End of game: +1 VP per small, +2 VP per large"
                      " production building you own.",
        "residence": "End of game: +4 VP for up to 9 island tiles, 5 for 10,"
                     " 6 for 11, 7 for 12.",
        "fortress": "End of game: +1 VP per 3 colonists you own.",
        "customs_house": "End of game: +1 VP per 4 VP chips you earned.",
        "city_hall": "End of game: +1 VP per violet (not production)"
                     " building you own, this one too.",
        "quarry": "Builder: each occupied quarry makes a building 1"
                  " doubloon cheaper (up to its column).",
        "corn": "Sells for 0. Each occupied corn plantation makes 1 barrel,"
                " no building needed.",
        "indigo": "Sells for 1. Needs occupied indigo plantations and an"
                  " indigo plant.",
        "sugar": "Sells for 2. Needs occupied sugar plantations and a sugar"
                 " mill.",
        "tobacco": "Sells for 3. Needs occupied tobacco plantations and a"
                   " tobacco storage.",
        "coffee": "Sells for 4. Needs occupied coffee plantations and a"
                  " coffee roaster.",
    },
    "fr": {
        "settler": "Chacun, en commençant par le {settler}, peut prendre"
                   " 1 {plantation} visible. Privilège : le {settler} peut"
                   " prendre une {quarry} à la place. Puis de nouvelles"
                   " {plantations} sont retournées.",
        "mayor": "Privilège : celui qui prend le rôle peut prendre 1"
                 " {colonist} de plus dans la réserve, ou le refuser. Les {colonists} du {colonist_ship} sont distribués"
                 " à tour de rôle. Chacun place ses {colonists}. Puis le"
                 " {colonist_ship} est rempli.",
        "builder": "Chacun, en commençant par le {builder}, peut construire"
                   " 1 bâtiment. Privilège : 1 {doubloon} de moins. Chaque"
                   " {quarry} occupée : 1 de moins (selon la colonne).",
        "craftsman": "Chacun prend 1 {barrel} par {plantation} occupée avec"
                     " un {colonist} dans un bâtiment industriel du même"
                     " produit ({corn} : sans bâtiment). Privilège : 1"
                     " {barrel} de plus d'un type produit.",
        "trader": "Chacun, en commençant par le {trader}, peut vendre 1"
                  " {barrel} au {trading_house}, d'un type absent. Prix :"
                  " {corn} 0, {indigo} 1, {sugar} 2, {tobacco} 3, {coffee} 4."
                  " Privilège : +1 {doubloon}.",
        "captain": "Chacun son tour, en commençant par le {captain}, doit"
                   " charger 1 type sur un navire, autant que possible."
                   " 1 {vp} par {barrel}, privilège +1 {vp}. À la fin,"
                   " chacun garde 1 {barrel} (entrepôts : plus).",
        "prospector": "Privilège : celui qui prend le rôle reçoit 1"
                      " {doubloon} de la {bank}. Les autres ne font rien.",
        "small_indigo_plant": "{craftsman} : 1 {indigo} par {colonist} ici,"
                              " avec une {plantation} d'{indigo} occupée.",
        "small_sugar_mill": "{craftsman} : 1 {sugar} par {colonist} ici,"
                            " avec une {plantation} de {sugar} occupée.",
        "indigo_plant": "{craftsman} : 1 {indigo} par {colonist} ici"
                        " (3 au plus), avec une {plantation} d'{indigo}"
                        " occupée pour chacun.",
        "sugar_mill": "{craftsman} : 1 {sugar} par {colonist} ici"
                      " (3 au plus), avec une {plantation} de {sugar}"
                      " occupée pour chacun.",
        "tobacco_storage": "{craftsman} : 1 {tobacco} par {colonist} ici"
                           " (3 au plus), avec une {plantation} de {tobacco}"
                           " occupée pour chacun.",
        "coffee_roaster": "{craftsman} : 1 {coffee} par {colonist} ici"
                          " (2 au plus), avec une {plantation} de {coffee}"
                          " occupée pour chacun.",
        "small_market": "{trader} : +1 {doubloon} à chaque vente.",
        "hacienda": "{settler} : avant de choisir, vous pouvez prendre 1"
                    " {plantation} de plus, face cachée.",
        "construction_hut": "{settler} : vous pouvez prendre une {quarry}"
                            " au lieu d'une {plantation}.",
        "small_warehouse": "{captain}, après le chargement : gardez tous"
                           " vos {barrels} d'un type, en plus du {barrel}"
                           " habituel.",
        "hospice": "{settler} : mettez 1 {colonist} de la {supply} sur la"
                   " tuile que vous prenez.",
        "office": "{trader} : vous pouvez vendre un type déjà présent dans"
                  " le {trading_house}.",
        "large_market": "{trader} : +2 {doubloons} à chaque vente.",
        "large_warehouse": "{captain}, après le chargement : gardez tous"
                           " vos {barrels} de 2 types, en plus du {barrel}"
                           " habituel.",
        "factory": "{craftsman} : des {doubloons} selon les types produits :"
                   " 2 types 1, 3 types 2, 4 types 3, 5 types 5.",
        "university": "{builder} : mettez 1 {colonist} de la {supply} sur"
                      " le bâtiment que vous construisez.",
        "harbor": "{captain} : +1 {vp} à chaque chargement.",
        "wharf": "{captain} : une fois par phase, au lieu d'un navire,"
                 " renvoyez tous vos {barrels} d'un type à la {supply} :"
                 " 1 {vp} chacun.",
        "guild_hall": "Fin de partie : +1 {vp} par petit, +2 {vp} par grand"
                      " bâtiment industriel.",
        "residence": "Fin de partie : +4 {vp} jusqu'à 9 {island_tiles},"
                     " 5 pour 10, 6 pour 11, 7 pour 12.",
        "fortress": "Fin de partie : +1 {vp} par 3 {colonists} que vous"
                    " avez.",
        "customs_house": "Fin de partie : +1 {vp} par 4 {vp} gagnés en"
                         " jetons.",
        "city_hall": "Fin de partie : +1 {vp} par bâtiment {violet} que vous"
                     " avez, celui-ci compris.",
        "quarry": "{builder} : chaque {quarry} occupée baisse le prix d'un"
                  " bâtiment d'un {doubloon} (selon sa colonne).",
        "corn": "Se vend 0. Chaque {plantation} de {corn} occupée donne"
                " 1 {barrel}, sans bâtiment.",
        "indigo": "Se vend 1. Il faut des {plantations} d'{indigo} occupées"
                  " et un bâtiment industriel.",
        "sugar": "Se vend 2. Il faut des {plantations} de {sugar} occupées"
                 " et un bâtiment industriel.",
        "tobacco": "Se vend 3. Il faut des {plantations} de {tobacco}"
                   " occupées et un bâtiment industriel.",
        "coffee": "Se vend 4. Il faut des {plantations} de {coffee}"
                  " occupées et un bâtiment industriel.",
    },
}

HELP_1897 = {
    "en": {},
    "fr": {
        # "la Maison de Commerce" (feminine), "de Fruits" (no elision)
        "trader": "Chacun, en commençant par le {trader}, peut vendre 1"
                  " {barrel} à la {trading_house}, d'un type absent. Prix :"
                  " {corn} 0, {indigo} 1, {sugar} 2, {tobacco} 3, {coffee} 4."
                  " Privilège : +1 {doubloon}.",
        "office": "{trader} : vous pouvez vendre un type déjà présent dans"
                  " la {trading_house}.",
        "small_indigo_plant": "{craftsman} : 1 {indigo} par {colonist} ici,"
                              " avec une {plantation} de {indigo} occupée.",
        "indigo_plant": "{craftsman} : 1 {indigo} par {colonist} ici"
                        " (3 au plus), avec une {plantation} de {indigo}"
                        " occupée pour chacun.",
        "indigo": "Se vend 1. Il faut des {plantations} de {indigo}"
                  " occupées et un bâtiment industriel.",
    },
}

# A building's facts after its help: cost, VP, room for colonists.
FACTS = {
    "en": "Cost {cost}, {vp} VP, room for {people} {who}.",
    "fr": "Coût {cost}, {vp} {vp_word}, place pour {people} {who}.",
}

# ---- lookups ---------------------------------------------------------------


def _lang(lang):
    return lang if lang in NAMES else "en"


def _canon(ident):
    return data.role_kind(ident)


def _look(tables, overrides, ident, lang, edition):
    lang = _lang(lang)
    if edition == "1897":
        t = overrides.get(lang, {})
        if ident in t:
            return t[ident]
    t = tables[lang]
    if ident in t:
        return t[ident]
    return None


def name(ident, lang="en", edition="classic"):
    """Display name of a role, good, island tile, building or table word
    ("doubloons", "colonist_ship", ...); unknown ids come back with
    underscores as spaces."""
    if ident is None:
        return ""
    ident = _canon(str(ident))
    n = _look(NAMES, NAMES_1897, ident, lang, edition)
    if n is None:
        n = NAMES["en"].get(ident)
    return n if n is not None else ident.replace("_", " ")


def short(ident, lang="en", edition="classic"):
    """Short name: at most 3 characters for goods, island tiles, roles and
    table words, at most 10 for buildings."""
    if ident is None:
        return ""
    ident = _canon(str(ident))
    s = _look(SHORT, SHORT_1897, ident, lang, edition)
    if s is None:
        s = SHORT["en"].get(ident)
    return s if s is not None else name(ident, lang, edition)[:10]


_NAMES_CACHE = {}


def names(lang="en", edition="classic"):
    """Every name of ``lang`` and ``edition`` as one new dict (the fields of
    the help and phrase templates)."""
    lang = _lang(lang)
    key = (lang, edition)
    got = _NAMES_CACHE.get(key)
    if got is None:
        got = {}
        for k in NAMES["en"]:
            got[k] = name(k, lang, edition)
        _NAMES_CACHE[key] = got
    return dict(got)


def count(n, ident, lang="en", edition="classic"):
    """'1 doubloon', '3 doubloons', '0 doublon', '2 Pesos' ... ``ident`` is
    the singular id; its plural is ``ident + "s"``."""
    if lang == "fr":
        one = -1 <= n <= 1
    else:
        one = n == 1
    return str(n) + " " + name(ident if one else ident + "s", lang, edition)


def wrap(text, width=21):
    """Greedy word wrap into lines of at most ``width`` characters; "\\n"
    starts a new line, a word longer than a line is cut. A French ":" never
    starts a line: it takes the word before it along."""
    out = []
    for para in str(text).split("\n"):
        cur = []
        size = 0
        for word in para.split():
            while len(word) > width:
                if cur:
                    out.append(" ".join(cur))
                    cur, size = [], 0
                out.append(word[:width])
                word = word[width:]
            if not word:
                continue
            if not cur:
                cur, size = [word], len(word)
            elif size + 1 + len(word) <= width:
                cur.append(word)
                size += 1 + len(word)
            elif (word in (":", ";", "!", "?") and len(cur) > 1
                  and len(cur[-1]) + 1 + len(word) <= width):
                last = cur.pop()
                out.append(" ".join(cur))
                cur = [last, word]
                size = len(last) + 1 + len(word)
            else:
                out.append(" ".join(cur))
                cur, size = [word], len(word)
        if cur:
            out.append(" ".join(cur))
    return out


def help_text(ident, lang="en", edition="classic", width=21):
    """What a role, building, good or quarry does: a list of lines of at
    most ``width`` characters (empty for an id without help)."""
    if ident is None:
        return []
    ident = _canon(str(ident))
    lang = _lang(lang)
    text = _look(HELP, HELP_1897, ident, lang, edition)
    if text is None:
        return []
    text = text.format(**names(lang, edition))
    lines = wrap(text[:1].upper() + text[1:], width)
    b = data.BUILDINGS.get(ident)
    if b is not None:
        who = count(b["people"], "colonist", lang, edition).split(" ", 1)[1]
        lines += wrap(FACTS[lang].format(cost=b["cost"], vp=b["vp"], people=b["people"],
                                         who=who, vp_word=name("vp", lang, edition)), width)
    return lines
