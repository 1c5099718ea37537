"""What a mode of the device is (``base.Mode``), what the modes share
(``seated.SeatedMode``: a board, a screen per seat, one button path), what
the game tables share (``table.GameTable``: choose, the seat menu, undo
asked and confirmed, the board's pages), and the start screen
(``start.StartScreen``). A game's own modes are in its
folder, firmware/games/<game>/modes/."""
