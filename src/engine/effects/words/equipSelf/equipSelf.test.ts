// The step word equipSelf (a Union monster equipping itself), on made-up cards written as
// documents (R-EQ, RUSH_RULES.md section 18).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { legalActions } from '../../../legal';
import { stateProblems } from '../../../invariants';
import { readBoard } from '../../../scenario/readBoard';
import { writeBoard } from '../../../scenario/writeBoard';
import { monsterAtk } from '../../../stats';
import type { Action, DuelState } from '../../../types';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';
import { cardDocProblem } from '../../doc/validate';
import { applyAll } from '../../../testing/mk';

const UNION = 990000401; // a Union monster: equips itself to a Warrior, which gains 1000 ATK
const BREAKER = 990000402; // a Normal Spell: destroy 1 face-up Equip Spell on the field
const WARRIOR = 990000403; // a Normal Warrior
const PAIR = 990000404; // a Fusion monster: WARRIOR + UNION, Union Fusion
const CARDS = [
  { id: WARRIOR, name: 'Test Warrior', kind: 'monster', monsterKind: 'normal', attribute: 'DARK', race: 'Warrior', level: 4, atk: 1500, def: 0, legend: false },
  { id: PAIR, name: 'Test Pair', kind: 'monster', monsterKind: 'fusion', attribute: 'DARK', race: 'Warrior', level: 6, atk: 2500, def: 0, legend: false, fusionMaterials: [WARRIOR, UNION] as number[] },
  { id: UNION, name: 'Test Union', kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Machine', level: 4, atk: 1200, def: 1000, legend: false },
  { id: BREAKER, name: 'Test Breaker', kind: 'spell', spellKind: 'normal', legend: false },
] as const;
const union: CardDoc = {
  id: UNION,
  effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'equipSelf', to: { place: 'monsterZones', side: 'you', filter: { faceUp: true, race: 'Warrior', equipped: 'noMonsterCard' } } }] }],
  continuous: { modifiers: [{ kind: 'atk', to: 'equipped', value: 1000 }] },
};
const breaker: CardDoc = {
  id: BREAKER,
  effects: [{ id: 'e1', kind: 'spell', steps: [
    { do: 'choose', as: 'target', from: { place: 'spellTraps', side: 'both', filter: { faceUp: true, spellKind: 'equip' } } },
    { do: 'destroy', cards: { chosen: 'target' } },
  ] }],
};
const pair: CardDoc = { id: PAIR, effects: [], summon: { unionFusion: true } };
const RULESET = rulesetWith(CARDS, [compileCard(union), compileCard(breaker), compileCard(pair)]);

const mon = (ref: string, atk: number, race = 'Warrior') => ({ card: { vanilla: { name: ref, level: 4, atk, def: 0, attribute: 'DARK', race }, ref } });
const load = (p0: Record<string, unknown>, p1: Record<string, unknown> = {}) => {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, uid: (ref: string) => r.refs.get(ref) as number };
};
const apply = (s: DuelState, ...actions: Action[]): DuelState => applyAll(s, actions).state;
const atk = (s: DuelState, uid: number): number => {
  const at = locateMonster(s, uid);
  if (!at) throw new Error('not on the field');
  return monsterAtk(s, at.slot);
};
const offered = (s: DuelState, uid: number): boolean => legalActions(s).some((a) => a.type === 'activate' && a.card === uid);
const equip = (s: DuelState, u: number, w: number): DuelState => apply(s, { type: 'activate', card: u, effect: 'e1' }, { type: 'select', card: w });

