// Planet Dice on a phone: a private screen and a controller. The game is the only authority: this page
// shows the state the game sends (`state` messages) and says what its player pressed. Every sentence is
// in the words block the game puts into the page (game/phones/words.py), never here.
"use strict";

let W = JSON.parse(document.getElementById("words").textContent);   // the TV's language (a "words" message changes it)
const TOKEN = location.pathname.split("/")[1];
const STORE = "planet-dice-phone-" + TOKEN;
const app = document.getElementById("app");
const tv = document.getElementById("tv");
const meBox = document.getElementById("me");
window.planetDiceSent = [];   // [when (ms since the epoch), type, button] of each message sent: benchmarks/phones.py

let ws = null, view = null, me = null, mounted = "", lastText = "", retry = 0, stopped = false;
let wasMyTurn = false, lastReveal = null, typedName = null;

function fmt(key, values) {
  let text = W[key] || key;
  for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(value);
  return text;
}
function number(n) { return n >= 0 && n < W.numbers.length ? W.numbers[n] : String(n); }
function bidText(q, face) {   // as the TV's table says it: "four 4s" (German "4 Vierer"), "two stars"
  const forms = W.bid_forms[face - 1];
  return forms[q === 1 ? 0 : 1].split("{count}").join(number(q));
}
function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key.startsWith("data-") || key === "aria-label" || key === "type" || key === "maxlength") {
      node.setAttribute(key, value);
    } else node[key] = value;
  }
  for (const child of children) if (child) node.append(child);
  return node;
}
function faceImage(face) {
  return el("img", {src: "/" + TOKEN + "/a/face" + face + ".png", alt: face === 6 ? W.star : String(face),
                    draggable: false});
}

// ------------------------------------------------------------------------------------------ the line
function send(message) {
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  window.planetDiceSent.push([performance.timeOrigin + performance.now(), message.t, message.b || message.key || ""]);
  if (window.planetDiceSent.length > 500) window.planetDiceSent.shift();
  ws.send(JSON.stringify(message));
}
function saved() { try { return JSON.parse(localStorage.getItem(STORE) || "null"); } catch (e) { return null; } }
function save(value) { try { localStorage.setItem(STORE, JSON.stringify(value)); } catch (e) { /* private mode */ } }

function connect() {
  if (stopped) return;
  ws = new WebSocket("ws://" + location.host + "/" + TOKEN + "/ws");
  ws.onopen = () => {
    retry = 0;
    const known = saved();
    if (known && known.phone) send({t: "hello", phone: known.phone, key: known.key});
  };
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.t === "joined") {
      save({phone: message.phone, key: message.key, name: message.name});
    } else if (message.t === "refused") {
      if (message.why === "key") save(null);
      notice(message.why === "key" ? W.taken : W.no_seat);
    } else if (message.t === "words") {   // the TV's language changed: every word again
      W = message.words;
      document.documentElement.lang = W.lang;
      if (view) { const last = view; lastText = ""; mounted = ""; show(last); }
    } else if (message.t === "state") {
      me = message.me;
      show(message.view);
    }
  };
  ws.onclose = (event) => {
    ws = null;
    if (event.code === 4001) { stopped = true; return notice(W.replaced, true); }
    if (event.code === 4002) { stopped = true; return notice(W.stopped, true); }
    notice(W.lost, true);
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 600 * retry);
  };
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !ws && !stopped) { retry = 0; connect(); }
});

function notice(text, big) {
  if (big) { mounted = ""; lastText = ""; app.replaceChildren(el("p", {class: "note warn", text})); }
  else tv.textContent = text;
}

// ------------------------------------------------------------------------------------------ a state
// A press is never lost: a button the page replaces under a finger (or the mouse) that is down takes no click,
// so a state that comes during a press waits (its TV line is shown at once) until the press has ended and its
// click has been handled; then the newest waiting state is shown.
let pressing = false, held = null, liftTimer = 0;
function tvLine(v) {
  if (v.kind === "lobby") return v.note || "";
  if (v.kind === "bluff") return v.told ? v.status + " — " + v.told : v.status;
  return v.line || "";
}
function pressEnded(after) {
  clearTimeout(liftTimer);
  liftTimer = setTimeout(() => {
    pressing = false;
    if (held) { const next = held; held = null; show(next); }
  }, after);
}
app.addEventListener("pointerdown", () => { clearTimeout(liftTimer); pressing = true; }, true);
document.addEventListener("click", () => { if (pressing) pressEnded(0); });              // after the button's own
document.addEventListener("pointerup", () => { if (pressing) pressEnded(400); }, true);  // no click follows (a slide)
document.addEventListener("pointercancel", () => { if (pressing) pressEnded(0); }, true);
window.addEventListener("blur", () => { if (pressing) pressEnded(0); });   // (its pointerup may never come)

