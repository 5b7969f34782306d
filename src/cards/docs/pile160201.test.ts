// Cards of set 160201 of the pile stream (hands, Decks and hidden cards). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import { cardDocProblem } from '../../engine/effects/doc/validate';

describe("160201018 Royal Rebel's Shout", () => {
  const b = (opts: { level?: number; mine?: string[]; theirs?: string[] } = {}) =>
    board(
      { hand: (opts.mine ?? ['h1']).map((r) => mk(r, 1)), monsters: [atkPos(card(160201018, 'rs'))] },
      { hand: (opts.theirs ?? ['o1', 'o2', 'o3']).map((r) => mk(r, 1)), monsters: [atkPos(mk('big', 2500, 0, opts.level ?? 7))] },
    );
  const oppGy = (p: ReturnType<typeof playOk>) => ['o1', 'o2', 'o3'].filter((r) => inGy(p, r));
  it("160201018 Royal Rebel's Shout: one hand card paid, the player asks for two and two random cards of the opponent's three go to the GY", () => {
    const p = playOk(b(), [{ do: 'activate', card: 'rs' }, { do: 'choose', cards: ['h1'] }, { do: 'choose', option: 1 }]);
    expect(inGy(p, 'h1')).toBe(true);
    expect(oppGy(p).length).toBe(2);
    expect(p.state.players[1].hand.length).toBe(1);
  });
  it("160201018 Royal Rebel's Shout: asking for one sends exactly one random card", () => {
    const p = playOk(b(), [{ do: 'activate', card: 'rs' }, { do: 'choose', cards: ['h1'] }, { do: 'choose', option: 0 }]);
    expect([oppGy(p).length, p.state.players[1].hand.length]).toEqual([1, 2]);
  });
  it("160201018 Royal Rebel's Shout: the pick follows the duel seed (the same seed, the same cards; other seeds, other cards)", () => {
    const run = (seed: number) => oppGy(playOk(b(), [{ do: 'activate', card: 'rs' }, { do: 'choose', cards: ['h1'] }, { do: 'choose', option: 0 }], seed)).join();
    expect(run(3)).toBe(run(3));
    expect(new Set(Array.from({ length: 12 }, (_, i) => run(i + 1))).size).toBeGreaterThan(1);
  });
  it("160201018 Royal Rebel's Shout: with one card in the opponent hand no count is asked and that card goes", () => {
    const p = playOk(b({ theirs: ['o1'] }), [{ do: 'activate', card: 'rs' }, { do: 'choose', cards: ['h1'] }]);
    expect([inGy(p, 'o1'), p.state.pending?.kind]).toEqual([true, 'main']);
  });
  it("160201018 Royal Rebel's Shout refused: the opponent face-up monster is Level 6", () => {
    expect(offered(playOk(b({ level: 6 }), []), 'rs')).toBe(false);
  });
  it("160201018 Royal Rebel's Shout refused: the opponent hand is empty", () => {
    expect(offered(playOk(b({ theirs: [] }), []), 'rs')).toBe(false);
  });
  it("160201018 Royal Rebel's Shout refused: no card in your own hand to pay the cost", () => {
    expect(offered(playOk(b({ mine: [] }), []), 'rs')).toBe(false);
  });
});

describe('the pile words validate with the field named', () => {
  const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });
  const hand = { place: 'hand', side: 'opponent' };
  it('chooseRandom: max below min and an unknown field are refused; move takes deckTopOrBottom', () => {
    expect(cardDocProblem(spell([{ do: 'chooseRandom', as: 'r', from: hand, min: 2, max: 1 }]))).toBe('card.effects[0].steps[0].max: must not be below min');
    expect(cardDocProblem(spell([{ do: 'chooseRandom', as: 'r', from: hand, upTo: 2 }]))).toBe('card.effects[0].steps[0] has an unknown field "upTo"');
    expect(cardDocProblem(spell([{ do: 'chooseRandom', as: 'r', from: hand, max: 2 }, { do: 'discard', cards: { chosen: 'r' } }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckTopOrBottom' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'moveAtEndPhase', cards: 'self', to: 'deckTopOrBottom' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.to must be one of/);
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckBottom', orderBy: 'opponent' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'hand', orderBy: 'you' }]))).toBe('card.effects[0].steps[0].orderBy: only for a move to deckTop or deckBottom without shuffle');
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckTop', orderBy: 'them' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.orderBy must be one of you, opponent/);
    expect(cardDocProblem(spell([{ do: 'excavate', count: 5, as: 'x', player: 'both' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.player must be one of you, opponent/);
    expect(cardDocProblem(spell([{ do: 'look', cards: hand, as: 'x' }]))).toBe('card.effects[0].steps[0] has an unknown field "as"');
    const choice = (id: string, kind = 'ignition') => ({ id, kind, choiceOf: 'c', steps: [{ do: 'draw', count: 1 }] });
    expect(cardDocProblem({ id: 1, effects: [choice('e1'), choice('e2')] })).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [choice('e1')] })).toBe('card.effects[0].choiceOf: a multi-choice effect needs at least two choices');
    expect(cardDocProblem({ id: 1, effects: [choice('e1', 'spell'), choice('e2', 'spell')] })).toBe("card.effects[0].choiceOf: only a monster's effect (ignition) has choices");
  });
});
