"""Where phones find the game: the network address and port to listen on (`phones.json`).

Whether phones are on is in the settings file (`Settings.phones`, read at start); this file is read
only when phones are turned on or the Settings screen shows them. Through the one user-file loader:
a bad value is reported and its default used.

    {"address": "auto", "port": 8765}     # "auto": this computer's local network address
"""

from __future__ import annotations

import ipaddress

from pydantic import BaseModel, ConfigDict, Field, field_validator

from game.storage.userfile import UserFile
from game.words import N_


class PhoneSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    address: str = Field("auto", max_length=45, description='"auto" or an IPv4 address of this computer')
    port: int = Field(8765, ge=1024, le=65535, description="a port number from 1024 to 65535")

    @field_validator("address")
    @classmethod
    def _an_address(cls, value: str) -> str:
        if value != "auto":
            ipaddress.IPv4Address(value)   # a ValueError is reported as a bad value
        return value


PHONES = UserFile("phones.json", PhoneSettings, N_("Phone settings file"), max_bytes=4096)


def load_phone_settings() -> PhoneSettings:
    return PHONES.load().value


def save_phone_settings(value: PhoneSettings) -> str | None:
    return PHONES.save(value)
