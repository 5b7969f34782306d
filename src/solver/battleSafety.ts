// Whether a card can raise the damage of the hero's Battle Phase, read from its document:
// the solver's damage bound (bound.ts) trusts a card only when its data shows it cannot.
// Cards still written as TypeScript are judged by the lists in bound.ts.
import type { CardDoc, Condition, ContinuousModifier, DocStep } from '../engine/docs';

/** Steps a Trap may take during a battle without adding damage: destroy, weaken, protect, turn. */
function battleSafeStep(s: DocStep): boolean {
  switch (s.do) {
    case 'choose':
    case 'ask':
    case 'destroy':
    case 'position':
    case 'reveal':
    case 'mill':
    case 'discard':
      return true;
    case 'move':
      return true;
    case 'modify':
      if (s.kind === 'atk' || s.kind === 'def') return typeof s.value === 'number' && s.value <= 0;
      return s.kind === 'battleImmune' || s.kind === 'effectImmune' || s.kind === 'opponentEffectImmune' || s.kind === 'noDirectAttack';
    default:
      // draw, damage, payLp (a cost the hero's opponent pays lowers their LP) and anything new.
      return false;
  }
}

/** A Set Trap whose document shows it cannot raise the damage of a Battle Phase. */
export function battleSafeTrap(doc: CardDoc): boolean {
  return doc.effects.every((e) => {
    if (e.kind !== 'trap' || !e.trigger) return false;
    // Nothing is summoned during a battle, so a Trap that answers a summon never activates there.
    if (e.trigger.event === 'summon' || (e.trigger.event === 'set' && !e.trigger.spellTrap)) return true;
    return [...(e.cost ?? []), ...e.steps].every(battleSafeStep);
  });
}

/** A condition that a battle cannot turn from false to true. */
function stableCondition(c: Condition): boolean {
  // Either of some conditions: stable when each is.
  if ('anyOf' in c) return c.anyOf.every(stableCondition);
  // The turn and the phase do not change during a battle.
  if ('turn' in c || 'phase' in c) return true;
  if ('lp' in c || 'lpAtMost' in c || 'lpAtLeast' in c || 'declared' in c || 'heads' in c || 'rolled' in c || 'equippedMonster' in c || 'notDoneThisTurn' in c || 'specialSummonedThisTurn' in c || 'dealt' in c || 'triggerFrom' in c) return false;
  // "You can still enter the Battle Phase" is false throughout a battle; a free zone can open
  // when a card leaves in battle.
  if ('game' in c) return c.game === 'canEnterBattle';
  // Nothing is summoned during a battle, and a Reverse is recorded during a Main Phase only.
  if ('self' in c) return true;
  // Levels in a GY grow as monsters are destroyed in battle.
  if ('levels' in c) return false;
  // Cards on the field leave in battle.
  if ('sameCount' in c || 'moreCount' in c || 'higher' in c) return false;
  // The cards counted for their different Types (or Attributes, names) can leave in battle.
  if ('distinct' in c) return false;
  // Spells and Traps on the field can leave during a battle but not arrive.
  return typeof c.count === 'object' && !('chosen' in c.count) && c.count.place === 'spellTraps' && c.max === undefined;
}

function stableModifier(m: ContinuousModifier): boolean {
  if (!(m.if ?? []).every(stableCondition)) return false;
  if (m.kind === 'atk' || m.kind === 'def') return typeof m.value === 'number';
  // More attacks mean more damage.
  if (m.kind === 'extraAttacks') return false;
  // Piercing damage is at most the attacker's ATK, which the bound already counts.
  return true;
}

/** A face-up card whose continuous effects cannot raise the damage during a battle. */
export function battleStableContinuous(doc: CardDoc): boolean {
  const c = doc.continuous;
  if (!c) return true;
  return (c.modifiers ?? []).every(stableModifier);
}
