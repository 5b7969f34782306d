// The continuous rules of face-up monsters on effect damage (a card's `continuous`
// `effectDamageBecomes` and `noEffectDamage`): what a damage by a card effect comes to.
import type { DuelState, Seat } from '../types';
import { other } from '../zones';
import { duelHasScripts, scriptOf } from './registry';

/**
 * The damage `victim` takes from an effect of `source` (a card uid) played by `by`, after the
 * face-up monsters' rules: 0 when one of the victim's monsters stops the opponent's effect damage
 * now (its `turn` and `phase`), else the amount a monster of `by` makes it ("becomes 700").
 */
export function effectDamageAfterRules(state: DuelState, victim: Seat, by: Seat, source: number, amount: number): number {
  if (!duelHasScripts(state)) return amount;
  const sourceId = state.cards[source]?.id;
  let out = amount;
  for (const seat of [0, 1] as const) {
    for (const m of state.players[seat].monsters) {
      if (!m || m.faceDown) continue;
      const c = scriptOf(state, m.uid)?.continuous;
      if (!c || (c.maximumOnly && m.maximum === null)) continue;
      const stop = c.noEffectDamage;
      if (stop && seat === victim && by !== victim) {
        const turnOk = stop.turn === undefined || (stop.turn === 'you') === (state.turnPlayer === seat);
        const phaseOk = stop.phase === undefined || stop.phase === state.phase;
        if (turnOk && phaseOk) return 0;
      }
      const becomes = c.damageBecomes;
      if (becomes && seat === by && victim === other(by) && sourceId !== undefined && becomes.ids.includes(sourceId)) out = becomes.amount;
    }
  }
  return out;
}
