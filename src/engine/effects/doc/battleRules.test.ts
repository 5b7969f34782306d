// The battle rules of continuous effects (`directAttack`, `noDirectAttack`, `cannotAttack`,
// `noTrapsOnAttack`, `noBattleDamage`), the `modify` kind `cannotAttack` and `forbid`
// `battleDamage`, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { deserialize, serialize } from '../../serialize';
import type { Action, DuelState } from '../../types';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const DIRECT = 990000501; // continuous: this card can attack directly
const BOTH = 990000502; // continuous: can attack directly, and cannot attack directly
const WALL = 990000503; // continuous: this card cannot attack
const NO_TRAPS = 990000504; // continuous: no Traps answer its attack declarations
const GUARD = 990000505; // continuous: no battle damage to you from battles of your Rock monsters
const SHIELD = 990000506; // ignition: this turn you take no battle damage
const REST = 990000507; // ignition: this turn this card cannot attack
const SNARE = 990000508; // Trap: when an opponent's monster attacks, destroy it
const WARD = 990000509; // ignition: this turn no battle damage to you from your opponent's Level 4 or lower monsters' attacks
const mon = (id: number, name: string, race = 'Rock', atk = 1000) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race, level: 4, atk, def: 1000, legend: false }) as const;
const CARDS = [mon(DIRECT, 'Test Direct'), mon(BOTH, 'Test Both'), mon(WALL, 'Test Wall'), mon(NO_TRAPS, 'Test No Traps'), mon(GUARD, 'Test Guard', 'Rock', 500), mon(SHIELD, 'Test Shield'), mon(REST, 'Test Rest'), mon(WARD, 'Test Ward'),
  { id: SNARE, name: 'Test Snare', kind: 'trap', legend: false } as const];
