"""Bluff's screens: liar's dice with star jokers for people and computer players.

- `privacy`: who may see which dice when (own-device peek, hot-seat curtain, computers hidden
  until a doubt); pure.
- `bid_picker`: a person's choice of bid, legal bids only; pure.
- `track`: the bid track drawn like the board, with the white (last bid) and blue (choice) dice.
"""
