// The Trap timings draw, activate and sentToGy, the summon trigger's `from` and the condition
// `phase`, checked on events and boards (the card cases play them in whole duels).
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import type { DuelEvent, Phase, Seat } from '../../types';
import { conditionWordTest } from '../../effects/words/conditionRuns';
import { phaseAt, turnAt } from './moreTriggers';
import { compileTrigger } from './triggers';
import { cardDocProblem } from './validate';

function ctxAt(phase: Phase = 'main', turnPlayer: Seat = 1) {
  const r = readBoard({ turn: 3, turnPlayer, phase, players: [{}, {}] }, 1, builtinRuleset());
  return { state: r.state, self: -1, seat: 0 as Seat, locals: {} };
}

const END_TURN: DuelEvent[] = [
  { type: 'phase', phase: 'end', player: 0 },
  { type: 'turn', turn: 4, player: 1 },
  { type: 'phase', phase: 'draw', player: 1 },
  { type: 'draw', player: 1, card: 101 },
  { type: 'phase', phase: 'main', player: 1 },
];

describe('trigger draw', () => {
  it('R-DRAW-1: the normal draw is the one made in the Draw Phase, read from the action\'s own events', () => {
    const ctx = ctxAt('main', 1);
    const normal = compileTrigger({ event: 'draw', by: 'opponent', normal: true });
    expect(normal(END_TURN[3] as DuelEvent, ctx, END_TURN, 3)).toBe(true);
    // A draw by an effect in the Main Phase: no phase event before it in its action.
    const byEffect: DuelEvent[] = [{ type: 'activate', card: 5, player: 1, effect: 'e1', kind: 'spell' }, { type: 'draw', player: 1, card: 102 }];
    expect(normal(byEffect[1] as DuelEvent, ctx, byEffect, 1)).toBe(false);
    expect(compileTrigger({ event: 'draw', by: 'opponent', phase: 'main' })(byEffect[1] as DuelEvent, ctx, byEffect, 1)).toBe(true);
    expect(compileTrigger({ event: 'draw', by: 'opponent', phase: 'main' })(END_TURN[3] as DuelEvent, ctx, END_TURN, 3)).toBe(false);
    // Whose draw: your own is not your opponent's.
    expect(compileTrigger({ event: 'draw', by: 'you', normal: true })(END_TURN[3] as DuelEvent, ctx, END_TURN, 3)).toBe(false);
  });
  it('R-TURN-1: the turn and phase of an event are those it happened in, not the ones the action ended in', () => {
    const ctx = ctxAt('main', 1);
    const toBattle: DuelEvent[] = [{ type: 'draw', player: 1, card: 3 }, { type: 'phase', phase: 'battle', player: 1 }];
    expect(phaseAt(ctx, toBattle, 0)).toBe('main');
    expect(phaseAt(ctx, [{ type: 'draw', player: 1, card: 3 }], 0)).toBe('main');
    expect(phaseAt(ctx, END_TURN, 3)).toBe('draw');
    expect(turnAt(ctx, END_TURN, 0)).toBe(0);
    expect(turnAt(ctx, END_TURN, 3)).toBe(1);
    expect(compileTrigger({ event: 'draw', by: 'opponent', turn: 'opponent' })(END_TURN[3] as DuelEvent, ctx, END_TURN, 3)).toBe(true);
    expect(compileTrigger({ event: 'draw', by: 'opponent', turn: 'you' })(END_TURN[3] as DuelEvent, ctx, END_TURN, 3)).toBe(false);
  });
});

describe('trigger activate', () => {
  it('R-TRAP-8: met by the activation of that kind of card by that player', () => {
    const ctx = ctxAt();
    const t = compileTrigger({ event: 'activate', by: 'opponent', kind: ['spell'] });
    expect(t({ type: 'activate', card: 5, player: 1, effect: 'e1', kind: 'spell' }, ctx)).toBe(true);
    expect(t({ type: 'activate', card: 5, player: 1, effect: 'e1', kind: 'trap' }, ctx)).toBe(false);
    expect(t({ type: 'activate', card: 5, player: 0, effect: 'e1', kind: 'spell' }, ctx)).toBe(false);
    expect(t({ type: 'resolved', card: 5, player: 1 }, ctx)).toBe(false);
  });
});

