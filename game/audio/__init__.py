"""Sound: the mixer that never stops the game (`mixer.Audio`), the synthesiser's voices (`synth`) and the
sounds made with them."""
