"""What the 1897 edition of Puerto Rico says otherwise in English; every
other key comes from ``en.py``.

There is no English 1897 rulebook among the sources (seed 004, the only
English one, has the classic names and those of the expansion-1
buildings). So these are the 1897 French names (seed 003, ``fr_1897.py``)
put into English, for the words the 1897 edition renames: Pesos for
doubloons, workers for colonists, fruit for indigo, the portrait for San
Juan, and the roles and buildings it calls otherwise. A 1897 name that
means the same as the classic English one (Bâtisseur: builder, Usine:
factory, Port: harbor, Maison de Commerce: trading house) stays as it is.
"""

WORDS = {
    # names
    "settler": "farmer",
    "mayor": "recruiter",
    "craftsman": "producer",
    "prospector": "adventurer",
    "indigo": "fruit",
    "small_indigo_plant": "small fruit farm",
    "indigo_plant": "large fruit farm",
    "construction_hut": "materials depot",
    "hospice": "hospital",
    "university": "school",
    "wharf": "shipyard",
    "guild_hall": "fire station",
    "city_hall": "governor's palace",
    "aqueduct": "canal",
    "forest_house": "sawmill",
    "guest_house": "bohio",
    "small_wharf": "small shipyard",
    "specialty_factory": "workshop",
    "library": "publishing house",
    "cloister": "cathedral",
    "doubloon": "peso",
    "doubloons": "pesos",
    "colonist": "worker",
    "colonists": "workers",
    "colonist_ship": "personnel register",
    "san_juan": "portrait",
    "island": "plots",
    "island_tiles": "plot tiles",
    "violet": "beige",
    # short names
    "short.settler": "far",
    "short.mayor": "rec",
    "short.craftsman": "pro",
    "short.prospector": "adv",
    "short.indigo": "fru",
    "short.small_indigo_plant": "sm fruit",
    "short.indigo_plant": "lg fruit",
    "short.construction_hut": "mat depot",
    "short.hospice": "hospital",
    "short.university": "school",
    "short.wharf": "shipyard",
    "short.guild_hall": "fire stn",
    "short.city_hall": "gov palace",
    "short.aqueduct": "canal",
    "short.forest_house": "sawmill",
    "short.guest_house": "bohio",
    "short.small_wharf": "sm shipyd",
    "short.specialty_factory": "workshop",
    "short.library": "publisher",
    "short.cloister": "cathedral",
    "short.colonist": "wkr",
    "short.colonists": "wkr",
    "short.colonist_ship": "reg",
    "short.san_juan": "por",
    # the counter and scoring modes: "workers on plots", not "island workers"
    "mode.island_colonists": "{colonists} on plots",
    # issue 22 item 2: the board's default page
    "board.g_ship": "register {n}, VP {vp}",
    # issue 22 item 8: the abbreviations of the 1897 names (phrases.abbr)
    "abbr.construction_hut": "mat. depot",
    "abbr.small_indigo_plant": "sm. fruit farm",
    "abbr.indigo_plant": "lg. fruit farm",
    "abbr.specialty_factory": "workshop",
    "abbr.small_wharf": "sm. shipyard",
    "abbr.colonist_ship": "pers. register",
    "abbr.city_hall": "gov. palace",
    "abbr.guild_hall": "fire station",
    "abbr.library": "publ. house",
}
