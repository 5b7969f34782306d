// What single things are worth to their controller, in LP units (see weights.ts).
import { cardDef, monsterAtk, monsterDef } from '../engine';
import type { DuelState, MonsterSlot } from '../engine';
import type { Weights } from './weights';
import { poolCard } from '../cards/pool';

export function monsterValue(state: DuelState, m: MonsterSlot, w: Weights): number {
  const atk = monsterAtk(state, m);
  const def = monsterDef(state, m) ?? 0;
  return w.body + atk * w.atk + def * w.def + (m.maximum ? w.maximum : 0);
}

/** LP are worth 1 each, and more once few are left. */
export function lpScore(lp: number, w: Weights): number {
  return lp < w.lowLpAt ? lp - (w.lowLpAt - lp) * w.lowLpExtra : lp;
}

/**
 * What the cards in a hand are worth: a little each (the Draw Phase refills the hand),
 * a little more for a strong monster, and a MAXIMUM set much more once its pieces come
 * together (so an effect that discards does not throw away a piece of a set in progress).
 */
export function handValue(state: DuelState, hand: readonly number[], w: Weights): number {
  const ids = new Set<number>();
  for (const uid of hand) ids.add(cardDef(state, uid).id);
  let v = 0;
  for (let i = 0; i < hand.length && i < 6; i++) {
    const d = cardDef(state, hand[i] as number);
    v += w.hand + (d.kind === 'monster' ? (d.atk ?? 0) * 0.04 : 40);
    const m = d.maximum;
    if (!m) continue;
    const center = m.role === 'center' ? d.id : m.center;
    const info = m.role === 'center' ? m : poolCard(center)?.maximum;
    if (!info || info.role !== 'center') continue;
    const pieces = (ids.has(center) ? 1 : 0) + (ids.has(info.left) ? 1 : 0) + (ids.has(info.right) ? 1 : 0);
    v += pieces === 3 ? 250 : pieces === 2 ? 100 : 0;
  }
  return v;
}
