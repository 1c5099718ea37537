"""The games the device plays, each in its own folder here (its table,
its other modes, its screens)."""
