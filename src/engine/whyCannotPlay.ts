// Why a card of the player being asked has no action now: the refusal of the first of the usual
// ways to play it from where it is (the interface asks this when such a card is tapped).
import { cardDef } from './cards';
import { scriptOf } from './effects/registry';
import { whyNot } from './legal';
import type { EngineText } from './text';
import type { Action, DuelState, PlayerState } from './types';
import { freeSpellTrapZones } from './zones';

/** Where a card is among a player's cards: the [L] and [R] pieces of a MAXIMUM monster are on the field. */
function placeOf(p: PlayerState, uid: number): 'hand' | 'monster' | 'other' | null {
  if (p.hand.includes(uid)) return 'hand';
  if (p.deck.includes(uid) || p.gy.includes(uid) || p.extra.includes(uid)) return 'other';
  if (p.monsters.some((m) => m && (m.uid === uid || m.maximum?.left === uid || m.maximum?.right === uid))) return 'monster';
  if (p.spellTraps.some((s) => s?.uid === uid) || p.field?.uid === uid) return 'other';
  return null;
}

/** The actions that would usually play this card from where it is, in the order they are tried. */
function tries(state: DuelState, uid: number, place: 'hand' | 'monster' | 'other', battle: boolean): Action[] {
  const seat = state.pending?.player ?? 0;
  const def = cardDef(state, uid);
  const out: Action[] = [];
  // The effects of the ruleset this duel runs with (its state names it).
  const effects = (card: number): Action[] => (scriptOf(state, card)?.effects ?? []).map((e) => ({ type: 'activate', card, effect: e.id }));
  if (place === 'hand') {
    if (def.kind === 'monster') out.push({ type: 'summon', card: uid, position: 'attack' });
    else {
      out.push(...effects(uid));
      out.push({ type: 'setSpellTrap', card: uid, zone: def.spellKind === 'field' ? 'field' : (freeSpellTrapZones(state.players[seat])[0] ?? 0) });
    }
  } else if (place === 'monster') {
    if (battle) out.push({ type: 'attack', attacker: uid, target: 'direct' });
    out.push(...effects(uid));
    // A MAXIMUM monster's zones all press its center (R-MAX-9): its pieces' effects are its own.
    const max = state.players[seat].monsters[1];
    if (max?.maximum && max.uid === uid) out.push(...effects(max.maximum.left), ...effects(max.maximum.right));
    if (!battle) out.push({ type: 'changePosition', card: uid });
  } else out.push(...effects(uid));
  return out;
}

/**
 * In the Main or Battle Phase, why a card of the player to act cannot be played: the first
 * refusal of the usual ways to play it (a summon, its effects, a Set, an attack, a change of
 * position), as whyNot words it; null when none is refused or it is not that player's card.
 */
export function whyCannotPlay(state: DuelState, uid: number): EngineText | null {
  const p = state.pending;
  if (!p || (p.kind !== 'main' && p.kind !== 'battle')) return null;
  const place = placeOf(state.players[p.player], uid);
  if (!place) return null;
  for (const a of tries(state, uid, place, p.kind === 'battle')) {
    const why = whyNot(state, a);
    if (why) return why;
  }
  return null;
}
