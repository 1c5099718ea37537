"""San Juan's screens: pure ``render(draw, ...)`` functions."""
