// The summon rules `tributes` (a card's own ways to be Tribute Summoned) and
// `cannotSpecialSummon`, and the filter words `originalAtk` / `originalDef`, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { applyAction } from './apply';
import { legalActions } from './legal';
import { readBoard } from './scenario/readBoard';
import type { Action, DuelState } from './types';
import { canSpecialSummon } from './effects/primitives/moves';
import { compileCard } from './effects/doc/compile';
import { monsterPasses, passes } from './effects/doc/select';
import type { CardDoc } from './effects/doc/types';
import { locateMonster } from './zones';
import { originalAtk } from './stats';

const TITAN = 990000401; // Level 8: Tribute 1 face-up Machine (original ATK becomes 1800), or 3 of one Attribute
const NEVER = 990000402; // cannot be Special Summoned
const NOT_GY = 990000403; // cannot be Special Summoned from the GY
const WHEN = 990000404; // Level 7: one Tribute, only with at least 3 cards in the hand (itself included)
const FREE = 990000405; // Level 7: a Normal Summon with no Tributes (original ATK becomes 1000), or the usual 2
const mon = (id: number, name: string, level: number, atk = 3000, def = 2500) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Machine', level, atk, def, legend: false }) as const;
const CARDS = [mon(TITAN, 'Test Titan', 8), mon(NEVER, 'Test Never', 4), mon(NOT_GY, 'Test Not GY', 4), mon(WHEN, 'Test When', 7), mon(FREE, 'Test Free', 7)];
const DOCS: CardDoc[] = [
  { id: TITAN, effects: [], summon: { tributes: [{ count: 1, filter: { faceUp: true, race: 'Machine' }, originalAtk: 1800 }, { count: 3, same: 'attribute' }] } },
  { id: NEVER, effects: [], summon: { cannotSpecialSummon: 'always' } },
  { id: NOT_GY, effects: [], summon: { cannotSpecialSummon: 'fromGy' } },
  { id: WHEN, effects: [], summon: { tributes: [{ count: 1, condition: [{ count: { place: 'hand', side: 'you' }, min: 3 }] }] } },
  { id: FREE, effects: [], summon: { tributes: [{ count: 0, originalAtk: 1000 }] } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string, race = 'Dragon', attribute = 'FIRE') => ({ vanilla: { name: ref, level: 4, atk: 1000, def: 1200, attribute, race }, ref });

function board(p0: object) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005] }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
  return res.state;
}
const refusal = (state: DuelState, a: Action): string | undefined => {
  const res = applyAction(state, a);
  return res.ok ? undefined : res.error.code;
};
const summons = (state: DuelState, card: number) => legalActions(state).filter((a): a is Extract<Action, { type: 'summon' }> => a.type === 'summon' && a.card === card);
const selects = (state: DuelState) => legalActions(state).flatMap((a) => (a.type === 'select' ? [a.card] : []));

