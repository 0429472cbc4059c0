"""Phones at the table (issue 24): each player's phone as a private screen and a controller.

Nothing here is imported until phones are turned on (the setting, the Phones entry, `--phones`):
aiohttp costs ~0.3 s to import, and only `server` imports it, on the server's own thread.

The rooms:
- `host`: `PhoneHost`, the game's side: the queue from the pages, the actions they become, what each page shows;
- `server`: `PhoneServer`, aiohttp on its own event loop in a daemon thread: the page, its assets, the websocket;
- `protocol`: what a page may say (strict shapes, size and rate limits); `room`: phones, pages and seat secrets;
- `views`: what a phone shows as plain data (the controller, the lobby), the `PhoneTable` protocol a scene answers;
- `page` and `page/`: the HTML, CSS and JavaScript and the dice pictures; `tv`: the TV's drawing (QR code, badges);
- `address`: where to listen (the local network, never a public interface by surprise); `settings`: `phones.json`;
- `words`: every string a phone or the TV shows about phones.
"""
