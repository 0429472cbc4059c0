"""A person's choice of bid on the track: a field, then the face on the blue die; legal bids only.

Pure: no pygame. The picker asks `game.rules.bluff` which bids beat the last one and never holds
an illegal choice: a field without a legal face cannot be picked, and the blue die's face steps
only through the faces that field allows after the last bid (stars only on a star field).
It starts on the smallest legal raise, so a person can see at once where the bidding stands.
"""

from __future__ import annotations

from game.rules.bluff import Bid, TrackField, legal_raises, track


class BidPicker:
    def __init__(self, last_bid: Bid | None, dice_in_play: int) -> None:
        self.last_bid = last_bid
        self.fields: tuple[TrackField, ...] = track(dice_in_play)
        legal = legal_raises(last_bid, dice_in_play)
        field_index = {field: index for index, field in enumerate(self.fields)}
        self._faces: dict[int, tuple[int, ...]] = {}
        for bid in legal:
            index = field_index[bid.field]
            self._faces[index] = self._faces.get(index, ()) + (bid.face,)
        self.legal_fields: tuple[int, ...] = tuple(sorted(self._faces))
        #: every face some legal bid has (what `choose_face` can turn to, on this field or another)
        self.reachable_faces: tuple[int, ...] = tuple(sorted({face for faces in self._faces.values() for face in faces}))
        self.field: int | None = None
        self.face: int | None = None
        if self.legal_fields:
            self.choose_field(self.legal_fields[0])

    # ----------------------------------------------------------------- queries
    def faces(self, field: int) -> tuple[int, ...]:
        """The faces the blue die may show on field `field` (empty: the field cannot be bid)."""
        return self._faces.get(field, ())

    def is_legal_field(self, field: int) -> bool:
        return field in self._faces

    @property
    def bid(self) -> Bid | None:
        """The bid chosen now (always legal), or None if no bid is possible."""
        if self.field is None or self.face is None:
            return None
        return Bid(self.fields[self.field].quantity, self.face)

    # ----------------------------------------------------------------- choosing
    def choose_field(self, field: int) -> bool:
        """Put the blue die on `field` (its lowest legal face; the same field again: the next
        face, as a click on the die does). False if that field has no legal bid."""
        if field not in self._faces:
            return False
        if field == self.field:
            self.step_face(1)
            return True
        self.field = field
        self.face = self._faces[field][0]
        return True

    def step_field(self, step: int) -> bool:
        """Move the blue die to the next (+1) or previous (-1) legal field, keeping its face
        when that face is legal there. False at the end of the track."""
        if not self.legal_fields:
            return False
        if self.field is None:
            return self.choose_field(self.legal_fields[0 if step > 0 else -1])
        at = self.legal_fields.index(self.field) + (1 if step > 0 else -1)
        if not 0 <= at < len(self.legal_fields):
            return False
        face = self.face
        self.field = self.legal_fields[at]
        faces = self._faces[self.field]
        self.face = face if face in faces else faces[0] if step > 0 or len(faces) == 1 else faces[-1]
        return True

    def choose_face(self, face: int) -> bool:
        """Turn the blue die to `face` (a click on a face): on its field if the field allows it, else on the
        nearest legal field that does (further up the track first). False if no legal bid has that face."""
        if self.field is None:
            return False
        if face in self._faces[self.field]:
            self.face = face
            return True
        at = self.legal_fields.index(self.field)
        for field in self.legal_fields[at + 1:] + self.legal_fields[:at][::-1]:
            if face in self._faces[field]:
                self.field, self.face = field, face
                return True
        return False

    def can_step(self, step: int) -> bool:
        """Whether `step_field(step)` would move (a legal field lies that way)."""
        if self.field is None or not self.legal_fields:
            return False
        at = self.legal_fields.index(self.field) + (1 if step > 0 else -1)
        return 0 <= at < len(self.legal_fields)

    def step_face(self, step: int) -> bool:
        """Turn the blue die to the next (+1) or previous (-1) legal face on its field, wrapping
        round. False if the field allows only one face."""
        if self.field is None:
            return False
        faces = self._faces[self.field]
        if len(faces) < 2:
            return False
        at = faces.index(self.face) if self.face in faces else 0
        self.face = faces[(at + (1 if step > 0 else -1)) % len(faces)]
        return True