describe('summon tributes (R-NS-4): a card\'s own way to be Tribute Summoned is a choice listed beside the usual one', () => {
  it('R-NS-4: one face-up Machine is enough by its own way; the usual summon still needs 2 Tributes', () => {
    const { state, ref } = board({ hand: [{ id: TITAN, ref: 't' }], monsters: [{ card: v('m', 'Machine') }, { card: v('d') }] });
    const list = summons(state, ref('t'));
    expect(list).toContainEqual({ type: 'summon', card: ref('t'), position: 'attack', rule: 0 });
    expect(list.filter((a) => a.rule === undefined).map((a) => a.position)).toEqual(['attack', 'set']);
    expect(list.some((a) => a.rule === 1)).toBe(false); // two monsters, two Attributes... and only 2 of them
    const picking = play(state, { type: 'summon', card: ref('t'), position: 'attack', rule: 0 });
    expect(selects(picking)).toEqual([ref('m')]);
    expect(refusal(picking, { type: 'select', card: ref('d') })).toBe('tribute.notThisWay');
    const done = play(picking, { type: 'select', card: ref('m') });
    const at = locateMonster(done, ref('t'));
    expect(at?.slot.position).toBe('attack');
    expect(at?.slot.summoned?.how).toBe('tribute');
    expect(at?.slot.summoned?.tributes).toEqual([ref('m')]);
    expect(done.players[0].gy).toContain(ref('m'));
    expect(at && originalAtk(done, at.slot)).toBe(1800);
  });
  it('R-NS-5: a face-down monster does not pass a face-up filter; the way is not listed and is refused', () => {
    const { state, ref } = board({ hand: [{ id: TITAN, ref: 't' }], monsters: [{ card: v('m', 'Machine'), position: 'defense', faceDown: true }, { card: v('d') }] });
    expect(summons(state, ref('t')).some((a) => a.rule !== undefined)).toBe(false);
    expect(refusal(state, { type: 'summon', card: ref('t'), position: 'attack', rule: 0 })).toBe('summon.ruleTributes');
  });
  it('R-NS-4: the way summons in Attack Position only; an unknown way is refused', () => {
    const { state, ref } = board({ hand: [{ id: TITAN, ref: 't' }], monsters: [{ card: v('m', 'Machine') }] });
    expect(refusal(state, { type: 'summon', card: ref('t'), position: 'set', rule: 0 })).toBe('summon.ruleAttackOnly');
    expect(refusal(state, { type: 'summon', card: ref('t'), position: 'attack', rule: 1 })).toBe('summon.ruleTributes');
    expect(refusal(state, { type: 'summon', card: ref('t'), position: 'attack', rule: 5 })).toBe('summon.noTributeRule');
  });
  it('R-NS-4: 3 Tributes of one Attribute: listed only when three monsters share one; no original ATK change', () => {
    const same = board({ hand: [{ id: TITAN, ref: 't' }], monsters: [{ card: v('a') }, { card: v('b') }, { card: v('c') }] });
    expect(summons(same.state, same.ref('t'))).toContainEqual({ type: 'summon', card: same.ref('t'), position: 'attack', rule: 1 });
    let s = play(same.state, { type: 'summon', card: same.ref('t'), position: 'attack', rule: 1 });
    for (const k of ['a', 'b', 'c']) s = play(s, { type: 'select', card: same.ref(k) });
    const at = locateMonster(s, same.ref('t'));
    expect(at?.slot.summoned?.tributes.length).toBe(3);
    expect(at && originalAtk(s, at.slot)).toBe(3000);
    const mixed = board({ hand: [{ id: TITAN, ref: 't' }], monsters: [{ card: v('a') }, { card: v('b') }, { card: v('c', 'Dragon', 'WATER') }] });
    expect(refusal(mixed.state, { type: 'summon', card: mixed.ref('t'), position: 'attack', rule: 1 })).toBe('summon.ruleTributes');
  });
  it('R-NS-4: a way with a condition is refused while it does not hold', () => {
    const short = board({ hand: [{ id: WHEN, ref: 'w' }, v('x')], monsters: [{ card: v('m') }] });
    expect(refusal(short.state, { type: 'summon', card: short.ref('w'), position: 'attack', rule: 0 })).toBe('ruleSummon.condition');
    const full = board({ hand: [{ id: WHEN, ref: 'w' }, v('x'), v('y')], monsters: [{ card: v('m') }] });
    expect(summons(full.state, full.ref('w')).some((a) => a.rule === 0)).toBe(true);
  });
});

