// The `forbid` forms that lock a player for the rest of the turn by name, by card kind or
// against damage (`activateName`, `activateTraps`, `effectDamage`, `battleDamage`): player rules kept as
// plain data in state.lingering (R-END-1), read by effects/turnLocks.ts.
import { other } from '../../zones';
import { linger, thisTurn } from '../primitives/linger';
import { act } from '../primitives/steps';
import { EFFECT_DAMAGE_FROM } from '../turnLocks';
import type { Step } from '../types';
import type { Seat } from '../../types';
import { untilOf } from '../words/read';
import type { DocStep } from './types';

type Forbid = Extract<DocStep, { do: 'forbid' }>;
type More = Extract<Forbid, { what: 'activateName' | 'activateTraps' | 'activateSpells' | 'effectDamage' | 'battleDamage' | 'tributes' }>;

export function isForbidMore(s: Forbid): s is More {
  return s.what === 'activateName' || s.what === 'activateTraps' || s.what === 'activateSpells' || s.what === 'effectDamage' || s.what === 'battleDamage' || s.what === 'tributes';
}

/** The compiled step of one of these forms. */
export function forbidMoreStep(s: More): Step {
  if (s.what === 'activateName') {
    const ids = s.ids;
    return act((ctx) => {
      for (const id of ids) linger(ctx, null, 'noActivateName', id, thisTurn(ctx));
    });
  }
  if (s.what === 'activateTraps') {
    const theirs = s.player === 'opponent';
    const battleOnly = s.battlePhase === true ? 1 : 0;
    return act((ctx) => linger(ctx, null, 'noTrapActivation', battleOnly, thisTurn(ctx), theirs ? other(ctx.seat) : ctx.seat));
  }
  const theirs = s.player === 'opponent';
  if (s.what === 'activateSpells') {
    const { player, duration, spellKind } = s;
    const filter = spellKind ? { kind: 'spell' as const, spellKind } : undefined;
    return act((ctx) => {
      const seats: Seat[] = player === 'both' ? [0, 1] : [player === 'opponent' ? other(ctx.seat) : ctx.seat];
      for (const seat of seats) linger(ctx, null, 'noSpellActivation', 1, untilOf(ctx, duration), seat, filter);
    });
  }
  // The player cannot Tribute such monsters for a Tribute Summon this turn (summon.ts `untributable`).
  if (s.what === 'tributes') {
    const filter = s.filter;
    return act((ctx) => linger(ctx, null, 'noTribute', 1, thisTurn(ctx), theirs ? other(ctx.seat) : ctx.seat, filter));
  }
  // The player takes no battle damage for the rest of the turn (battle.ts reads it, R-DMG).
  // With `attacker`, only from the attacks of the other player's monsters passing that filter.
  if (s.what === 'battleDamage') {
    const attacker = s.attacker;
    return act((ctx) => linger(ctx, null, 'noBattleDamage', 1, thisTurn(ctx), theirs ? other(ctx.seat) : ctx.seat, attacker));
  }
  const from = EFFECT_DAMAGE_FROM[s.by ?? 'any'];
  return act((ctx) => linger(ctx, null, 'noEffectDamage', from, thisTurn(ctx), theirs ? other(ctx.seat) : ctx.seat));
}
