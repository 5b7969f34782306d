// The step word `drawUntil` on made-up cards: a draw that fills a hand to a number of cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import { compileCard } from '../../doc/compile';
import { cardDocProblem } from '../../doc/validate';
import type { CardDoc } from '../../doc/types';

const FILL = 990000501; // a monster: draw until your hand holds 5
const THEIRS = 990000502; // a monster: your opponent draws until their hand holds 5
const SPELL = 990000503; // a Spell: draw until your hand holds 3
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Fairy', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(FILL, 'Test Fill'), mon(THEIRS, 'Test Theirs'), { id: SPELL, name: 'Test Spell Fill', kind: 'spell', spellKind: 'normal', legend: false } as const];
const DOCS: CardDoc[] = [
  { id: FILL, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'drawUntil', hand: 5 }] }] },
  { id: THEIRS, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'drawUntil', hand: 5, player: 'opponent' }] }] },
  { id: SPELL, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'drawUntil', hand: 3 }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const FILLER = 160302005;
const deckOf = (n: number) => Array.from({ length: n }, () => FILLER);

function board(card: number, hand: number, deck = 10, theirHand = 0) {
  const r = readBoard(
    { turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: deckOf(deck), hand: deckOf(hand), monsters: [{ card: { id: card, ref: 'p' } }] }, { deck: deckOf(10), hand: deckOf(theirHand) }] },
    1,
    RULESET,
  );
  return { state: r.state, uid: r.refs.get('p') as number };
}
const offered = (b: ReturnType<typeof board>) => legalActions(b.state).some((a) => a.type === 'activate' && a.card === b.uid);

describe('drawUntil is valid', () => {
  it('every made-up document validates; a hand of 0 or 11 is refused', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
    expect(cardDocProblem({ id: FILL, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'drawUntil', hand: 0 }] }] })).not.toBeNull();
    expect(cardDocProblem({ id: FILL, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'drawUntil', hand: 11 }] }] })).not.toBeNull();
  });
});

describe('drawUntil (R-MEFF-2, R-WIN-6)', () => {
  it('a hand of 2 draws 3, from the top of the Deck', () => {
    const b = board(FILL, 2);
    const top = b.state.players[0].deck.slice(0, 3);
    const res = applyAction(b.state, { type: 'activate', card: b.uid, effect: 'e1' });
    if (!res.ok) throw new Error(String(res.error));
    expect(res.state.players[0].hand).toHaveLength(5);
    expect(res.state.players[0].hand.slice(2)).toEqual(top);
  });
  it('R-MEFF-2: a hand of 5 or more has nothing to draw, so it cannot be activated', () => {
    expect(offered(board(FILL, 5))).toBe(false);
    expect(offered(board(FILL, 7))).toBe(false);
    expect(offered(board(FILL, 4))).toBe(true);
  });
  it('R-WIN-6: a Deck holding fewer cards than the hand lacks refuses the activation', () => {
    expect(offered(board(FILL, 1, 3))).toBe(false);
    expect(offered(board(FILL, 1, 4))).toBe(true);
  });
  it('the opponent fills their own hand, read on their hand and Deck', () => {
    const b = board(THEIRS, 0, 10, 3);
    const res = applyAction(b.state, { type: 'activate', card: b.uid, effect: 'e1' });
    if (!res.ok) throw new Error(String(res.error));
    expect(res.state.players[1].hand).toHaveLength(5);
    expect(res.state.players[0].hand).toHaveLength(0);
    expect(offered(board(THEIRS, 0, 10, 5))).toBe(false);
  });
  it('a Spell activated from the hand does not count itself: a hand of it and 2 more draws 1 to reach 3', () => {
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: deckOf(10), hand: [{ id: SPELL, ref: 's' }, FILLER, FILLER] }, { deck: deckOf(10) }] }, 1, RULESET);
    const uid = r.refs.get('s') as number;
    const act = legalActions(r.state).find((a) => a.type === 'activate' && a.card === uid);
    expect(act).toBeDefined();
    const res = applyAction(r.state, act!);
    if (!res.ok) throw new Error(String(res.error));
    expect(res.state.players[0].hand).toHaveLength(3);
  });
});
