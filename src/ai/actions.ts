// Actions as the AI handles them: a stable key, and the legal list with variants that
// cannot matter folded together (the same summon in another free zone, a second copy of
// the same card in the hand).
import type { Action, DuelState } from '../engine';

/** A key equal for actions that are the same data (field order ignored). */
export function actionKey(a: Action): string {
  const o = a as unknown as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return keys.map((k) => `${k}=${String(o[k])}`).join(',');
}

/** Index of `a` in `list` (as data), or -1. */
export function indexOfAction(list: readonly Action[], a: Action): number {
  const k = actionKey(a);
  return list.findIndex((x) => actionKey(x) === k);
}

function cardIdOf(state: DuelState, uid: number): number {
  return state.cards[uid]?.id ?? 0;
}

/**
 * The key of what an action *means*: zones of summons and Sets are dropped (the first free
 * zone is kept), and hand cards are named by card id (copies are interchangeable).
 */
export function meaningKey(state: DuelState, a: Action): string {
  switch (a.type) {
    case 'summon':
      return `summon:${cardIdOf(state, a.card)}:${a.position}`;
    case 'ruleSummon':
      if (a.cost !== undefined) return `rule:${cardIdOf(state, a.card)}:cost:${a.cost}`;
      return a.reveal === undefined ? `rule:${cardIdOf(state, a.card)}` : `rule:${cardIdOf(state, a.card)}:${cardIdOf(state, a.reveal)}`;
    case 'contactFusion':
      return `contact:${cardIdOf(state, a.card)}:${a.materials.join('.')}:${a.position}`;
    case 'setSpellTrap':
      return `set:${cardIdOf(state, a.card)}:${a.zone === 'field' ? 'f' : 's'}`;
    case 'maximumSummon':
      return `max:${cardIdOf(state, a.card)}`;
    case 'activate': {
      const inHand = state.players.some((p) => p.hand.includes(a.card));
      return inHand ? `act:h${cardIdOf(state, a.card)}:${a.effect}` : actionKey(a);
    }
    default:
      return actionKey(a);
  }
}

/** The legal actions with meaningless variants folded; the first of each kind is kept. */
export function distinctActions(state: DuelState, legal: readonly Action[]): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of legal) {
    // Hidden (id 0) cards in one's own hand cannot be told apart either: keep them distinct.
    const k = 'card' in a && cardIdOf(state, a.card) === 0 ? actionKey(a) : meaningKey(state, a);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(a);
  }
  return out;
}

/** Whether an action names a card that is only a placeholder of the AI's guesswork. */
export function touchesFiller(a: Action, filler: ReadonlySet<number>): boolean {
  if (filler.size === 0) return false;
  if ('card' in a && filler.has(a.card)) return true;
  return false;
}
