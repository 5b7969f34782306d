// What the deck odds panel offers and counts: the deck's MAXIMUM sets and Fusion materials as
// ready-made picks, and the chance of a hit for picked cards (src/decks/odds.ts does the math).
import { cardFacts } from '../cards/pool';
import type { CardDef } from '../engine';
import { eachAtLeast, type Odds } from './odds';

export type Mode = 'any' | 'each';
/** Picked cards: id → copies needed (1 unless a Fusion needs the same card twice). */
export type Picks = ReadonlyMap<number, number>;

/** The quick picks the deck offers: its MAXIMUM sets and the card materials of its Fusions. */
export function quickPicks(main: readonly number[], extra: readonly number[]): { key: string; kind: 'maximum' | 'fusion'; card: CardDef; picks: Picks }[] {
  const inMain = new Set(main);
  const out: { key: string; kind: 'maximum' | 'fusion'; card: CardDef; picks: Picks }[] = [];
  const centers = new Set<number>();
  for (const id of inMain) {
    const m = cardFacts(id)?.maximum;
    if (m) centers.add(m.role === 'center' ? id : m.center);
  }
  for (const c of [...centers].sort((a, b) => a - b)) {
    const def = cardFacts(c);
    if (def?.maximum?.role !== 'center') continue;
    const pieces = [def.maximum.left, c, def.maximum.right].filter((x) => inMain.has(x));
    if (pieces.length) out.push({ key: `max:${c}`, kind: 'maximum', card: def, picks: new Map(pieces.map((x) => [x, 1])) });
  }
  for (const id of new Set(extra)) {
    const def = cardFacts(id);
    const mats = (def?.fusionMaterials ?? []).filter((x): x is number => typeof x === 'number' && inMain.has(x));
    if (!def || mats.length === 0) continue;
    const need = new Map<number, number>();
    for (const x of mats) need.set(x, (need.get(x) ?? 0) + 1);
    out.push({ key: `fus:${id}`, kind: 'fusion', card: def, picks: need });
  }
  return out;
}

/** The chance of a hit among the first `seen` cards. */
export function chanceOf(main: readonly number[], picks: Picks, mode: Mode, seen: number): Odds | null {
  const wanted = [...picks].filter(([, need]) => need > 0);
  if (wanted.length === 0) return null;
  const copies = (id: number): number => main.filter((x) => x === id).length;
  if (mode === 'any') return eachAtLeast(main.length, [{ copies: wanted.reduce((s, [id]) => s + copies(id), 0) }], seen);
  return eachAtLeast(main.length, wanted.map(([id, need]) => ({ copies: copies(id), need })), seen);
}
