"""The colours the game tables share (the window's own colours are in scenes/theme.py): the warm
ink, paper and gold of pieces and labels, gains and losses floating up, the sea, the panels.
A table declares only the colours that are its own (a Dominion card frame, a Hermagor road)."""

INK = (34, 30, 28)
CREAM = (248, 242, 226)
PARCHMENT = (236, 224, 194)
PARCHMENT_DARK = (206, 190, 152)
GOLD = (240, 194, 64)
GOLD_DARK = (150, 106, 28)

GAIN = (130, 236, 150)             # a float for what a seat gets
LOSS = (255, 128, 110)             # ... and for what it pays

SEA_TOP, SEA_BOTTOM = (40, 88, 116), (26, 60, 86)
PANEL_BG = (36, 44, 60)            # a seat's panel on the table