describe('summon tributes count 0 (R-NS-4): a Normal Summon with no Tributes by the card\'s own rule', () => {
  it('listed beside the usual Tribute Summon; placed at once in the first free zone as a Normal Summon, original ATK 1000', () => {
    const { state, ref } = board({ hand: [{ id: FREE, ref: 'f' }], monsters: [{ card: v('a') }, { card: v('b') }] });
    const list = summons(state, ref('f'));
    expect(list).toContainEqual({ type: 'summon', card: ref('f'), position: 'attack', rule: 0 });
    expect(list.filter((a) => a.rule === undefined).map((a) => a.position)).toEqual(['attack', 'set']);
    const s = play(state, { type: 'summon', card: ref('f'), position: 'attack', rule: 0 });
    expect(s.pending?.kind).toBe('main');
    const at = locateMonster(s, ref('f'));
    expect(at?.zone).toBe(2);
    expect(at?.slot.summoned?.how).toBe('normal');
    expect(at?.slot.summoned?.tributes).toEqual([]);
    expect(at && originalAtk(s, at.slot)).toBe(1000);
  });
  it('no Set that way, none with no free zone, and a Tribute Summon lock does not stop it', () => {
    const { state, ref } = board({ hand: [{ id: FREE, ref: 'f' }] });
    expect(refusal(state, { type: 'summon', card: ref('f'), position: 'set', rule: 0 })).toBe('summon.ruleAttackOnly');
    const locked = { ...state, lingering: [{ source: ref('f'), target: null, seat: 0 as const, kind: 'noTributeSummon' as const, value: 0, untilTurn: 3, filter: {} }] };
    expect(refusal(locked, { type: 'summon', card: ref('f'), position: 'attack', rule: 0 })).toBe(undefined);
    const full = board({ hand: [{ id: FREE, ref: 'f' }], monsters: ['a', 'b', 'c'].map((k) => ({ card: v(k) })) });
    expect(refusal(full.state, { type: 'summon', card: full.ref('f'), position: 'attack', rule: 0 })).toBe('summon.noZone');
  });
});

describe('summon cannotSpecialSummon (R-SS-1): the card\'s own rule against Special Summons', () => {
  it('always: not from the hand nor the GY; fromGy: from the hand only', () => {
    const { state, ref } = board({ hand: [{ id: NEVER, ref: 'nh' }, { id: NOT_GY, ref: 'gh' }], graveyard: [{ id: NEVER, ref: 'ng' }, { id: NOT_GY, ref: 'gg' }, v('free')] });
    expect(canSpecialSummon(state, 0, ref('nh'))).toBe(false);
    expect(canSpecialSummon(state, 0, ref('ng'))).toBe(false);
    expect(canSpecialSummon(state, 0, ref('gh'))).toBe(true);
    expect(canSpecialSummon(state, 0, ref('gg'))).toBe(false);
    expect(canSpecialSummon(state, 0, ref('free'))).toBe(true);
    const ctx = { state, self: ref('free'), seat: 0 as const, locals: {} };
    expect(passes(ctx, ref('gg'), { summonable: true })).toBe(false);
  });
});

describe('filters originalAtk and originalDef (R-CARD-7): printed in a pile, as effects left them on the field', () => {
  it('a pile card reads its printed figures; a monster summoned by a way with originalAtk reads that number', () => {
    const { state, ref } = board({ hand: [{ id: TITAN, ref: 't' }], monsters: [{ card: v('m', 'Machine') }], graveyard: [v('g')] });
    const ctx = { state, self: ref('t'), seat: 0 as const, locals: {} };
    expect(passes(ctx, ref('t'), { originalAtk: { min: 2500 } })).toBe(true);
    expect(passes(ctx, ref('g'), { originalDef: { min: 1200, max: 1200 } })).toBe(true);
    expect(passes(ctx, ref('g'), { originalAtk: { min: 1001 } })).toBe(false);
    let s = play(state, { type: 'summon', card: ref('t'), position: 'attack', rule: 0 });
    s = play(s, { type: 'select', card: ref('m') });
    const slot = locateMonster(s, ref('t'))?.slot;
    if (!slot) throw new Error('not summoned');
    const on = { state: s, self: ref('t'), seat: 0 as const, locals: {} };
    expect(monsterPasses(on, slot, { originalAtk: { min: 2500 } })).toBe(false);
    expect(monsterPasses(on, slot, { originalAtk: { max: 1800 }, originalDef: { min: 2500 } })).toBe(true);
  });
});
