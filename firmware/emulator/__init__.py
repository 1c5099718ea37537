"""The table on a laptop: front ends that emulate the device, each a view
and an input source of one session (firmware.session), like the real
hardware (firmware.app.Hardware).

- ``device``: the emulated hardware itself (mock pins, luma device
  classes on modelled controller RAM) and the virtual clock;
- ``terminal``: the screens drawn in the terminal, keys as buttons;
- ``arrange``: which screens the terminal's size holds, and where;
- ``script``: a string of keys played headless (``--keys``, or standard
  input that is not a terminal);
- ``capture``: the same, writing PNG frames and a GIF;
- ``pygame_window``: the screens in a window (pygame is optional);
- ``text``: the plain text table (a numbered menu), for a game.
"""
