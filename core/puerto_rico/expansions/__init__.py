# Puerto Rico's expansions and house rules, one folder each (docs/rules-core.md):
# a folder's __init__.py is the layer's rules, its other modules its
# checks and its own parts; layers.LAYERS is the registry (one line each).
# Loaded only by hooks.load in a game that names them.
