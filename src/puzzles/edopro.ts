// EDOPro puzzle files (.lua) read as data, never run: the calls that set the position up
// (`Debug.SetPlayerInfo`, `Duel.SetLP`, `Debug.AddCard`, `Debug.AddMaximumCard`, between
// `Debug.ReloadFieldBegin` and `Debug.ReloadFieldEnd`; `Debug.ShowHint` is the briefing) become a puzzle of the trainer's format
// (types.ts), whose goal is EDOPro's: win this turn. Any other Lua in the file is ignored; a call
// whose arguments are not plain numbers and the constants below is refused, naming its line.
import { cardFacts, firstPrintingOf, poolCard } from '../cards/pool';
import { MAX_INPUT_CHARS, tooLong } from '../engine';

export type LuaPuzzle = { ok: true; puzzle: Record<string, unknown> } | { ok: false; error: string };

class LuaError extends Error {}

// The values of the constants these calls use (EDOPro's constant.lua: facts, not code).
const CONSTANTS: Record<string, number> = {
  LOCATION_DECK: 0x01, LOCATION_HAND: 0x02, LOCATION_MZONE: 0x04, LOCATION_SZONE: 0x08,
  LOCATION_GRAVE: 0x10, LOCATION_REMOVED: 0x20, LOCATION_EXTRA: 0x40, LOCATION_FZONE: 0x100,
  POS_FACEUP_ATTACK: 0x1, POS_FACEDOWN_ATTACK: 0x2, POS_FACEUP_DEFENSE: 0x4, POS_FACEDOWN_DEFENSE: 0x8,
  POS_FACEUP: 0x5, POS_FACEDOWN: 0xa, POS_ATTACK: 0x3, POS_DEFENSE: 0xc,
};
const LOC = { deck: 0x01, hand: 0x02, mzone: 0x04, szone: 0x08, grave: 0x10, extra: 0x40, fzone: 0x100 } as const;
const FACEDOWN = 0xa;
const DEFENSE = 0xc;

/** A card with a ref, so that a solution line can name one of two copies (`hand2`, `opp-gy1`). */
interface Card {
  id: number;
  ref: string;
}

interface Side {
  lp: number;
  deck: Card[];
  hand: Card[];
  graveyard: Card[];
  extra: Card[];
  monsters: Record<string, unknown>[];
  spellTraps: Record<string, unknown>[];
  field: Record<string, unknown> | null;
}

const newSide = (): Side => ({ lp: 8000, deck: [], hand: [], graveyard: [], extra: [], monsters: [], spellTraps: [], field: null });

