// The choice word `keepsEffect` (keepsEffect.ts): a cost choice paid only in ways that leave the
// effect something to do (R-MEFF-2), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { compileCard } from './compile';
import type { CardDoc } from './types';
import { cardDocProblem } from './validate';

const KEEP = 990004601;
const LOOSE = 990004602;
const SUM = 990004603;
const DIFF = 990004604;
const FILLER = 160302005;
const effectMonster = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Dragon', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [effectMonster(KEEP, 'Test Keeping Wyrm'), effectMonster(LOOSE, 'Test Loose Wyrm'), effectMonster(SUM, 'Test Summing Wyrm'), effectMonster(DIFF, 'Test Sorting Wyrm')];
type Eff = CardDoc['effects'][number];
const ig = (id: number, cost: Eff['cost'], steps: Eff['steps']): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'ignition', cost, steps }] });
const gyMonsters = { place: 'gy', side: 'you', filter: { kind: 'monster' } } as const;
// Two monsters of the GY shuffled into the Deck as the cost; the effect puts a Level 4 or lower monster of the GY in the hand.
const shuffleTwo = (keepsEffect: boolean): Eff['cost'] => [
  { do: 'choose', as: 'paid', from: gyMonsters, min: 2, max: 2, ...(keepsEffect ? { keepsEffect: true } : {}) },
  { do: 'move', cards: { chosen: 'paid' }, to: 'deckBottom', shuffle: true },
];
const addLow: Eff['steps'] = [
  { do: 'choose', as: 'added', from: { place: 'gy', side: 'you', filter: { kind: 'monster', level: { max: 4 } } } },
  { do: 'move', cards: { chosen: 'added' }, to: 'hand' },
];
const RULESET = rulesetWith(CARDS, [
  ig(KEEP, shuffleTwo(true), addLow),
  ig(LOOSE, shuffleTwo(false), addLow),
  ig(DIFF, [{ do: 'choose', as: 'paid', from: gyMonsters, min: 2, max: 2, different: 'level', keepsEffect: true }, { do: 'move', cards: { chosen: 'paid' }, to: 'deckBottom' }], addLow),
  // Send 2 monsters from your hand to the GY; then destroy 1 face-up opposing monster whose Level is at most their total.
  ig(SUM, [
    { do: 'choose', as: 'sent', from: { place: 'hand', side: 'you', filter: { kind: 'monster' } }, min: 2, max: 2, keepsEffect: true },
    { do: 'move', cards: { chosen: 'sent' }, to: 'gy' },
  ], [
    { do: 'choose', as: 'target', from: { place: 'monsterZones', side: 'opponent', filter: { faceUp: true } }, levels: { stat: 'level', max: { times: 1, levelOf: { chosen: 'sent' } } } },
    { do: 'destroy', cards: { chosen: 'target' } },
  ]),
].map(compileCard));

