"""Puerto Rico's screens: pure ``render(draw, view, ...)`` functions (the
game's board and seat, the counter's, the scoring sheet's), drawn with
firmware.drawing."""
