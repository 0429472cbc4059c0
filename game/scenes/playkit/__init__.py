"""The play kit: the parts every play scene is built from (seat routing, the tray for any
dice, messages, the title-bar chrome, computer steps, the still-background cache, turn
flow). A mode's scene package (scenes/dicetime/, scenes/bluff/, ...) composes them."""