describe('trigger sentToGy', () => {
  it('R-TIME-2: a card of that owner moved to the GY from one of the places, in that phase and turn', () => {
    const ctx = ctxAt('main', 1);
    const fromDeck: DuelEvent = { type: 'move', card: 7, player: 1, from: 'deck', to: 'gy', reason: 'cost' };
    const fromField: DuelEvent = { type: 'move', card: 8, player: 1, from: 'monster', to: 'gy', reason: 'battle' };
    const spell: DuelEvent = { type: 'move', card: 9, player: 1, from: 'spellTrap', to: 'gy', reason: 'rule' };
    const deck = compileTrigger({ event: 'sentToGy', owner: 'opponent', from: ['deck'] });
    expect(deck(fromDeck, ctx)).toBe(true);
    expect(deck(fromField, ctx)).toBe(false);
    expect(compileTrigger({ event: 'sentToGy', owner: 'opponent', from: ['monsterZones'] })(fromField, ctx)).toBe(true);
    expect(compileTrigger({ event: 'sentToGy', owner: 'opponent' })(spell, ctx)).toBe(true);
    expect(compileTrigger({ event: 'sentToGy', owner: 'you' })(spell, ctx)).toBe(false);
    expect(compileTrigger({ event: 'sentToGy', owner: 'opponent', phase: 'main', turn: 'opponent' })(spell, ctx)).toBe(true);
    expect(compileTrigger({ event: 'sentToGy', owner: 'opponent', phase: 'main', turn: 'opponent' })(spell, ctxAt('battle', 1))).toBe(false);
    expect(compileTrigger({ event: 'sentToGy', owner: 'opponent', phase: 'main', turn: 'opponent' })(spell, ctxAt('main', 0))).toBe(false);
    // A move to the hand is no GY.
    expect(compileTrigger({ event: 'sentToGy', owner: 'both' })({ ...fromDeck, to: 'hand' } as DuelEvent, ctx)).toBe(false);
  });
  it('validates its fields', () => {
    const doc = (trigger: unknown) => ({ id: 1, effects: [{ id: 'e1', kind: 'trap', trigger, steps: [{ do: 'draw', count: 1 }] }] });
    expect(cardDocProblem(doc({ event: 'sentToGy', owner: 'opponent', from: ['deck'] }))).toBeNull();
    expect(cardDocProblem(doc({ event: 'sentToGy', owner: 'opponent', from: ['gy'] }))).not.toBeNull();
    expect(cardDocProblem(doc({ event: 'activate', by: 'opponent' }))).not.toBeNull();
    expect(cardDocProblem(doc({ event: 'summon', by: 'opponent', from: ['gy'] }))).toBeNull();
    expect(cardDocProblem(doc({ event: 'nope', by: 'opponent' }))).not.toBeNull();
  });
});

describe('condition phase', () => {
  it('R-TURN-1: holds in that phase of either player\'s turn', () => {
    const battle = conditionWordTest({ phase: 'battle' });
    expect(battle(ctxAt('battle', 0))).toBe(true);
    expect(battle(ctxAt('battle', 1))).toBe(true);
    expect(battle(ctxAt('main', 0))).toBe(false);
    expect(conditionWordTest({ phase: 'main' })(ctxAt('main', 1))).toBe(true);
  });
});

