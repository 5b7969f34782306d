// What an activation did, in the figures the human sees on the board right after it: LP lost,
// monsters gone, cards drawn, LP gained, a monster's ATK raised. Only public counts and values
// are compared, so a guess the AI made about hidden cards never shows as fact.
import { cardDef, monsterAtk } from '../engine';
import type { DuelState, Seat } from '../engine';
import { cardRef, msg, type Msg } from '../i18n/msg';
import { other } from './board';

const count = (s: DuelState, seat: Seat): number => s.players[seat].monsters.filter((m) => m).length;

/** `base` with the largest visible change from `before` to `after`, if any. */
export function outcome(before: DuelState, seat: Seat, after: DuelState | null, base: Msg): Msg {
  if (!after || after.pending?.kind === 'choose') return base;
  const foe = other(seat);
  const lost = before.players[foe].lp - after.players[foe].lp;
  if (lost > 0) return msg('ai.plus.damage', { text: base, n: lost });
  const gone = count(before, foe) - count(after, foe);
  if (gone > 0) return msg('ai.plus.removed', { text: base, n: gone });
  // Cards drawn: the Deck shrank and the hand grew (the activated card itself left the hand).
  const fromDeck = before.players[seat].deck.length - after.players[seat].deck.length;
  const toHand = after.players[seat].hand.length - before.players[seat].hand.length + 1;
  if (fromDeck > 0 && toHand > 0) return msg('ai.plus.drew', { text: base, n: Math.min(fromDeck, toHand) });
  const gain = after.players[seat].lp - before.players[seat].lp;
  if (gain > 0) return msg('ai.plus.gain', { text: base, n: gain });
  for (const m of after.players[seat].monsters) {
    if (!m || m.faceDown) continue;
    const was = before.players[seat].monsters.find((x) => x?.uid === m.uid);
    if (was && !was.faceDown && monsterAtk(after, m) > monsterAtk(before, was)) return msg('ai.plus.atkUp', { text: base, card: cardRef(cardDef(after, m.uid)), atk: monsterAtk(after, m) });
  }
  return base;
}
