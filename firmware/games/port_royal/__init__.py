"""Port Royal on the device: its table (``table.Table``: the players report
each card they reveal, the device keeps the counts) and its screens
(``screens/``). Named in firmware.games; its rules are core.port_royal."""
