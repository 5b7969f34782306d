// An attack that can only lose: the attacker's ATK is below a face-up target's ATK (it is
// destroyed) or DEF (its player takes the damage, nothing is destroyed). No planner needs to
// weigh it: sampled futures only add noise to a move whose outcome is known (R-BAT-5, R-BAT-6).
import type { Action, DuelState } from '../engine';
import { monsters } from './board';

export function hopelessAttack(view: DuelState, a: Action): boolean {
  if (a.type !== 'attack' || a.target === 'direct') return false;
  const me = view.pending?.player;
  if (me !== 0 && me !== 1) return false;
  const attacker = monsters(view, me).find((m) => m.uid === a.attacker);
  const target = monsters(view, me === 0 ? 1 : 0).find((m) => m.uid === a.target);
  if (!attacker || !target || target.faceDown) return false;
  return target.attackPos ? attacker.atk < target.atk : attacker.atk < target.def;
}
