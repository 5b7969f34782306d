// A Tribute Summon that can get stuck (a monster worth two Tributes may only be picked
// first, R-NS-6): the AI picks so that the summon finishes, and never goes round in
// circles starting and cancelling it.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, textKey } from '../engine';
import type { DuelState } from '../engine';
import { atkPos, board, card, load } from '../engine/testkit';
import { aiMove, playTurn } from './testing';
import { finishable, viablePicks } from './tributes';

const DARK_MAGICIAN = 160002000; // Legend, Level 7: two Tributes
const ULTRA_VIOLADY = 160010024;
const LEGEND_SCOUT = 160212047;

function scoutBoard(): { state: DuelState; uid: (r: string) => number } {
  const b = load(board({ hand: [card(DARK_MAGICIAN, 'DM')], monsters: [atkPos(card(ULTRA_VIOLADY, 'UV')), atkPos(card(LEGEND_SCOUT, 'Scout'))] }, {}, { turn: 3 }));
  const scout = b.uid('Scout');
  // Legend Scout's effect was used: this turn it counts as 2 Tributes for a Legend monster.
  const state: DuelState = { ...b.state, lingering: [{ source: scout, target: scout, seat: 0, kind: 'tributeValue', value: 2, untilTurn: 3, filter: { legend: true, position: 'attack' } }] };
  return { state, uid: b.uid };
}

describe('Tribute Summons that can get stuck', () => {
  it('picking the ordinary monster first leaves the summon unfinishable', () => {
    const { state, uid } = scoutBoard();
    const asked = applyAction(state, { type: 'summon', card: uid('DM'), position: 'attack' });
    if (!asked.ok) throw new Error(textKey(asked.error));
    expect(finishable(asked.state)).toBe(true);
    expect(viablePicks(asked.state, legalActions(asked.state))).toEqual([{ type: 'select', card: uid('Scout') }]);
    const afterUv = applyAction(asked.state, { type: 'select', card: uid('UV') });
    expect(afterUv.ok && finishable(afterUv.state)).toBe(false);
  });

  it.each(['easy', 'normal', 'hard'] as const)('%s finishes its turn without cancelling a summon', (level) => {
    const { state } = scoutBoard();
    const { moves, state: end } = playTurn(state, level);
    expect(moves.length).toBeLessThan(30);
    expect(end.turn).toBe(4);
    expect(moves.some((m) => m.action.type === 'cancel')).toBe(false);
  });

  it('at the Tribute prompt it picks the monster worth two', () => {
    const { state, uid } = scoutBoard();
    const asked = applyAction(state, { type: 'summon', card: uid('DM'), position: 'attack' });
    if (!asked.ok) throw new Error(textKey(asked.error));
    expect(aiMove(asked.state, 'normal').action).toEqual({ type: 'select', card: uid('Scout') });
  });
});