function show(next) {
  const text = JSON.stringify(next);
  if (text === lastText) return;
  if (pressing) { held = next; tv.textContent = tvLine(next); return; }
  held = null;
  lastText = text;
  view = next;
  meBox.replaceChildren();
  if (me) {
    const dot = el("span", {class: "dot"});
    dot.style.background = view.colour || "#fff";
    meBox.append(dot, document.createTextNode(me.name));
  }
  document.documentElement.style.setProperty("--seat", view.colour || "#fff");
  const mine = Boolean(view.turn);
  if (mine && !wasMyTurn && navigator.vibrate) navigator.vibrate([120, 60, 120]);
  wasMyTurn = mine;
  if (view.kind === "lobby") lobby(view);
  else if (view.kind === "bluff") bluff(view);
  else pad(view);
}

// ------------------------------------------------------------------------------------------ the lobby
function lobby(v) {
  tv.textContent = tvLine(v);
  if (mounted !== "lobby") {
    mounted = "lobby";
    const known = saved();
    const input = el("input", {type: "text", id: "name", maxlength: "16", autocomplete: "nickname",
                               placeholder: W.your_name, "aria-label": W.your_name});
    input.value = typedName !== null ? typedName : (known && known.name) || "";
    input.addEventListener("input", () => { typedName = input.value; });
    app.replaceChildren(el("h2", {text: W.your_name}), input, el("div", {id: "offers"}));
  }
  const offers = document.getElementById("offers");
  offers.replaceChildren();
  if (!v.seats.length) {
    offers.append(el("h2", {text: v.title ? W.no_seat : W.wait_title}),
                  el("p", {class: "note", text: v.title ? W.no_seat : W.wait_setup}));
    return;
  }
  offers.append(el("h2", {text: W.pick_seat}));
  for (const seat of v.seats) {
    const dot = el("span", {class: "dot"});
    dot.style.background = seat.colour;
    offers.append(el("button", {class: "wide seat", "data-seat": seat.seat, onclick: () => {
      const name = document.getElementById("name").value.trim();
      send({t: "join", seat: seat.seat, name: name || seat.name});
    }}, dot, document.createTextNode(W.join + ": " + seat.label)));
  }
}

// ------------------------------------------------------------------------------------------ a controller
function holdButton(label, action, cls) {
  const button = el("button", {class: cls || "", text: label, "data-action": action});
  const release = () => {
    if (!button.classList.contains("held")) return;
    button.classList.remove("held");
    send({t: "release", b: action});
  };
  button.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    button.setPointerCapture && button.setPointerCapture(event.pointerId);
    button.classList.add("held");
    send({t: "press", b: action});
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) button.addEventListener(type, release);
  button.addEventListener("contextmenu", (event) => event.preventDefault());
  return button;
}

function pad(v) {
  if (mounted !== "pad") {
    mounted = "pad";
    const dpad = el("div", {class: "dpad"},
      holdButton(W.up, "up", "up"), holdButton(W.left, "left", "left"),
      holdButton(W.right, "right", "right"), holdButton(W.down, "down", "down"));
    const ab = el("div", {class: "ab"},
      holdButton(W.back, "back", "b"), holdButton(W.confirm, "confirm", "a"), holdButton(W.pause, "pause", "pause"));
    app.replaceChildren(el("div", {id: "padinfo"}), el("div", {class: "labelled", id: "labelled"}),
                        el("div", {class: "pad"}, dpad, ab));
  }
  tv.textContent = tvLine(v);
  const info = document.getElementById("padinfo");
  info.replaceChildren(el("h2", {text: v.title}));
  if (v.on_turn) info.append(el("div", {class: "turnline" + (v.turn ? " mine" : ""),
                                        text: v.turn ? W.turn_yours : fmt("turn_of", {name: v.on_turn})}));
  if (v.score !== null && v.score !== undefined) {
    info.append(el("div", {class: "score"}, document.createTextNode(W.score + " "), el("b", {text: String(v.score)})));
  }
  const labelled = document.getElementById("labelled");
  labelled.replaceChildren(...v.buttons.map((b) => el("button", {text: b.label, "data-key": b.key, disabled: !b.on,
    onclick: () => send({t: "button", key: b.key})})));
}

// ------------------------------------------------------------------------------------------ Bluff
function seatChips(v) {
  return el("div", {class: "seats"}, ...v.seats.map((s, i) => {
    const chip = el("div", {class: "chip" + (s.turn ? " turn" : "") + (s.out ? " out" : "")});
    chip.style.borderColor = s.turn ? "#fff" : s.colour;
    chip.append(el("b", {text: (i === v.me ? W.you + " · " : "") + s.name}),
                document.createTextNode(s.out ? W.out : (s.dice === 1 ? W.die_count : fmt("dice_count", {n: s.dice}))));
    for (const face of s.open) chip.append(faceImage(face));
    return chip;
  }));
}

function myDice(v) {
  const box = el("div", {class: "dice", id: "mine"});
  v.dice.forEach((die, index) => {
    const props = {class: "die", "data-index": index, "data-shown": W.shown, "data-reroll": W.reroll_mark,
                   "aria-label": die.face ? String(die.face) : W.rolling};
    if (die.face) props["data-face"] = die.face;
    const node = el(v.can.mark ? "button" : "div", props);
    if (die.face) node.append(faceImage(die.face)); else node.classList.add("rolling");
    if (die.open) node.classList.add("open");
    if (die.marked) node.classList.add("marked");
    if (v.can.mark && !die.open && die.face) node.addEventListener("click", () => send({t: "mark", die: index}));
    else if (v.can.mark) node.disabled = true;
    box.append(node);
  });
  return box;
}

