"""The device's own screens, which belong to no game (the start screen):
pure ``render(draw, view, ...)`` functions drawn with firmware.drawing. A
game's screens are in its folder, firmware/games/<game>/screens/; what
the game tables' screens share is in ``table``."""
