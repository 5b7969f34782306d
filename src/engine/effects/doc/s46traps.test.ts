// The words of session 46's Traps and their conditions, on made-up cards: the damage a step
// really dealt (`damage` `as`, condition `dealt`) and where a Trap's trigger cards came from
// (condition `triggerFrom`).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { compileCard } from './compile';
import type { CardDoc } from './types';
import { cardDocProblem } from './validate';

const NO_DMG = 990046001; // this turn the opponent takes no effect damage
const BURN = 990046002; // 500 damage to the opponent; then, if it was dealt, gain 100 LP
const MILL = 990046003; // cost: send the top card of your Deck to the GY; gain 1 LP
const DISCARD = 990046004; // cost: send 1 card of your hand to the GY; gain 1 LP
const WATCH = 990046005; // Trap: a card goes to the opponent's GY: gain 100 LP, 1000 more if it came from the Deck
const HURT = 990046006; // Trap: the opponent takes damage in the Main Phase: gain 100 LP
const PAY = 990046007; // cost: pay 500 LP; gain 1 LP
const ANY_HURT = 990046008; // Trap: either player takes damage: gain 100 LP
const OFFER = 990046009; // your opponent can draw 1 card
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const trap = (id: number, name: string) => ({ id, name, kind: 'trap', legend: false }) as const;
const CARDS = [mon(NO_DMG, 'Test No Damage'), mon(BURN, 'Test Burn'), mon(MILL, 'Test Mill'), mon(DISCARD, 'Test Discard'), trap(WATCH, 'Test Watch'), trap(HURT, 'Test Hurt'), mon(PAY, 'Test Pay'), trap(ANY_HURT, 'Test Any Hurt'), mon(OFFER, 'Test Offer')];
type Steps = CardDoc['effects'][number]['steps'];
const ig = (id: number, steps: Steps, cost?: Steps): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'ignition', ...(cost ? { cost } : {}), steps }] });
const DOCS: CardDoc[] = [
  ig(NO_DMG, [{ do: 'forbid', what: 'effectDamage', player: 'opponent' }]),
  ig(BURN, [{ do: 'damage', player: 'opponent', amount: 500, as: 'b' }, { do: 'gainLp', amount: 100, if: [{ dealt: 'b' }] }]),
  ig(MILL, [{ do: 'gainLp', amount: 1 }], [{ do: 'mill', count: 1 }]),
  ig(DISCARD, [{ do: 'gainLp', amount: 1 }], [{ do: 'choose', as: 'd', from: { place: 'hand', side: 'you' } }, { do: 'move', cards: { chosen: 'd' }, to: 'gy' }]),
  {
    id: WATCH,
    effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'sentToGy', owner: 'opponent' }, steps: [{ do: 'gainLp', amount: 100 }, { do: 'gainLp', amount: 1000, if: [{ triggerFrom: ['deck'] }] }] }],
  },
  { id: HURT, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'damage', player: 'opponent', phase: ['main'] }, steps: [{ do: 'gainLp', amount: 100 }] }] },
  ig(PAY, [{ do: 'gainLp', amount: 1 }], [{ do: 'payLp', amount: 500 }]),
  { id: ANY_HURT, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'damage', player: 'both' }, steps: [{ do: 'gainLp', amount: 100 }] }] },
  ig(OFFER, [{ do: 'ask', as: 'd', by: 'opponent' }, { do: 'draw', player: 'opponent', count: 1, ifSaid: 'd' }]),
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const c = (id: number, ref: string) => ({ id, ref });

