// Small queries the Sevens Road Beginner scripts share. Types on the field are read with
// raceOf, so a Type changed by Type Change Beam counts.
import { cardDef } from '../../../engine/cards';
import { ofRace } from '../../../engine/effects/vocab/race';
import { faceUp, mine, pile, theirs, type ReadCtx } from '../../../engine/effects/vocab';
import type { DuelEvent } from '../../../engine/types';
import { locateMonster } from '../../../engine/zones';

/** Face-up Spellcaster monsters you control (uids). */
export const mySpellcasters = (ctx: ReadCtx): number[] => ofRace(ctx, faceUp(mine(ctx)), 'Spellcaster').map((m) => m.slot.uid);

/** Face-up DARK Spellcaster monsters you control (uids). */
export const myDarkSpellcasters = (ctx: ReadCtx): number[] =>
  ofRace(ctx, faceUp(mine(ctx)), 'Spellcaster')
    .filter((m) => cardDef(ctx.state, m.slot.uid).attribute === 'DARK')
    .map((m) => m.slot.uid);

/** Your opponent's Attack Position monsters (uids). */
export const theirAttackers = (ctx: ReadCtx): number[] =>
  theirs(ctx).filter((m) => m.slot.position === 'attack').map((m) => m.slot.uid);

/** Spellcaster monsters in your GY (printed Types: a GY card keeps its own Type). */
export const spellcastersInGy = (ctx: ReadCtx): number[] =>
  pile(ctx, 'gy', (d) => d.kind === 'monster' && d.race === 'Spellcaster');

/** An attack declared by the opponent of ctx's player (not a replay, R-BAT-7). */
export const opponentAttack = (ev: DuelEvent, ctx: ReadCtx): ev is Extract<DuelEvent, { type: 'attack' }> =>
  ev.type === 'attack' && !ev.replay && ev.player !== ctx.seat;

/** The attacker of a Trap's trigger if it is still a face-up monster on the field. */
export function liveAttacker(ctx: ReadCtx, uid: number | undefined): { uid: number; seat: 0 | 1 } | null {
  if (uid === undefined) return null;
  const at = locateMonster(ctx.state, uid);
  return at && !at.slot.faceDown ? { uid, seat: at.seat } : null;
}