const JUMP = 5;   // fields the picker's long steps move
function picker(v) {
  const p = v.picker;
  const fields = p.fields;
  const at = fields.findIndex((f) => f.q === p.q && f.star === (p.face === 6));
  const box = el("div", {class: "picker"});
  const choose = (field, face) => send({t: "pick", q: field.q, face});
  const step = (by) => {   // by fields along the track (a jump of 5 stops at either end)
    const field = fields[Math.max(0, Math.min(fields.length - 1, at + by))];
    if (!field || at < 0 || field === fields[at]) return;
    choose(field, field.faces.includes(p.face) ? p.face : field.faces[by > 0 ? 0 : field.faces.length - 1]);
  };
  box.append(el("div", {class: "row"},
    el("button", {text: "− " + W.fewer, disabled: at <= 0, "data-step": "-1", onclick: () => step(-1)}),
    el("div", {class: "bidnow", id: "choice", text: bidText(p.q, p.face)}),
    el("button", {text: W.more + " +", disabled: at >= fields.length - 1, "data-step": "1", onclick: () => step(1)})),
    el("div", {class: "row jump"},   // five fields at a tap: a long way up the track in a few taps
      el("button", {text: W.fewer + " ×" + JUMP, disabled: at <= 0, "data-step": String(-JUMP),
                    onclick: () => step(-JUMP)}),
      el("button", {text: W.more + " ×" + JUMP, disabled: at >= fields.length - 1, "data-step": String(JUMP),
                    onclick: () => step(JUMP)})));
  const faces = el("div", {class: "faces"});
  for (let face = 1; face <= 6; face++) {
    const legal = at >= 0 && fields[at].faces.includes(face);
    const button = el("button", {class: face === p.face ? "chosen" : "", disabled: !legal, "data-pick": face,
      "aria-label": bidText(p.q, face), onclick: () => choose(fields[at], face)}, faceImage(face));
    faces.append(button);
  }
  box.append(faces);
  return box;
}

function revealBox(r, v, title) {
  const box = el("div", {class: "reveal", id: "reveal"});
  box.append(el("div", {class: "headline", text: r.headline}));
  for (const line of r.lines) box.append(el("div", {text: line}));
  r.hands.forEach((hand, seat) => {
    if (!hand.length) return;
    box.append(el("div", {class: "who", text: v.seats[seat].name}));
    box.append(el("div", {class: "dice"}, ...hand.map((face) => {
      const counts = r.bid.face === 6 ? face === 6 : face === r.bid.face || face === 6;
      return el("div", {class: "die" + (counts ? " counts" : ""), "data-revealed": face}, faceImage(face));
    })));
  });
  if (r.next_line) box.append(el("div", {class: "who", text: r.next_line}));
  if (title) box.prepend(el("div", {class: "score", text: title}));
  return box;
}

function bluff(v) {
  mounted = "bluff";
  tv.textContent = tvLine(v);
  const parts = [seatChips(v)];
  if (v.winner) parts.push(el("h2", {text: fmt("winner", {name: v.winner})}));
  if (v.reveal) { lastReveal = v.reveal; parts.push(revealBox(v.reveal, v)); }
  if (v.last_bid) {
    parts.push(el("div", {class: "turnline", id: "lastbid",
      text: fmt("last_bid", {bid: bidText(v.last_bid.q, v.last_bid.face), name: v.last_bid.by})}));
  }
  if (v.dice.length) parts.push(el("h2", {text: W.your_dice}), myDice(v));
  if (v.can.roll) parts.push(el("button", {class: "wide primary", id: "roll", text: W.roll, onclick: () => send({t: "roll"})}));
  if (v.can.bid) {
    if (v.picker) parts.push(picker(v));
    if (v.can.mark) parts.push(el("p", {class: "note", text: v.reroll || W.reroll_help}));
    const bidLabel = v.picker ? fmt("bid", {bid: bidText(v.picker.q, v.picker.face)}) : W.no_legal_bid;
    parts.push(el("button", {class: "wide primary", id: "ok", text: bidLabel, disabled: !v.picker,
                             onclick: () => send({t: "ok"})}));
  }
  if (v.can.doubt && v.last_bid) {
    parts.push(el("button", {class: "wide danger", id: "doubt",
      text: fmt("doubt", {bid: bidText(v.last_bid.q, v.last_bid.face)}), onclick: () => send({t: "doubt"})}));
  }
  if (v.can.next) {
    parts.push(el("button", {class: "wide primary", id: "next", text: v.stage === "table" ? W.next_game : W.next_round,
                             onclick: () => send({t: "next"})}));
  }
  if (!v.reveal && lastReveal && v.stage === "play" && !v.last_bid) parts.push(revealBox(lastReveal, v, W.last_doubt));
  app.replaceChildren(...parts);
}

document.getElementById("connecting").textContent = W.connecting;
connect();
