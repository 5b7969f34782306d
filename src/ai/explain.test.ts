// The log line: says what happened and why, in numbers, and never names a card the human
// cannot see. Also: an action chosen on a view maps back to the real duel.
import { describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../engine';
import { atkPos, board, card, defPos, load, mk, OVERLORD, OVERLORD_L, OVERLORD_R, setPos } from '../engine/testing/mk';
import { actionKey } from './actions';
import { explain } from './explain';
import { toRealAction } from './translate';

describe('explain', () => {
  const b = load(board(
    { hand: [mk('Secret', 500, 1800), card(160202019, 'TrapHole'), card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')], monsters: [atkPos(mk('Ace', 2500))] },
    { lp: 2000, monsters: [atkPos(mk('Blocker', 2000))] },
    { turn: 3 },
  ));
  const view = playerView(b.state, 0);

  it('a Set names nothing', () => {
    expect(explain(view, 0, { type: 'summon', card: b.uid('Secret'), position: 'set', zone: 1 }, null, null)).toBe('Set a monster face-down');
    expect(explain(view, 0, { type: 'setSpellTrap', card: b.uid('TrapHole'), zone: 0 }, null, null)).toBe('Set a card in the Spell & Trap Zone');
  });

  it('an attack gives both numbers and what it achieves', () => {
    expect(explain(view, 0, { type: 'attack', attacker: b.uid('Ace'), target: b.uid('Blocker') }, null, null)).toBe(
      'Attacked Blocker with Ace: 2500 vs 2000, clears your only blocker, 500 damage',
    );
  });

  it('an attack on a monster that cannot be destroyed by battle does not claim to destroy it', () => {
    const r = load(board(
      { monsters: [atkPos(mk('Ace', 2500))] },
      { monsters: [defPos(card(160207022, 'Ropero'))] },
      { turn: 3, phase: 'battle' },
    ));
    const shielded = { ...r.state, lingering: [{ source: r.uid('Ropero'), target: r.uid('Ropero'), seat: 1 as const, kind: 'battleImmune' as const, value: 1, untilTurn: 4 }] };
    expect(explain(playerView(shielded, 0), 0, { type: 'attack', attacker: r.uid('Ace'), target: r.uid('Ropero') }, null, null)).toBe(
      'Attacked Supreme Dog Ropero with Ace: 2500 vs 0 DEF, it cannot be destroyed by battle',
    );
  });

  it('a MAXIMUM Summon gives its ATK and its cost', () => {
    expect(explain(view, 0, { type: 'maximumSummon', card: b.uid('C'), left: b.uid('L'), right: b.uid('R') }, null, null)).toBe(
      'MAXIMUM Summoned Supreme Machine Magnum Overlord (ATK 3500), sending 1 monster to the GY',
    );
  });
});

describe('toRealAction', () => {
  it('maps an attack on a face-down monster (a fresh uid in the view) to the real card', () => {
    const b = load(board({ monsters: [atkPos(mk('Mine', 1500))] }, { monsters: [setPos(mk('Hidden', 0, 1000)), atkPos(mk('Shown', 900))] }, { turn: 3, phase: 'battle' }));
    const view = playerView(b.state, 0);
    const onView = legalActions(view).find((a) => a.type === 'attack' && a.target !== 'direct' && a.target >= b.state.cards.length);
    expect(onView).toBeDefined();
    const real = toRealAction(b.state, view, onView as NonNullable<typeof onView>);
    expect(real).toEqual({ type: 'attack', attacker: b.uid('Mine'), target: b.uid('Hidden') });
    expect(legalActions(b.state).map(actionKey)).toContain(actionKey(real as NonNullable<typeof real>));
  });
});
