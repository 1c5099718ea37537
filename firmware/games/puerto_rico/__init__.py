"""Puerto Rico on the device: its table (``table.Table``, the tracked
game), its other modes (``modes/``: counter, scoring) and its screens
(``screens/``). Named in firmware.games; its rules are core.puerto_rico."""
