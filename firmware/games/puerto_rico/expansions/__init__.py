"""Puerto Rico's expansions on the device: one folder each (its words in
``<name>/lang/``, its menu lines and events), as the core's
``core/puerto_rico/expansions/``."""
