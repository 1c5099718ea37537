"""Port Royal's screens: pure ``render(draw, view, ...)`` functions."""
