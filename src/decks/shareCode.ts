// A short, URL-safe share code for a deck. Bytes: format version, then per section
// (main, extra, side) the number of distinct cards and, for each in id order, the gap
// from the previous id and the copy count (all unsigned LEB128 varints), then a
// checksum byte; the whole is base64url without padding (75–112 characters for the presets).

import type { IoKey, IoText } from '../i18n/inputText';
import { emptyDeck, SECTIONS, type DeckCards } from './types';
import { overfull, SECTION_MAX } from './caps';
import { cardFacts, poolCard, rushShapedId } from '../cards/pool';

const VERSION = 1;
const MAX_COPIES = 60;

export type DecodeResult = { ok: true; deck: DeckCards } | { ok: false; error: IoText };

function pushVarint(out: number[], n: number): void {
  let v = n;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function checksum(bytes: readonly number[]): number {
  let h = 0x5a;
  for (const b of bytes) h = ((h * 31) ^ b) & 0xff;
  return h;
}

export function encodeShareCode(deck: DeckCards): string {
  const bytes: number[] = [VERSION];
  for (const s of SECTIONS) {
    const counts = new Map<number, number>();
    for (const id of deck[s]) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ids = [...counts.keys()].sort((a, b) => a - b);
    pushVarint(bytes, ids.length);
    let prev = 0;
    for (const id of ids) {
      pushVarint(bytes, id - prev);
      pushVarint(bytes, counts.get(id) ?? 0);
      prev = id;
    }
  }
  bytes.push(checksum(bytes));
  return toBase64Url(bytes);
}

/** Why a code is refused, thrown from inside the byte reader. */
class BadCode {
  constructor(readonly text: IoText) {}
}

export function decodeShareCode(code: string): DecodeResult {
  const bad = (key: IoKey, vars?: IoText['vars']): DecodeResult => ({ ok: false, error: { key, vars } });
  const text = code.trim();
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length > 2000) return bad('share.chars');
  const bytes = fromBase64Url(text);
  if (bytes.length < 5) return bad('share.short');
  const sum = bytes.pop();
  if (sum !== checksum(bytes)) return bad('share.damaged');
  if (bytes[0] !== VERSION) return bad('share.newer', { format: String(bytes[0]) });
  let at = 1;
  const read = (): number => {
    let n = 0;
    let mul = 1;
    for (;;) {
      const b = bytes[at++];
      if (b === undefined) throw new BadCode({ key: 'share.early' });
      n += (b & 0x7f) * mul;
      if (b < 0x80) return n;
      mul *= 0x80;
      if (mul > 2 ** 42) throw new BadCode({ key: 'share.bigNumber' });
    }
  };
  const deck = emptyDeck();
  try {
    for (const s of SECTIONS) {
      const distinct = read();
      let id = 0;
      for (let i = 0; i < distinct; i++) {
        id += read();
        const copies = read();
        // A card of the catalog (not playable yet) is kept, also before the catalog has loaded: the deck check names it.
        if (!poolCard(id) && !cardFacts(id) && !rushShapedId(id)) throw new BadCode({ key: 'share.unknownId', vars: { id } });
        if (copies < 1 || copies > MAX_COPIES) throw new BadCode({ key: 'share.copies', vars: { n: copies } });
        // Checked before the copies are made: a short code could otherwise ask for tens of thousands.
        if (deck[s].length + copies > SECTION_MAX[s]) throw new BadCode(overfull(s));
        for (let c = 0; c < copies; c++) deck[s].push(id);
      }
    }
  } catch (e) {
    if (e instanceof BadCode) return { ok: false, error: e.text };
    throw e;
  }
  if (at !== bytes.length) return bad('share.leftover');
  return { ok: true, deck };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of text) {
    acc = ((acc << 6) | ALPHABET.indexOf(ch)) & 0x3fff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return out;
}
