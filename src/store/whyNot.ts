// Why one of the human's cards cannot be played now, in the engine's own words (whyNot):
// the UI asks this when a card with no action is tapped, instead of saying nothing.
import { cardDef, scriptOf, whyNot, type Action, type DuelState, type EngineText } from '../engine/play';
import { HUMAN, locate } from './locate';

/** The first refusal of the ways this card would usually be played from where it is. */
export function whyCannotPlay(state: DuelState, uid: number): EngineText | null {
  const p = state.pending;
  if (!p || p.player !== HUMAN || (p.kind !== 'main' && p.kind !== 'battle')) return null;
  const loc = locate(state, uid);
  if (!loc || loc.seat !== HUMAN) return null;
  const def = cardDef(state, uid);
  const tries: Action[] = [];
  // The effects of the ruleset this duel runs with (its state names it), not of whatever the
  // game has loaded now.
  const effects = scriptOf(state, uid)?.effects.map((e) => e.id) ?? [];
  const firstFree = state.players[HUMAN].spellTraps.findIndex((s) => s === null);
  if (loc.place === 'hand') {
    if (def.kind === 'monster') tries.push({ type: 'summon', card: uid, position: 'attack' });
    else {
      for (const effect of effects) tries.push({ type: 'activate', card: uid, effect });
      tries.push({ type: 'setSpellTrap', card: uid, zone: def.spellKind === 'field' ? 'field' : Math.max(0, firstFree) });
    }
  } else if (loc.place === 'monster') {
    if (p.kind === 'battle') tries.push({ type: 'attack', attacker: uid, target: 'direct' });
    for (const effect of effects) tries.push({ type: 'activate', card: uid, effect });
    // A MAXIMUM monster's zones all press its center: its pieces' effects are its own to explain.
    const max = state.players[HUMAN].monsters[1];
    if (max?.maximum && max.uid === uid) {
      for (const piece of [max.maximum.left, max.maximum.right]) {
        for (const e of scriptOf(state, piece)?.effects ?? []) tries.push({ type: 'activate', card: piece, effect: e.id });
      }
    }
    if (p.kind === 'main') tries.push({ type: 'changePosition', card: uid });
  } else {
    for (const effect of effects) tries.push({ type: 'activate', card: uid, effect });
  }
  for (const a of tries) {
    const why = whyNot(state, a);
    if (why) return why;
  }
  return null;
}
