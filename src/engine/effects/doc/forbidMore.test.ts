// The `forbid` forms activateName, activateTraps and effectDamage, and the condition
// `notDoneThisTurn` (the turn's records), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { deserialize, serialize } from '../../serialize';
import type { Action, DuelState } from '../../types';
import { effectDamageStopped, trapRuleProblem } from '../turnLocks';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const NAMED = 990000401; // draw 1; this turn you cannot activate the effects of this card's name
const TRAPS = 990000402; // this turn the opponent cannot activate Traps (in the Battle Phase with a flag)
const NO_DMG = 990000403; // this turn the opponent takes no effect damage
const BURN = 990000404; // 500 damage to the opponent
const ONCE = 990000405; // Spell: if you have not activated a card of this name this turn, draw 1
const NO_SS = 990000406; // Spell: if you have not Special Summoned this turn, draw 1
const REVIVE = 990000407; // Special Summon 1 monster from your GY
const NO_DRAW = 990000408; // Spell: if you have drawn no card this Main Phase, gain 100 LP
const TRAPS_BP = 990000409;
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const spell = (id: number, name: string) => ({ id, name, kind: 'spell', spellKind: 'normal', legend: false }) as const;
const CARDS = [mon(NAMED, 'Test Named'), mon(TRAPS, 'Test Traps'), mon(NO_DMG, 'Test No Damage'), mon(BURN, 'Test Burn'), spell(ONCE, 'Test Once'), spell(NO_SS, 'Test No SS'), mon(REVIVE, 'Test Revive'), spell(NO_DRAW, 'Test No Draw'), mon(TRAPS_BP, 'Test Traps BP')];
const ig = (id: number, steps: CardDoc['effects'][number]['steps']): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'ignition', steps }] });
const sp = (id: number, condition: NonNullable<CardDoc['effects'][number]['condition']>, steps: CardDoc['effects'][number]['steps']): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'spell', condition, steps }] });
const DOCS: CardDoc[] = [
  ig(NAMED, [{ do: 'draw', count: 1 }, { do: 'forbid', what: 'activateName', ids: [NAMED] }]),
  ig(TRAPS, [{ do: 'forbid', what: 'activateTraps', player: 'opponent' }]),
  ig(TRAPS_BP, [{ do: 'forbid', what: 'activateTraps', player: 'opponent', battlePhase: true }]),
  ig(NO_DMG, [{ do: 'forbid', what: 'effectDamage', player: 'opponent' }]),
  ig(BURN, [{ do: 'damage', player: 'opponent', amount: 500 }]),
  sp(ONCE, [{ notDoneThisTurn: 'activate', ids: [ONCE] }], [{ do: 'draw', count: 1 }]),
  sp(NO_SS, [{ notDoneThisTurn: 'specialSummon' }], [{ do: 'draw', count: 1 }]),
  ig(REVIVE, [{ do: 'choose', as: 'r', from: { place: 'gy', side: 'you', filter: { kind: 'monster', summonable: true } } }, { do: 'specialSummon', cards: { chosen: 'r' }, position: 'attack' }]),
  sp(NO_DRAW, [{ notDoneThisTurn: 'drawInMainPhase' }], [{ do: 'gainLp', amount: 100 }]),
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string) => ({ vanilla: { name: ref, level: 4, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });
const c = (id: number, ref: string) => ({ id, ref });

function board(monsters: object[], hand: object[] = [], gy: object[] = []) {
  const deck = Array.from({ length: 8 }, () => 160302005);
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck, monsters: monsters.map((card) => ({ card })), hand, graveyard: gy }, { deck }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error.code}`);
  return res.state;
}
const offered = (s: DuelState, uid: number) => legalActions(s).some((a) => a.type === 'activate' && a.card === uid);

describe('forbid activateName (R-END-1, R-MEFF-3): a name lock for the rest of the turn', () => {
  it('another card of that name is no longer offered and is refused with a text code; other cards stay free', () => {
    const b = board([c(NAMED, 'n1'), c(NAMED, 'n2'), c(BURN, 'b')]);
    expect(offered(b.state, b.ref('n2'))).toBe(true);
    const s = play(b.state, { type: 'activate', card: b.ref('n1'), effect: 'e1' });
    expect(s.lingering).toEqual([expect.objectContaining({ kind: 'noActivateName', target: null, seat: 0, value: NAMED, untilTurn: 3 })]);
    expect(offered(s, b.ref('n2'))).toBe(false);
    expect(offered(s, b.ref('b'))).toBe(true);
    const res = applyAction(s, { type: 'activate', card: b.ref('n2'), effect: 'e1' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('activate.nameLocked');
  });
  it('the lock survives a save and ends with the turn (R-END-1)', () => {
    const b = board([c(NAMED, 'n1'), c(NAMED, 'n2')]);
    const s = play(b.state, { type: 'activate', card: b.ref('n1'), effect: 'e1' });
    const back = deserialize(serialize(s), RULESET);
    expect(back.ok).toBe(true);
    if (back.ok) expect(offered(back.state, b.ref('n2'))).toBe(false);
    const t = play(play(s, { type: 'endTurn' }), { type: 'endTurn' });
    expect(t.turn).toBe(5);
    expect(offered(t, b.ref('n2'))).toBe(true);
  });
});

describe('forbid activateTraps (R-TRAP-3)', () => {
  it('the opponent cannot activate Traps for the rest of the turn', () => {
    const b = board([c(TRAPS, 't')]);
    const s = play(b.state, { type: 'activate', card: b.ref('t'), effect: 'e1' });
    expect(trapRuleProblem(s, 1)?.code).toBe('activate.trapsForbidden');
    expect(trapRuleProblem(s, 0)).toBeNull();
  });
  it('battlePhase: only during the Battle Phase', () => {
    const b = board([c(TRAPS_BP, 't')]);
    const s = play(b.state, { type: 'activate', card: b.ref('t'), effect: 'e1' });
    expect(trapRuleProblem(s, 1)).toBeNull();
    expect(trapRuleProblem({ ...s, phase: 'battle' }, 1)?.code).toBe('activate.trapsForbidden');
  });
});

describe('forbid effectDamage (R-DMG-11)', () => {
  it('the opponent takes no effect damage this turn', () => {
    const b = board([c(NO_DMG, 'd'), c(BURN, 'b')]);
    const s = play(play(b.state, { type: 'activate', card: b.ref('d'), effect: 'e1' }), { type: 'activate', card: b.ref('b'), effect: 'e1' });
    expect(s.players[1].lp).toBe(8000);
  });
  it('from: only damage from the opponent\'s cards, or their Trap Cards', () => {
    const base = board([]).state;
    const rule = (value: number): DuelState => ({ ...base, lingering: [{ source: 0, target: null, seat: 0, kind: 'noEffectDamage', value, untilTurn: 3 }] });
    expect(effectDamageStopped(rule(1), 0, 0, 'monster')).toBe(false);
    expect(effectDamageStopped(rule(1), 0, 1, 'spell')).toBe(true);
    expect(effectDamageStopped(rule(2), 0, 1, 'spell')).toBe(false);
    expect(effectDamageStopped(rule(2), 0, 1, 'trap')).toBe(true);
  });
});

describe('condition notDoneThisTurn (R-MEFF-2): the turn\'s records', () => {
  it('activate with ids: a second Spell of that name is not offered once one was activated', () => {
    const b = board([], [c(ONCE, 'o1'), c(ONCE, 'o2')]);
    expect(offered(b.state, b.ref('o2'))).toBe(true);
    const s = play(b.state, { type: 'activate', card: b.ref('o1'), effect: 'e1' });
    expect(offered(s, b.ref('o2'))).toBe(false);
    const res = applyAction(s, { type: 'activate', card: b.ref('o2'), effect: 'e1' });
    if (!res.ok) expect(res.error.code).toBe('activate.notPossible');
    expect(res.ok).toBe(false);
  });
  it('specialSummon: after a Special Summon the Spell is refused; the next turn it is free again', () => {
    const b = board([c(REVIVE, 'r')], [c(NO_SS, 'x')], [v('g')]);
    expect(offered(b.state, b.ref('x'))).toBe(true);
    let s = play(b.state, { type: 'activate', card: b.ref('r'), effect: 'e1' });
    s = play(s, { type: 'select', card: b.ref('g') });
    expect(offered(s, b.ref('x'))).toBe(false);
    const t = play(play(s, { type: 'endTurn' }), { type: 'endTurn' });
    expect(offered(t, b.ref('x'))).toBe(true);
  });
  it('drawInMainPhase: a draw in this Main Phase shuts it; the Draw Phase draw does not', () => {
    const b = board([c(NAMED, 'n')], [c(NO_DRAW, 'x')]);
    const s = play(b.state, { type: 'activate', card: b.ref('n'), effect: 'e1' });
    expect(offered(s, b.ref('x'))).toBe(false);
    const t = play(play(s, { type: 'endTurn' }), { type: 'endTurn' });
    expect(t.players[0].hand.length).toBeGreaterThan(1);
    expect(offered(t, b.ref('x'))).toBe(true);
  });
  it('a duel where no card reads the records keeps none', () => {
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], monsters: [{ card: c(BURN, 'b') }] }, { deck: [160302005] }] }, 1, RULESET);
    const s = play(r.state, { type: 'activate', card: r.refs.get('b') as number, effect: 'e1' });
    expect(s.lingering.some((l) => l.kind === 'turnRecord')).toBe(false);
  });
});
