"""What the game needs from the machine: the window's size and the display (`window`), giving freed
memory back (`memory`), where the assets and levels are (`resources`), a logger imported only when
something is logged (`lazy_log`), and one thread of linear algebra for a start of the game (`blas`)."""