describe('trigger anyOf', () => {
  it('R-TRAP-6: met when any one of its timings is met during the action', () => {
    const ctx = ctxAt('main', 1);
    const t = compileTrigger({ event: 'anyOf', of: [{ event: 'draw', by: 'opponent', turn: 'opponent' }, { event: 'activate', by: 'opponent', kind: ['trap'] }] });
    const drawn: DuelEvent[] = [{ type: 'draw', player: 1, card: 9 }];
    expect(t(drawn[0] as DuelEvent, ctx, drawn, 0)).toBe(true);
    expect(t({ type: 'activate', card: 5, player: 1, effect: 'e1', kind: 'trap' }, ctx)).toBe(true);
    expect(t({ type: 'activate', card: 5, player: 1, effect: 'e1', kind: 'spell' }, ctx)).toBe(false);
    const doc = (trigger: unknown) => ({ id: 1, effects: [{ id: 'e1', kind: 'trap', trigger, steps: [{ do: 'draw', count: 1 }] }] });
    expect(cardDocProblem(doc({ event: 'anyOf', of: [{ event: 'draw', by: 'opponent' }] }))).not.toBeNull();
    expect(cardDocProblem(doc({ event: 'anyOf', of: [{ event: 'draw', by: 'opponent' }, { event: 'anyOf', of: [] }] }))).not.toBeNull();
  });
});

describe('trigger set spellTrap', () => {
  it('R-TRAP-1: a Spell/Trap Card Set by that player, not a monster Set', () => {
    const ctx = ctxAt('main', 1);
    const t = compileTrigger({ event: 'set', by: 'opponent', spellTrap: true });
    expect(t({ type: 'set', player: 1, card: 4, zone: 0 }, ctx)).toBe(true);
    expect(t({ type: 'set', player: 0, card: 4, zone: 0 }, ctx)).toBe(false);
    expect(t({ type: 'summon', player: 1, card: 4, how: 'normal', zone: 0, position: 'defense', faceDown: true }, ctx)).toBe(false);
    expect(compileTrigger({ event: 'set', by: 'opponent' })({ type: 'set', player: 1, card: 4, zone: 0 }, ctx)).toBe(false);
  });
});

describe('trigger moved', () => {
  it('R-TRAP-6: a card of the opponent going from their GY to their hand meets "adds from the GY to the hand"', () => {
    const ctx = ctxAt();
    const t = compileTrigger({ event: 'moved', owner: 'opponent', from: ['gy'], to: 'hand' });
    expect(t({ type: 'move', card: 7, player: 1, from: 'gy', to: 'hand', reason: 'effect' }, ctx)).toBe(true);
    // Your own card, another place, another destination: not met.
    expect(t({ type: 'move', card: 7, player: 0, from: 'gy', to: 'hand', reason: 'effect' }, ctx)).toBe(false);
    expect(t({ type: 'move', card: 7, player: 1, from: 'deck', to: 'hand', reason: 'effect' }, ctx)).toBe(false);
    expect(t({ type: 'move', card: 7, player: 1, from: 'gy', to: 'deck', reason: 'effect' }, ctx)).toBe(false);
    expect(t({ type: 'draw', player: 1, card: 7 }, ctx)).toBe(false);
  });
  it('R-FUS-5: a return to the Deck from either GY includes a Fusion monster going to the Extra Deck, and a cost', () => {
    const ctx = ctxAt();
    const t = compileTrigger({ event: 'moved', owner: 'both', from: ['gy'], to: 'deck' });
    expect(t({ type: 'move', card: 7, player: 0, from: 'gy', to: 'deck', reason: 'cost' }, ctx)).toBe(true);
    expect(t({ type: 'move', card: 8, player: 1, from: 'gy', to: 'extra', reason: 'effect' }, ctx)).toBe(true);
    expect(t({ type: 'move', card: 9, player: 1, from: 'monster', to: 'deck', reason: 'effect' }, ctx)).toBe(false);
    expect(t({ type: 'move', card: 9, player: 1, from: 'gy', to: 'hand', reason: 'effect' }, ctx)).toBe(false);
  });
  it('a timing with no place is refused by the validator', () => {
    const doc = { id: 1, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'moved', owner: 'both', from: [], to: 'deck' }, steps: [{ do: 'draw', count: 1 }] }] };
    expect(cardDocProblem(doc)).toMatch(/from/);
  });
});
