"""Bluff: liar's dice with star jokers for people and computer players.

The rooms every mode package has:
- `scene`: `BluffScene`, the stages of a match and its flow, and the moves;
- `view`: the drawing (`BluffView`; the layout, `faces_on_screen`, the help line);
- `input`: a person's input (`PersonInput`: the table rules, the cup, the bid, marks, peeks);
- `computer`: the computer seats (`ComputerSeats`, through `game.ai.bluff`);
- `options`: the table rules a match is played by; pure;
- `words`: what the table says (bids, dice, the verdict); pure.

And its own parts:
- `reveal`: `RevealShow`, a doubt's reveal and its whole timeline; pure;
- `privacy`: who may see which dice when (own-device peek, hot-seat curtain, computers hidden
  until a doubt); pure;
- `bid_picker`: a person's choice of bid, legal bids only; pure;
- `track`: the bid track drawn like the board, with the white (last bid) and blue (choice) dice;
- `seat_cards`: a card per seat with its cup; `overlays`: the verdict, points table, curtain;
- `rules_panel`: the table rules screen; `match_points`: a points match; `sounds`: its sounds.
"""