function board(p0: object, p1: object = {}) {
  const deck = Array.from({ length: 8 }, () => 160302005);
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck, ...p0 }, { deck, ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error.code}`);
  return res.state;
}

describe('damage as and the condition dealt (R-MEFF-2: "then, if that damage was dealt")', () => {
  it('R-MEFF-2: the damage really dealt is kept; the step under `dealt` runs', () => {
    const b = board({ monsters: [{ card: c(BURN, 'b') }] });
    const s = play(b.state, { type: 'activate', card: b.ref('b'), effect: 'e1' });
    expect(s.players.map((p) => p.lp)).toEqual([8100, 7500]);
  });
  it('R-MEFF-2: damage a rule stopped is 0 dealt: the step under `dealt` does not run, and the effect could still be activated', () => {
    const b = board({ monsters: [{ card: c(NO_DMG, 'n') }, { card: c(BURN, 'b') }] });
    const s = play(play(b.state, { type: 'activate', card: b.ref('n'), effect: 'e1' }), { type: 'activate', card: b.ref('b'), effect: 'e1' });
    expect(s.players.map((p) => p.lp)).toEqual([8000, 8000]);
  });
  it('R-MEFF-2 (validation): `dealt` names a kept damage, `min` a positive number', () => {
    expect(cardDocProblem(ig(1, [{ do: 'damage', player: 'opponent', amount: 100, as: 'x' }, { do: 'draw', count: 1, if: [{ dealt: 'x', min: 100 }] }]))).toBeNull();
    expect(cardDocProblem(ig(1, [{ do: 'draw', count: 1, if: [{ dealt: 'x', min: 0 }] }] as never))).not.toBeNull();
  });
});

describe('the condition triggerFrom (R-TRAP-8, R-TIME-2: where the cards that met the timing came from)', () => {
  it('R-TIME-2: a card milled from the Deck met the timing: the step under `triggerFrom` `deck` runs', () => {
    const b = board({ monsters: [{ card: c(MILL, 'm') }] }, { spellTraps: [{ card: c(WATCH, 'w'), faceDown: true }] });
    let s = play(b.state, { type: 'activate', card: b.ref('m'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'respond', player: 1 });
    s = play(s, { type: 'activate', card: b.ref('w'), effect: 'e1' });
    expect(s.players[1].lp).toBe(9100);
  });
  it('R-TIME-2: a card sent from the hand met it: only the first gain', () => {
    const b = board({ monsters: [{ card: c(DISCARD, 'd') }], hand: [c(160302005, 'h')] }, { spellTraps: [{ card: c(WATCH, 'w'), faceDown: true }] });
    let s = play(b.state, { type: 'activate', card: b.ref('d'), effect: 'e1' });
    if (s.pending?.kind !== 'respond') s = play(s, { type: 'select', card: b.ref('h') });
    s = play(s, { type: 'activate', card: b.ref('w'), effect: 'e1' });
    expect(s.players[1].lp).toBe(8100);
  });
  it('R-TRAP-8 (validation): `triggerFrom` names at least one place of the list', () => {
    const t = (triggerFrom: unknown) => ({ id: 1, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'sentToGy', owner: 'opponent' }, steps: [{ do: 'draw', count: 1, if: [{ triggerFrom }] }] }] });
    expect(cardDocProblem(t(['deck', 'hand']))).toBeNull();
    expect(cardDocProblem(t([]))).toMatch(/at least one place/);
    expect(cardDocProblem(t(['extra']))).not.toBeNull();
  });
});

describe('the trigger damage (R-DMG-11, R-TRAP-8: a player takes damage, in a phase)', () => {
  it('R-TRAP-8: the opponent takes effect damage in the Main Phase: its controller may answer in the turn player\'s window', () => {
    const b = board({ monsters: [{ card: c(BURN, 'b') }], spellTraps: [{ card: c(HURT, 'h'), faceDown: true }] });
    let s = play(b.state, { type: 'activate', card: b.ref('b'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'respond', player: 0 });
    s = play(s, { type: 'activate', card: b.ref('h'), effect: 'e1' });
    expect(s.players[0].lp).toBe(8200);
  });
  it('R-DMG-11: battle damage in the Battle Phase does not meet a Main Phase timing', () => {
    const b = board({ monsters: [{ card: { vanilla: { name: 'a', level: 4, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref: 'a' } }], spellTraps: [{ card: c(HURT, 'h'), faceDown: true }] });
    let s = play(b.state, { type: 'enterBattle' });
    s = play(s, { type: 'attack', attacker: b.ref('a'), target: 'direct' });
    expect(s.players[1].lp).toBe(7000);
    expect(s.pending?.kind === 'respond' && s.pending.traps.includes(b.ref('h'))).toBe(false);
  });
  it('R-DMG-11: paying LP as a cost is no damage', () => {
    const b = board({ monsters: [{ card: c(PAY, 'p') }] }, { spellTraps: [{ card: c(ANY_HURT, 'h'), faceDown: true }] });
    const s = play(b.state, { type: 'activate', card: b.ref('p'), effect: 'e1' });
    expect(s.players[0].lp).toBe(7501);
    expect(s.pending?.kind === 'respond' && s.pending.traps.includes(b.ref('h'))).toBe(false);
  });
});

describe('ask by opponent (R-MEFF-2: "your opponent can ...")', () => {
  it('R-MEFF-2: the question is the opponent\'s prompt: only they answer it, and their yes draws them a card', () => {
    const b = board({ monsters: [{ card: c(OFFER, 'o') }] });
    const s = play(b.state, { type: 'activate', card: b.ref('o'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'option', player: 1 });
    expect(legalActions(s).filter((a) => a.type === 'option')).toHaveLength(2);
    const yes = play(s, { type: 'option', index: 1 });
    expect(yes.players[1].hand.length).toBe(s.players[1].hand.length + 1);
    const no = play(s, { type: 'option', index: 0 });
    expect(no.players[1].hand.length).toBe(s.players[1].hand.length);
  });
  it('R-MEFF-2: an `ask` `by` `opponent` validates; any other `by` is refused', () => {
    const steps = (by: unknown) => ig(1, [{ do: 'ask', as: 'd', by } as never, { do: 'draw', player: 'opponent', count: 1, ifSaid: 'd' }]);
    expect(cardDocProblem(steps('opponent'))).toBeNull();
    expect(cardDocProblem(steps('you'))).not.toBeNull();
  });
});

describe('the condition higher, a timing\'s own if, and the attack target after negateAttack', () => {
  const trapWith = (trigger: unknown, steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'trap', trigger, steps }] });
  it('R-BAT-6: `higher` compares two references\' Levels (or ATK); `of` holds exactly two references', () => {
    const attack = { event: 'attack', by: 'opponent', target: 'monster' };
    expect(cardDocProblem(trapWith(attack, [{ do: 'negateAttack' }, { do: 'ask', as: 'd', if: [{ higher: 'level', of: ['attackTarget', 'trigger'] }] }, { do: 'destroy', cards: 'trigger', ifSaid: 'd' }]))).toBeNull();
    expect(cardDocProblem(trapWith(attack, [{ do: 'draw', count: 1, if: [{ higher: 'def', of: ['attackTarget', 'trigger'] }] }]))).not.toBeNull();
    expect(cardDocProblem(trapWith(attack, [{ do: 'draw', count: 1, if: [{ higher: 'atk', of: ['attackTarget'] }] }]))).toMatch(/2 card references/);
  });
  it('R-TRAP-8: a timing of an `anyOf` may carry its own `if` conditions; an unknown condition there is refused', () => {
    const gy = { count: { place: 'gy', side: 'you', filter: { kind: 'monster' } } };
    expect(cardDocProblem(trapWith({ event: 'anyOf', of: [{ event: 'attack', by: 'opponent', if: [gy] }, { event: 'summon', by: 'opponent' }] }, [{ do: 'draw', count: 1 }]))).toBeNull();
    expect(cardDocProblem(trapWith({ event: 'attack', by: 'opponent', if: [{ nope: 1 }] }, [{ do: 'draw', count: 1 }]))).not.toBeNull();
  });
});

describe('effectImmune source and effectImmune on a Spell/Trap (R-MEFF-5)', () => {
  it('R-MEFF-5: a continuous `effectImmune` may name the monsters whose effects cannot destroy it', () => {
    const doc = (source: unknown) => ({ id: 1, effects: [], continuous: { modifiers: [{ kind: 'effectImmune', to: 'self', by: 'opponent', source }] } });
    expect(cardDocProblem(doc({ level: { max: 8 } }))).toBeNull();
    expect(cardDocProblem(doc({ levels: 8 }))).not.toBeNull();
  });
});