/** The text without Lua comments (`--` to the end of the line, `--[[ ... ]]`), strings kept, line breaks kept. */
function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      const stop = end < 0 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop;
    } else if (text.startsWith('--[[', i)) {
      const end = text.indexOf(']]', i + 4);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** A number argument: decimal or hex literals and the constants above, joined by + or |. */
function value(arg: string, line: number): number {
  const parts = arg.split(/([+|])/);
  let v = 0;
  let op = '+';
  for (const [k, raw] of parts.entries()) {
    const t = raw.trim();
    if (k % 2 === 1) {
      op = t;
      continue;
    }
    let n: number | undefined;
    if (/^\d+$/.test(t)) n = Number(t);
    else if (/^0x[0-9a-f]+$/i.test(t)) n = parseInt(t.slice(2), 16);
    else n = CONSTANTS[t];
    if (n === undefined) throw new LuaError(`line ${line}: ${JSON.stringify(t.slice(0, 40))} is not a number this reader knows`);
    v = op === '|' ? v | n : v + n;
  }
  return v;
}

const HINT = /\bDebug\.ShowHint\s*\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')\s*\)/;

/** A Lua string literal's text (the escapes hint texts use). */
function luaString(lit: string): string {
  return lit.slice(1, -1).replace(/\\(n|t|\\|"|')/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

const CALL = /\b(Debug\.AddCard|Debug\.AddMaximumCard|Debug\.SetPlayerInfo|Duel\.SetLP|Debug\.ReloadFieldEnd)\s*\(([^()]*)\)/g;

function cardId(code: number, line: number): number {
  // A reprint's code names its first printing.
  const v = firstPrintingOf(code);
  if (!poolCard(v)) {
    const name = cardFacts(v)?.name;
    throw new LuaError(name ? `line ${line}: card ${v} (${name}) is not playable yet` : `line ${line}: card ${v} is not in the game`);
  }
  return v;
}

function seatOf(v: number, line: number): 0 | 1 {
  if (v !== 0 && v !== 1) throw new LuaError(`line ${line}: player ${v} is neither 0 nor 1`);
  return v;
}

/** EDOPro's five Monster Zones and five Spell & Trap Zones: Rush Duel plays the middle three (sequences 1 to 3). */
function zoneOf(seq: number, line: number): number {
  if (seq < 1 || seq > 3) throw new LuaError(`line ${line}: zone ${seq} is not one of Rush Duel's three (1 to 3)`);
  return seq - 1;
}

const refs = new Map<string, number>();
function card(p: 0 | 1, place: string, id: number): Card {
  const key = `${p === 1 ? 'opp-' : ''}${place}`;
  const n = (refs.get(key) ?? 0) + 1;
  refs.set(key, n);
  return { id, ref: `${key}${n}` };
}

function addCard(sides: [Side, Side], args: number[], line: number): void {
  const [code, owner, controller, location, seq, pos] = args as [number, number, number, number, number, number];
  if (args.length < 6) throw new LuaError(`line ${line}: Debug.AddCard needs 6 arguments`);
  const p = seatOf(controller, line);
  if (seatOf(owner, line) !== p) throw new LuaError(`line ${line}: a card controlled by the player who does not own it is not supported`);
  const id = cardId(code, line);
  const s = sides[p];
  const faceDown = (pos & FACEDOWN) !== 0;
  switch (location) {
    // Each card added to a Deck goes on top of it (so the last one added is drawn first).
    case LOC.deck: s.deck.unshift(card(p, 'deck', id)); break;
    case LOC.hand: s.hand.push(card(p, 'hand', id)); break;
    case LOC.grave: s.graveyard.push(card(p, 'gy', id)); break;
    case LOC.extra: s.extra.push(card(p, 'extra', id)); break;
    case LOC.mzone: {
      // A face-down monster is always in Defense Position (Rush has no face-down Attack Position).
      const position = faceDown || (pos & DEFENSE) !== 0 ? 'defense' : 'attack';
      s.monsters.push({ card: card(p, 'monster', id), zone: zoneOf(seq, line), position, faceDown });
      break;
    }
    case LOC.szone:
      if (seq === 5) s.field = { card: card(p, 'field', id), faceDown };
      else s.spellTraps.push({ card: card(p, 'st', id), zone: zoneOf(seq, line), faceDown });
      break;
    case LOC.fzone: s.field = { card: card(p, 'field', id), faceDown }; break;
    default:
      throw new LuaError(`line ${line}: location ${location} is not one Rush Duel has`);
  }
}

/** A MAXIMUM monster on the field: its three pieces, in any order, in the middle zone. */
function addMaximum(sides: [Side, Side], args: number[], line: number): void {
  if (args.length !== 4) throw new LuaError(`line ${line}: Debug.AddMaximumCard needs a player and 3 cards`);
  const p = seatOf(args[0] as number, line);
  const pieces = args.slice(1).map((v) => cardId(v, line));
  const role = (r: string): number | undefined => pieces.find((id) => poolCard(id)?.maximum?.role === r);
  const [center, left, right] = [role('center'), role('left'), role('right')];
  if (center === undefined || left === undefined || right === undefined) throw new LuaError(`line ${line}: the 3 cards are not the [L], center and [R] of one MAXIMUM monster`);
  sides[p].monsters.push({ card: card(p, 'maximum', center), zone: 1, position: 'attack', maximum: { left: card(p, 'maximumL', left), right: card(p, 'maximumR', right) } });
}

/** "01 Starter Duel Q/[RUSH] Puzzle 05.lua" → "01 Starter Duel Q: [RUSH] Puzzle 05". */
function titleOf(fileName: string): string {
  const parts = fileName.replace(/\\/g, '/').replace(/\.lua$/i, '').split('/').filter(Boolean);
  const title = parts.slice(-2).join(': ').trim() || 'EDOPro puzzle';
  return title.length > 80 ? `${title.slice(0, 77)}...` : title;
}

/** True when the text looks like an EDOPro puzzle script rather than JSON. */
export const isLuaPuzzle = (text: string, fileName: string): boolean => /\.lua$/i.test(fileName) || /\bDebug\.ReloadFieldBegin\b/.test(text);

export function readLuaPuzzle(text: string, fileName: string): LuaPuzzle {
  if (text.length > MAX_INPUT_CHARS) return { ok: false, error: tooLong('the file', text.length) };
  refs.clear();
  try {
    const code = withoutComments(text);
    const sides: [Side, Side] = [newSide(), newSide()];
    let ended = false;
    let cards = 0;
    for (const m of code.matchAll(CALL)) {
      const line = code.slice(0, m.index).split('\n').length;
      const raw = (m[2] ?? '').trim();
      const args = raw === '' ? [] : raw.split(',').map((a) => value(a, line));
      switch (m[1]) {
        case 'Debug.AddCard': addCard(sides, args, line); cards++; break;
        case 'Debug.AddMaximumCard': addMaximum(sides, args, line); cards++; break;
        case 'Debug.SetPlayerInfo':
        case 'Duel.SetLP': sides[seatOf(args[0] ?? -1, line)].lp = args[1] ?? 8000; break;
        case 'Debug.ReloadFieldEnd': ended = true; break;
      }
    }
    if (!ended || cards === 0) throw new LuaError('this is not an EDOPro puzzle: it sets up no cards between Debug.ReloadFieldBegin and Debug.ReloadFieldEnd');
    const [you, them] = sides;
    // The puzzle's own hint text, when it has one, is its briefing.
    const hint = HINT.exec(code)?.[1];
    const hintText = hint ? luaString(hint).trim().slice(0, 600) : '';
    // Turn 2 so that the Battle Phase is open (EDOPro puzzles let the first turn attack).
    const state = { turn: 2, turnPlayer: 0, phase: 'main', players: sides };
    const puzzle = {
      title: titleOf(fileName),
      briefing: hintText || `Win this turn. Your LP: ${you.lp}; your opponent's: ${them.lp}. (Read from an EDOPro puzzle file.)`,
      difficulty: 3,
      goal: { kind: 'win' },
      seed: 1,
      state,
    };
    return { ok: true, puzzle };
  } catch (e) {
    if (e instanceof LuaError) return { ok: false, error: e.message };
    throw e;
  }
}