describe('the step equipSelf: a Union monster equips itself (R-EQ)', () => {
  it('the documents validate', () => {
    expect(cardDocProblem(union)).toBeNull();
    expect(cardDocProblem(breaker)).toBeNull();
  });

  it('R-EQ-2 R-EQ-3: only the other face-up Warriors are offered; the monster leaves its zone for a Spell & Trap Zone, face-up, and its modifier reaches the monster', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u' } }, mon('w', 1500), mon('d', 1500, 'Dragon')] });
    const s = apply(L.state, { type: 'activate', card: L.uid('u'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'choose', from: [L.uid('w')], min: 1, max: 1 });
    const t = apply(s, { type: 'select', card: L.uid('w') });
    expect(locateMonster(t, L.uid('u'))).toBeNull();
    expect(t.players[0].spellTraps[0]).toMatchObject({ uid: L.uid('u'), faceDown: false, equippedTo: L.uid('w') });
    expect(atk(t, L.uid('w'))).toBe(2500);
    expect(atk(t, L.uid('d'))).toBe(1500);
    expect(stateProblems(t)).toEqual([]);
    // In the Spell & Trap Zone its monster effect is not offered again.
    expect(offered(t, L.uid('u'))).toBe(false);
  });

  it('R-ZONE-3: with every Spell & Trap Zone taken it cannot be activated', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u' } }, mon('w', 1500)], spellTraps: [{ card: 160003059 }, { card: 160003059 }, { card: 160003059 }] });
    expect(offered(L.state, L.uid('u'))).toBe(false);
  });

  it('R-EQ-2: a monster already carrying a Union monster card is no target of another ("noMonsterCard")', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u1' } }, { card: { id: UNION, ref: 'u2' } }, mon('w', 1500)] });
    const s = equip(L.state, L.uid('u1'), L.uid('w'));
    expect(offered(s, L.uid('u2'))).toBe(false);
  });

  it('R-EQ-6 R-EQ-10: the equipped monster destroyed in battle: the Union monster card goes to the GY, no destruction of it', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u' } }, mon('w', 1500)] }, { monsters: [mon('big', 3000)] });
    const s = equip(L.state, L.uid('u'), L.uid('w'));
    const r = applyAll(s, [{ type: 'enterBattle' }, { type: 'attack', attacker: L.uid('w'), target: L.uid('big') }]);
    expect(r.state.players[0].gy).toEqual(expect.arrayContaining([L.uid('w'), L.uid('u')]));
    expect(r.state.players[0].spellTraps.every((x) => x === null)).toBe(true);
  });

  it('R-EQ-5: in the Spell & Trap Zone it is an Equip Spell: a Spell that destroys one picks it; the monster stays and loses the gain', () => {
    const L = load({ hand: [{ id: BREAKER, ref: 'b' }], monsters: [{ card: { id: UNION, ref: 'u' } }, mon('w', 1500)] });
    const s = equip(L.state, L.uid('u'), L.uid('w'));
    const t = apply(s, { type: 'activate', card: L.uid('b'), effect: 'e1' });
    expect(t.pending).toMatchObject({ kind: 'choose', from: [L.uid('u')] });
    const v = apply(t, { type: 'select', card: L.uid('u') });
    expect(v.players[0].gy).toContain(L.uid('u'));
    expect(atk(v, L.uid('w'))).toBe(1500);
  });

  it('R-EQ-3: as a monster on the field, before equipping, its modifier reaches nothing', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u' } }, mon('w', 1500)] });
    expect(atk(L.state, L.uid('w'))).toBe(1500);
    expect(atk(L.state, L.uid('u'))).toBe(1200);
  });

  it('R-FUS-1 R-EQ-6: Union Fusion takes the Union monster card equipping a monster as a face-up card of the field; the equipped monster first, the Union card still goes under the Deck, not to the GY', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u' } }, { card: { id: WARRIOR, ref: 'w' } }], extra: [{ id: PAIR, ref: 'p' }] });
    const s = equip(L.state, L.uid('u'), L.uid('w'));
    const fusions = legalActions(s).filter((a) => a.type === 'contactFusion');
    expect(fusions.map((a) => (a.type === 'contactFusion' ? a.materials.join(',') : ''))).toContain(`${L.uid('w')},${L.uid('u')}`);
    const t = apply(s, { type: 'contactFusion', card: L.uid('p'), materials: [L.uid('w'), L.uid('u')], position: 'attack' });
    expect(t.players[0].deck.slice(-2)).toEqual([L.uid('w'), L.uid('u')]);
    expect(t.players[0].gy).toEqual([]);
    expect(t.players[0].spellTraps.every((x) => x === null)).toBe(true);
    expect(locateMonster(t, L.uid('p'))).not.toBeNull();
    expect(stateProblems(t)).toEqual([]);
  });

  it('R-EQ-3: a board with a Union monster card equipping a monster is written and read back the same', () => {
    const L = load({ monsters: [{ card: { id: UNION, ref: 'u' } }, mon('w', 1500)] });
    const s = equip(L.state, L.uid('u'), L.uid('w'));
    const back = readBoard(writeBoard(s), 1, RULESET).state;
    expect(back.players[0].spellTraps.map((x) => x && { faceDown: x.faceDown, equipped: x.equippedTo !== null })).toEqual([{ faceDown: false, equipped: true }, null, null]);
    expect(back.players[0].monsters.filter((m) => m !== null).map((m) => monsterAtk(back, m))).toEqual([2500]);
  });
});
