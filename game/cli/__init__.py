"""The command line's checks (`flags`: each bad flag is one clear line before the first frame) and the run
report tools read (`run_report`). `python -m game` (game/__main__.py) parses the flags with them; the game
loop imports nothing from here."""
