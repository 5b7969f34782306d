// A player's view hides the opponent's face-down Spells and Traps (id 0), yet the zone tells
// a Field Spell from the rest (R-ZONE-3, R-ZONE-4): a filter that only leaves the Field Zone out
// must list the same actions in the view as in the duel, or the AI picks an action the engine
// refuses (seen in pool sims with Jointech Rex's "destroy 1 card in the Spell & Trap Zone").
import { describe, expect, it } from 'vitest';
import { legalActions, playerView } from '.';
import { atkPos, board, card, filler, load, OVERBASE, TRAP_HOLE } from './testing/mk';

const JOINTECH_REX = 160009019;

function activations(state: Parameters<typeof legalActions>[0]): string[] {
  return legalActions(state).flatMap((a) => (a.type === 'activate' ? [`${a.card}:${a.effect}`] : []));
}

describe('R-ZONE-3 a hidden Set card in a player view', () => {
  const rex = (theirs: Parameters<typeof board>[1]) =>
    load(board({ monsters: [atkPos(card(JOINTECH_REX, 'rex'), { summonedThisTurn: true, summonedHow: 'normal' })], graveyard: filler(3), deck: filler(5) }, { deck: filler(5), ...theirs }));

  it('a Set Trap in the Spell & Trap Zone: the effect is listed in the view as in the duel', () => {
    const L = rex({ spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] });
    expect(activations(L.state)).toContain(`${L.uid('rex')}:e1`);
    expect(activations(playerView(L.state, 0))).toEqual(activations(L.state));
  });

  it('only a Set Field Spell in the Field Zone: listed neither in the view nor in the duel', () => {
    const L = rex({ field: { card: card(OVERBASE, 'fs'), faceDown: true } });
    expect(activations(L.state)).not.toContain(`${L.uid('rex')}:e1`);
    expect(activations(playerView(L.state, 0))).toEqual(activations(L.state));
  });
});
