// A sound upper bound on the damage still possible in the hero's Battle Phase, for the
// plain case only: nothing on the field can raise ATK, add attacks or attackers, or cost the
// hero's opponent LP during battle (every Set Trap and continuous effect judged safe from its card
// document by battleSafety.ts, no battle-triggered effect, no "attack again after a win"). A card
// written as a TypeScript script (the escape hatch) is never judged safe: no card id is listed.
// Then each attack deals at most its attacker's ATK, and the rest of the turn cannot reach
// the goal when the bound falls short. Anything else: no bound.
import { cardDef, monsterAtk, scriptOf, attacksAllowed, type DuelState, type MonsterSlot, type PlayerState, type Seat, type SpellTrapSlot } from '../engine';
import type { CardDoc } from '../engine/docs';
import { battleSafeTrap, battleStableContinuous } from './battleSafety';

/** A card on the field whose script does nothing in the hero's Battle Phase that raises the damage. */
function inertScript(state: DuelState, uid: number): boolean {
  const script = scriptOf(state, uid);
  if (!script) return true;
  // Damage when it wins a battle (a battleWin effect) is not bounded here.
  if (script.effects.some((e) => e.kind === 'battleWin')) return false;
  if (script.doc) return battleStableContinuous(script.doc as CardDoc);
  return !script.continuous;
}

/** A Set card that can do nothing in the hero's Battle Phase that raises the damage. */
function inertSet(state: DuelState, uid: number): boolean {
  const d = cardDef(state, uid);
  if (d.kind === 'spell') return true;
  const doc = scriptOf(state, uid)?.doc;
  // A Trap without a document (a script, or a card with no effects) is not judged.
  return d.kind === 'trap' && doc !== undefined && battleSafeTrap(doc as CardDoc);
}

function quietField(state: DuelState, p: PlayerState): boolean {
  // Spells (a face-down Field Spell too) are activated in a Main Phase only.
  if (p.field !== null && !p.field.faceDown && !inertScript(state, p.field.uid)) return false;
  const inert = (s: SpellTrapSlot | null): boolean => s === null || (s.faceDown ? inertSet(state, s.uid) : inertScript(state, s.uid));
  if (!p.spellTraps.every(inert)) return false;
  return p.monsters.every((m) => {
    if (!m) return true;
    const ids = [m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : [])];
    return ids.every((uid) => inertScript(state, uid));
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
  // A win in battle can still add an attack (extraAttackOnWin, extraMonsterAttackOnWin).
  if (state.lingering.some((l) => l.kind === 'extraAttackOnWin' || l.kind === 'extraMonsterAttackOnWin')) return null;
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
