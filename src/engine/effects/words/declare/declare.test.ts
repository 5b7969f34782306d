// declare + the condition declared: a player names a card type, a decision among the legal
// actions (never a random pick), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import type { Action, DuelState } from '../../../types';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';

// Made-up Normal Spells: a player names a type, the opponent's top card goes to the GY, and
// 500 damage follows when it matched (OURS: you name; THEIRS: your opponent names, a miss burns).
const OURS = 990000201;
const THEIRS = 990000202;
const CARDS = [
  { id: OURS, name: 'Test Guessing Game', kind: 'spell', spellKind: 'normal', legend: false },
  { id: THEIRS, name: 'Test Wrong Guess', kind: 'spell', spellKind: 'normal', legend: false },
] as const;
const doc = (id: number, by: 'you' | 'opponent', matches: boolean): CardDoc => ({
  id,
  effects: [
    {
      id: 'e1',
      kind: 'spell',
      steps: [
        { do: 'declare', what: 'cardType', by, as: 'named' },
        { do: 'mill', player: 'opponent', count: 1, as: 'sent' },
        { do: 'damage', if: [{ declared: 'named', chosen: 'sent', matches }], player: 'opponent', amount: 500 },
      ],
    },
  ],
});
const RULESET = rulesetWith(CARDS, [compileCard(doc(OURS, 'you', true)), compileCard(doc(THEIRS, 'opponent', false))]);

function start(id: number, top: number): DuelState {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], hand: [{ id, ref: 's' }] }, { deck: [top, 160302005] }] }, 1, RULESET);
  const res = applyAction(r.state, { type: 'activate', card: r.refs.get('s') as number, effect: 'e1' } as Action);
  if (!res.ok) throw new Error(JSON.stringify(res.error));
  return res.state;
}
function answer(state: DuelState, index: number): DuelState {
  const res = applyAction(state, { type: 'option', index });
  if (!res.ok) throw new Error(JSON.stringify(res.error));
  return res.state;
}

describe('declare cardType and the condition declared', () => {
  it('by opponent: the opponent is asked, and the three types are the legal actions as text codes', () => {
    const s = start(THEIRS, 160302005);
    expect(s.pending).toMatchObject({ kind: 'option', player: 1, title: { code: 'doc.declareCardType' } });
    expect(s.pending?.kind === 'option' && s.pending.options.map((o) => o.code)).toEqual(['opt.monsterCard', 'opt.spellCard', 'opt.trapCard']);
    expect(legalActions(s)).toEqual([0, 1, 2].map((index) => ({ type: 'option', index })));
  });
  it('by opponent, matches false: naming Spell while a monster is sent inflicts the damage', () => {
    expect(answer(start(THEIRS, 160302005), 1).players[1].lp).toBe(7500);
  });
  it('by opponent, matches false: naming Monster while a monster is sent inflicts none', () => {
    expect(answer(start(THEIRS, 160302005), 0).players[1].lp).toBe(8000);
  });
  it('by you, matches true: you are asked; naming Monster while a monster is sent inflicts the damage', () => {
    const s = start(OURS, 160302005);
    expect(s.pending).toMatchObject({ kind: 'option', player: 0 });
    expect(answer(s, 0).players[1].lp).toBe(7500);
    expect(answer(start(OURS, 160302005), 2).players[1].lp).toBe(8000);
  });
});