const cont = (id: number, modifiers: NonNullable<CardDoc['continuous']>['modifiers']): CardDoc => ({ id, effects: [], continuous: { modifiers } });
const ig = (id: number, steps: CardDoc['effects'][number]['steps']): CardDoc => ({ id, effects: [{ id: 'e1', kind: 'ignition', steps }] });
const DOCS: CardDoc[] = [
  cont(DIRECT, [{ kind: 'directAttack', to: 'self' }]),
  cont(BOTH, [{ kind: 'directAttack', to: 'self' }, { kind: 'noDirectAttack', to: 'self' }]),
  cont(WALL, [{ kind: 'cannotAttack', to: 'self' }]),
  cont(NO_TRAPS, [{ kind: 'noTrapsOnAttack', to: 'self' }]),
  cont(GUARD, [{ kind: 'noBattleDamage', to: { side: 'you', filter: { race: 'Rock' } } }]),
  ig(SHIELD, [{ do: 'forbid', what: 'battleDamage' }]),
  ig(WARD, [{ do: 'forbid', what: 'battleDamage', attacker: { level: { max: 4 } } }]),
  ig(REST, [{ do: 'modify', cards: 'self', kind: 'cannotAttack' }]),
  { id: SNARE, effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'attack', by: 'opponent' }, steps: [{ do: 'destroy', cards: 'trigger' }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string, atk: number, race = 'Dragon') => ({ vanilla: { name: ref, level: 4, atk, def: 0, attribute: 'FIRE', race }, ref });
const c = (id: number, ref: string) => ({ id, ref });

function board(mine: object[], theirs: object[], opts: { theirTraps?: object[]; turnPlayer?: 0 | 1 } = {}) {
  const deck = Array.from({ length: 8 }, () => 160302005);
  const r = readBoard({
    turn: 3, turnPlayer: opts.turnPlayer ?? 0, phase: 'main',
    players: [{ deck, monsters: mine.map((card) => ({ card })) }, { deck, monsters: theirs.map((card) => ({ card })), spellTraps: opts.theirTraps ?? [] }],
  }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error.code}`);
  return res.state;
}
function refused(state: DuelState, a: Action): string | null {
  const res = applyAction(state, a);
  return res.ok ? null : res.error.code;
}
const battle = (s: DuelState) => play(s, { type: 'enterBattle' });
/** Answers every Trap window with a pass until the battle settles. */
function settle(s: DuelState): DuelState {
  let t = s;
  for (let i = 0; i < 6 && t.pending?.kind !== 'battle'; i++) t = play(t, { type: 'pass' });
  return t;
}

describe('continuous directAttack and noDirectAttack (R-BAT-4)', () => {
  it('a monster under directAttack attacks directly while the opponent has monsters', () => {
    const b = board([c(DIRECT, 'd')], [v('o', 500)]);
    const s = settle(play(battle(b.state), { type: 'attack', attacker: b.ref('d'), target: 'direct' }));
    expect(s.players[1].lp).toBe(8000 - 1000);
  });
  it('without it the direct attack is refused (R-BAT-4), and noDirectAttack wins over directAttack', () => {
    const b = board([c(REST, 'r'), c(BOTH, 'x')], [v('o', 500)]);
    const s = battle(b.state);
    expect(refused(s, { type: 'attack', attacker: b.ref('r'), target: 'direct' })).toBe('attack.directNeedsEmpty');
    expect(refused(s, { type: 'attack', attacker: b.ref('x'), target: 'direct' })).toBe('attack.noDirect');
  });
  it('noDirectAttack holds also when the opponent has no monsters', () => {
    const b = board([c(BOTH, 'x')], []);
    expect(refused(battle(b.state), { type: 'attack', attacker: b.ref('x'), target: 'direct' })).toBe('attack.noDirect');
  });
});

describe('continuous cannotAttack and modify cannotAttack (R-BAT-2)', () => {
  it('a monster under a continuous cannotAttack never declares an attack', () => {
    const b = board([c(WALL, 'w')], []);
    const s = battle(b.state);
    expect(legalActions(s).some((a) => a.type === 'attack' && a.attacker === b.ref('w'))).toBe(false);
    expect(refused(s, { type: 'attack', attacker: b.ref('w'), target: 'direct' })).toBe('attack.cannot');
  });
  it('modify cannotAttack stops it this turn only (R-END-1) and survives a save', () => {
    const b = board([c(REST, 'r')], []);
    const s = play(b.state, { type: 'activate', card: b.ref('r'), effect: 'e1' });
    expect(s.lingering).toEqual([expect.objectContaining({ kind: 'cannotAttack', target: b.ref('r'), untilTurn: 3 })]);
    const back = deserialize(serialize(s), RULESET);
    expect(back.ok).toBe(true);
    expect(refused(battle(s), { type: 'attack', attacker: b.ref('r'), target: 'direct' })).toBe('attack.forbidden');
    const t = play(play(s, { type: 'endTurn' }), { type: 'endTurn' });
    expect(refused(battle(t), { type: 'attack', attacker: b.ref('r'), target: 'direct' })).toBeNull();
  });
});

describe('continuous noTrapsOnAttack (R-TRAP-3)', () => {
  it("the opponent cannot activate a Trap in answer to its attack declaration; another monster's attack can be answered", () => {
    const b = board([c(NO_TRAPS, 'n'), c(REST, 'r')], [], { theirTraps: [{ card: { id: SNARE, ref: 'snare' } }] });
    const s = play(battle(b.state), { type: 'attack', attacker: b.ref('n'), target: 'direct' });
    expect(legalActions(s).some((a) => a.type === 'activate' && a.card === b.ref('snare'))).toBe(false);
    expect(refused(s, { type: 'activate', card: b.ref('snare'), effect: 'e1' })).not.toBeNull();
    const t = play(settle(s), { type: 'attack', attacker: b.ref('r'), target: 'direct' });
    expect(legalActions(t).some((a) => a.type === 'activate' && a.card === b.ref('snare'))).toBe(true);
  });
});

describe('continuous noBattleDamage and forbid battleDamage (R-DMG-2, R-DMG-5, R-DMG-8)', () => {
  it('its controller takes no battle damage when its monster loses a battle it attacked in (R-DMG-5) or is attacked (R-DMG-2)', () => {
    const b = board([c(GUARD, 'g')], [v('o', 2000)]);
    const s = settle(play(battle(b.state), { type: 'attack', attacker: b.ref('g'), target: b.ref('o') }));
    expect(s.players[0].lp).toBe(8000);
    expect(s.players[0].gy).toContain(b.ref('g'));
    const t = board([v('a', 2000)], [c(GUARD, 'g'), c(REST, 'r')], { turnPlayer: 0 });
    const u = settle(play(battle(t.state), { type: 'attack', attacker: t.ref('a'), target: t.ref('g') }));
    expect(u.players[1].lp).toBe(8000);
  });
  it('the opponent still takes damage, and a battle of a monster the filter leaves out still hurts', () => {
    const b = board([c(GUARD, 'g'), v('dr', 300)], [v('o', 400)]);
    const s = settle(play(battle(b.state), { type: 'attack', attacker: b.ref('g'), target: b.ref('o') }));
    expect(s.players[1].lp).toBe(8000 - 100);
    const t = settle(play(s, { type: 'attack', attacker: b.ref('dr'), target: 'direct' }));
    expect(t.players[1].lp).toBe(8000 - 100 - 300);
    const w = board([c(GUARD, 'g'), v('dr', 300)], [v('o', 400)]);
    const x = settle(play(battle(w.state), { type: 'attack', attacker: w.ref('dr'), target: w.ref('o') }));
    expect(x.players[0].lp).toBe(8000 - 100);
  });
  it('forbid battleDamage: no battle damage to you for the rest of the turn (R-DMG-8 included), then it ends (R-END-1)', () => {
    const b = board([c(SHIELD, 's')], [{ ...v('o', 0), ref: 'o' }]);
    const s = play(b.state, { type: 'activate', card: b.ref('s'), effect: 'e1' });
    expect(s.lingering).toEqual([expect.objectContaining({ kind: 'noBattleDamage', target: null, seat: 0 })]);
    const big = board([c(SHIELD, 's')], [v('o', 3000)]);
    const t = play(big.state, { type: 'activate', card: big.ref('s'), effect: 'e1' });
    const u = settle(play(battle(t), { type: 'attack', attacker: big.ref('s'), target: big.ref('o') }));
    expect(u.players[0].lp).toBe(8000);
    const next = settle(play(battle(play(u, { type: 'endTurn' })), { type: 'attack', attacker: big.ref('o'), target: 'direct' }));
    expect(next.players[0].lp).toBe(8000 - 3000);
  });
  it('R-DMG-5: a rule naming the attackers stops only the damage of the other player\'s attacks, so your own attack still costs you', () => {
    const b = board([c(WARD, 'w')], [v('o', 3000)]);
    const s = play(b.state, { type: 'activate', card: b.ref('w'), effect: 'e1' });
    expect(s.lingering).toEqual([expect.objectContaining({ kind: 'noBattleDamage', target: null, seat: 0, filter: { level: { max: 4 } } })]);
    const u = settle(play(battle(s), { type: 'attack', attacker: b.ref('w'), target: b.ref('o') }));
    expect(u.players[0].lp).toBe(8000 - 2000);
  });
});

describe('filter originalLevel (R-CARD-2: the printed Level)', () => {
  const RULED = rulesetWith(
    [mon(DIRECT, 'Test Lift'), mon(BOTH, 'Test Gate')],
    ([
      // Raises every monster of its field by 2 Levels; lets Level-4-original monsters attack directly.
      { id: DIRECT, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'modify', cards: { place: 'monsterZones', side: 'you', filter: { faceUp: true } }, kind: 'level', value: 2 }] }] },
      cont(BOTH, [{ kind: 'directAttack', to: { side: 'you', filter: { originalLevel: { min: 4, max: 4 } } } }]),
    ] as CardDoc[]).map(compileCard),
  );
  it('reads the printed Level: a raised Level changes nothing, another printed Level does not pass', () => {
    const deck = Array.from({ length: 8 }, () => 160302005);
    const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck, monsters: [{ card: c(DIRECT, 'l') }, { card: c(BOTH, 'g') }, { card: { vanilla: { name: 'five', level: 5, atk: 500, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref: 'five' } }] }, { deck, monsters: [{ card: v('o', 3000) }] }] }, 1, RULED);
    const ref = (k: string) => r.refs.get(k) as number;
    const s = battle(play(r.state, { type: 'activate', card: ref('l'), effect: 'e1' }));
    expect(refused(s, { type: 'attack', attacker: ref('l'), target: 'direct' })).toBeNull();
    expect(refused(s, { type: 'attack', attacker: ref('five'), target: 'direct' })).toBe('attack.directNeedsEmpty');
  });
});
