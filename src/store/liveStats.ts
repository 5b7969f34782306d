// A monster's ATK and DEF as they are now (field effects, boosts), for every place that draws
// a card outside its zone: prompts, the drag preview. Printed values only off the field.
import { monsterAtk, monsterDef, type DuelState } from '../engine/play';

export function liveStats(state: DuelState, uid: number): { atk: number; def?: number } | undefined {
  for (const p of state.players) {
    for (const s of p.monsters) {
      if (s && s.uid === uid) return { atk: monsterAtk(state, s), def: monsterDef(state, s) ?? undefined };
    }
  }
  return undefined;
}