type Side = { hand?: unknown[]; monsters?: unknown[]; graveyard?: unknown[] };
function board(mine: Side, theirs: Side = {}): { state: DuelState; ref: (r: string) => number } {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER, FILLER], ...mine }, { deck: [FILLER, FILLER], ...theirs }] }, 1, RULESET);
  return { state: r.state, ref: (x) => r.refs.get(x) as number };
}
function play(state: DuelState, actions: Action[]): DuelState {
  let s = state;
  for (const a of actions) {
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
    s = res.state;
  }
  return s;
}
const offered = (state: DuelState, uid: number): boolean => legalActions(state).some((a) => a.type === 'activate' && a.card === uid);
const selectable = (state: DuelState): number[] => legalActions(state).flatMap((a) => (a.type === 'select' ? [a.card] : []));
const mon = (ref: string, level: number) => ({ vanilla: { name: ref, level, atk: 100, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });

describe('keepsEffect: a cost that keeps what the effect needs (R-MEFF-2)', () => {
  it('R-MEFF-2: refused when every way to pay the cost leaves the effect nothing (the same cost without the word is offered)', () => {
    const gy = [mon('a', 4), mon('b', 7)];
    const keep = board({ monsters: [{ card: { id: KEEP, ref: 'k' } }], graveyard: gy });
    expect(offered(keep.state, keep.ref('k'))).toBe(false);
    const loose = board({ monsters: [{ card: { id: LOOSE, ref: 'l' } }], graveyard: gy });
    expect(offered(loose.state, loose.ref('l'))).toBe(true);
    const more = board({ monsters: [{ card: { id: KEEP, ref: 'k' } }], graveyard: [...gy, mon('c', 7)] });
    expect(offered(more.state, more.ref('k'))).toBe(true);
  });

  it('R-MEFF-2: asked one card at a time, each prompt offering only cards some whole payment keeps the effect with', () => {
    const { state, ref } = board({ monsters: [{ card: { id: KEEP, ref: 'k' } }], graveyard: [mon('a', 4), mon('b', 7), mon('c', 7)] });
    let s = play(state, [{ type: 'activate', card: ref('k'), effect: 'e1' } as Action]);
    expect(selectable(s).sort()).toEqual([ref('b'), ref('c')].sort());
    s = play(s, [{ type: 'select', card: ref('b') } as Action]);
    expect(selectable(s)).toEqual([ref('c')]);
    s = play(s, [{ type: 'select', card: ref('c') } as Action]);
    expect(selectable(s)).toEqual([ref('a')]);
    s = play(s, [{ type: 'select', card: ref('a') } as Action]);
    expect(s.players[0].hand).toContain(ref('a'));
    expect(s.players[0].deck).toEqual(expect.arrayContaining([ref('b'), ref('c')]));
  });

  it('R-MEFF-2: a bound the effect reads from the cost\'s cards is read for each way to pay', () => {
    const hand = [mon('r1', 1), mon('r4', 4), mon('r5', 5)];
    const nine = board({ monsters: [{ card: { id: SUM, ref: 's' } }], hand }, { monsters: [{ card: mon('o9', 9) }] });
    const s = play(nine.state, [{ type: 'activate', card: nine.ref('s'), effect: 'e1' } as Action]);
    expect(selectable(s).sort()).toEqual([nine.ref('r4'), nine.ref('r5')].sort());
    const ten = board({ monsters: [{ card: { id: SUM, ref: 's' } }], hand }, { monsters: [{ card: mon('o10', 10) }] });
    expect(offered(ten.state, ten.ref('s'))).toBe(false);
  });

  it('R-MEFF-2: with `different`, the whole choice must show different figures and keep the effect', () => {
    const two = board({ monsters: [{ card: { id: DIFF, ref: 'd' } }], graveyard: [mon('a', 4), mon('b', 7), mon('c', 7)] });
    expect(offered(two.state, two.ref('d'))).toBe(false);
    const three = board({ monsters: [{ card: { id: DIFF, ref: 'd' } }], graveyard: [mon('a', 4), mon('b', 7), mon('c', 7), mon('e', 8)] });
    let s = play(three.state, [{ type: 'activate', card: three.ref('d'), effect: 'e1' } as Action]);
    expect(selectable(s).sort()).toEqual([three.ref('b'), three.ref('c'), three.ref('e')].sort());
    s = play(s, [{ type: 'select', card: three.ref('b') } as Action]);
    expect(selectable(s)).toEqual([three.ref('e')]);
  });

  it('R-MEFF-2: keepsEffect is a word of the cost, on a choice of fixed numbers', () => {
    const doc = (cost: unknown[], steps: unknown[] = addLow) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', cost, steps }] });
    const paid = { do: 'move', cards: { chosen: 'paid' }, to: 'gy' };
    expect(cardDocProblem(doc([{ do: 'choose', as: 'paid', from: gyMonsters, min: 2, max: 2, keepsEffect: true }, paid]))).toBeNull();
    expect(cardDocProblem(doc([{ do: 'choose', as: 'paid', from: gyMonsters, min: 2, different: 'level', keepsEffect: true }, paid]))).toBeNull();
    expect(cardDocProblem(doc([{ do: 'choose', as: 'paid', from: gyMonsters, min: 2, levels: { max: 8 }, keepsEffect: true }, paid]))).toMatch(/keepsEffect: only on a choice of fixed numbers/);
    expect(cardDocProblem(doc([{ do: 'choose', as: 'paid', from: gyMonsters, optional: true, keepsEffect: true }, paid]))).toMatch(/keepsEffect/);
    expect(cardDocProblem(doc([], [{ do: 'choose', as: 'x', from: gyMonsters, keepsEffect: true }]))).toMatch(/keepsEffect is only for a choice of the cost/);
  });
});
