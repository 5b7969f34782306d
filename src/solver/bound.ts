// A sound upper bound on the damage still possible in the hero's Battle Phase, for the
// plain case only: nothing on the field can change ATK or deal damage during battle (no
// Set cards on either side, no Field Spell, no continuous or battle-triggered scripts, no
// "attack again after a win"). Then each attack deals at most its attacker's ATK, and the
// rest of the turn cannot reach the goal when the bound falls short. Anything else: no bound.
import { monsterAtk, type DuelState, type MonsterSlot, type PlayerState, type Seat } from '../engine';
import { scriptOf } from '../engine/effects/registry';
import { attacksAllowed } from '../engine/stats';

function quietField(state: DuelState, p: PlayerState): boolean {
  if (p.field !== null || p.spellTraps.some((s) => s !== null)) return false;
  return p.monsters.every((m) => {
    if (!m) return true;
    const ids = [m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : [])];
    return ids.every((uid) => {
      const script = scriptOf(state, uid);
      return !script?.continuous && !script?.onBattleDestroy;
    });
  });
}

function attacksLeft(state: DuelState, m: MonsterSlot, opponentMonsters: number): number {
  const left = Math.max(0, attacksAllowed(state, m) - m.attacks);
  // "Attack each monster once": at most once more per monster still there, on top.
  const each = state.lingering.some((l) => l.target === m.uid && l.kind === 'attackEachMonster');
  return each ? left + opponentMonsters : left;
}

/** The most LP the hero's opponent can still lose this turn, or null when no bound is known. */
export function battleDamageBound(state: DuelState, hero: Seat): number | null {
  if (state.phase !== 'battle' || state.turnPlayer !== hero || state.pending?.kind !== 'battle') return null;
  if (state.lingering.some((l) => l.kind === 'extraAttackOnWin')) return null;
  const me = state.players[hero];
  const them = state.players[hero === 0 ? 1 : 0];
  if (!quietField(state, me) || !quietField(state, them)) return null;
  const foes = them.monsters.filter((m) => m !== null).length;
  let total = 0;
  for (const m of me.monsters) {
    if (m && m.position === 'attack' && !m.faceDown) total += Math.max(0, monsterAtk(state, m)) * attacksLeft(state, m, foes);
  }
  return total;
}
