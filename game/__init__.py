"""Planet Dice: dice games with planet dice that really tumble."""

__version__ = "0.1.0"
