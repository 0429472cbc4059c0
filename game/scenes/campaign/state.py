"""The campaign a map and its levels share: the loaded worlds and the player's progress.

Loaded once when the map opens (a damaged progress file is reported through `app.notify`, its
good part kept); a level records its result in the same `Progress` and saves it at once,
atomically, so a kill at any moment loses at most the game in hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.campaign.campaign import Campaign, LevelEntry, is_unlocked, load_campaign, next_level
from game.campaign.progress import LevelRecord, Progress, load_progress
from game.words import _

NOTICE_SECONDS = 12.0


@dataclass
class CampaignState:
    campaign: Campaign
    progress: Progress
    save_problem: str | None = None   # why the last save failed (shown on the map), None when saved

    def unlocked(self, entry: LevelEntry) -> bool:
        stars = {level_id: record.stars for level_id, record in self.progress.levels.items()}
        return is_unlocked(self.campaign, self.progress.unlocked, stars, entry)

    def record(self, entry: LevelEntry) -> LevelRecord:
        return self.progress.record(entry.id)

    def next_level(self, entry: LevelEntry) -> LevelEntry | None:
        return next_level(self.campaign, entry)

    def add_result(self, entry: LevelEntry, score: int, stars: int, time_left: float | None,
                   won: bool) -> LevelRecord:
        """Enter a finished game and save at once (atomically: temp file, fsync, rename)."""
        after = self.next_level(entry)
        record = self.progress.add_result(entry.id, score, stars, time_left, won,
                                          unlock=after.id if after is not None else None)
        try:
            self.progress.save()
            self.save_problem = None
        except OSError as exc:
            self.save_problem = f"Campaign progress could not be saved ({exc.strerror or exc}); it is kept until you quit."
        return record


def load_state(app) -> CampaignState:
    """The built-in campaign, the player's own folder beside it, and the saved progress."""
    campaign = load_campaign()
    progress, notice = load_progress(campaign=campaign)
    if notice:
        app.notify(notice, NOTICE_SECONDS)
    if campaign.root_problems:   # problems no world's row shows (a level file outside a world, too many worlds)
        first, more = campaign.root_problems[0], len(campaign.root_problems) - 1
        app.notify(_("Your levels: {file}: {problem}").format(file=first.file, problem=first.summary)
                   + (_(" (and {n} more)").format(n=more) if more else "")
                   + ". " + _("python -m game --check-levels lists them all."), NOTICE_SECONDS)
    return CampaignState(campaign, progress)
