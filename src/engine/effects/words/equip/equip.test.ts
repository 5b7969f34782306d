// The step word equip and the card reference equipped, on made-up Equip Spells written as
// documents (R-EQ, RUSH_RULES.md section 18).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import { monsterAtk } from '../../../stats';
import type { Action, DuelState } from '../../../types';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';
import { cardDocProblem } from '../../doc/validate';
import { RACE_NAMES } from '../../primitives/race';
import { applyAll } from '../../../testing/mk';

const DARK_BLADE = 990000301; // a Warrior of either side; +500 ATK, 300 more while it is DARK
const RAISER = 990000302; // a Normal Spell reading `equipped`
const CARDS = [
  { id: DARK_BLADE, name: 'Test Dark Blade', kind: 'spell', spellKind: 'equip', legend: false },
  { id: RAISER, name: 'Test Raiser', kind: 'spell', spellKind: 'normal', legend: false },
] as const;
const blade: CardDoc = {
  id: DARK_BLADE,
  effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'equip', to: { place: 'monsterZones', side: 'both', filter: { faceUp: true, race: 'Warrior' } } }] }],
  continuous: { modifiers: [{ kind: 'atk', to: 'equipped', value: 500 }, { kind: 'atk', to: 'equipped', value: 300, if: [{ count: 'equipped', filter: { attribute: 'DARK' } }] }] },
};
// A Normal Spell reading `equipped` names nothing: it equips no monster.
const raiser: CardDoc = { id: RAISER, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'modify', cards: 'equipped', kind: 'atk', value: 1000 }] }] };
const RULESET = rulesetWith(CARDS, [compileCard(blade), compileCard(raiser)]);

const mon = (ref: string, atk: number, attribute = 'DARK', race = 'Warrior') => ({ card: { vanilla: { name: ref, level: 4, atk, def: 0, attribute, race }, ref } });
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
const slotOf = (s: DuelState, seat: 0 | 1, uid: number) => s.players[seat].spellTraps.find((x) => x?.uid === uid);

describe('the step equip and the reference equipped (R-EQ)', () => {
  it('the documents validate', () => {
    expect(cardDocProblem(blade)).toBeNull();
    expect(cardDocProblem(raiser)).toBeNull();
  });

  it('R-EQ-1 R-EQ-2 R-EQ-3: the face-up Warriors of both sides are offered, never a Set one; the Spell stays face-up equipping the one chosen', () => {
    const L = load(
      { hand: [{ id: DARK_BLADE, ref: 'b' }], monsters: [mon('w', 1500), { ...mon('fd', 1000), position: 'defense', faceDown: true }, mon('dr', 1000, 'DARK', 'Dragon')] },
      { monsters: [mon('o', 1200, 'LIGHT')] },
    );
    const s = apply(L.state, { type: 'activate', card: L.uid('b'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'choose', from: [L.uid('w'), L.uid('o')], min: 1, max: 1 });
    const t = apply(s, { type: 'select', card: L.uid('o') });
    expect(slotOf(t, 0, L.uid('b'))).toMatchObject({ faceDown: false, equippedTo: L.uid('o') });
    // The LIGHT monster of the opponent: 500 only; the `if` reads the equipped monster.
    expect(atk(t, L.uid('o'))).toBe(1700);
    expect(atk(t, L.uid('w'))).toBe(1500);
  });

  it('R-EQ-2: with no face-up monster its filter passes, the Spell cannot be activated', () => {
    const L = load({ hand: [{ id: DARK_BLADE, ref: 'b' }], monsters: [{ ...mon('fd', 1000), position: 'defense', faceDown: true }, mon('dr', 1000, 'DARK', 'Dragon')] });
    expect(legalActions(L.state).some((a) => a.type === 'activate' && a.card === L.uid('b'))).toBe(false);
  });

  it('R-EQ-4: two copies on one monster: both modifiers reach it', () => {
    const L = load({ hand: [{ id: DARK_BLADE, ref: 'b2' }], monsters: [mon('w', 1500)], spellTraps: [{ card: { id: DARK_BLADE, ref: 'b1' }, faceDown: false, equippedTo: 'w' }] });
    const s = apply(L.state, { type: 'activate', card: L.uid('b2'), effect: 'e1' }, { type: 'select', card: L.uid('w') });
    expect(atk(s, L.uid('w'))).toBe(1500 + 800 + 800);
  });

  it('R-EQ-6 R-EQ-10: the equipped monster leaves the field by battle: the Spell goes to its owner\'s GY, not destroyed', () => {
    const L = load({ monsters: [mon('w', 1500)], spellTraps: [{ card: { id: DARK_BLADE, ref: 'b' }, faceDown: false, equippedTo: 'w' }] }, { monsters: [mon('big', 3000)] });
    const s = apply(L.state, { type: 'enterBattle' });
    const r = applyAction(s, { type: 'attack', attacker: L.uid('w'), target: L.uid('big') });
    if (!r.ok) throw new Error(String(r.error));
    expect(r.state.players[0].gy).toEqual(expect.arrayContaining([L.uid('w'), L.uid('b')]));
    expect(r.events.flatMap((e) => (e.type === 'destroy' ? [e.card] : []))).toEqual([L.uid('w')]);
  });

  it('R-EQ-6 R-CARD-8: equipping an opponent\'s monster: when it leaves, the Spell goes to its own owner\'s GY', () => {
    const L = load({ monsters: [mon('big', 3000)], spellTraps: [{ card: { id: DARK_BLADE, ref: 'b' }, faceDown: false, equippedTo: 'o' }] }, { monsters: [mon('o', 1000)] });
    expect(atk(L.state, L.uid('o'))).toBe(1800);
    const s = apply(L.state, { type: 'enterBattle' }, { type: 'attack', attacker: L.uid('big'), target: L.uid('o') });
    expect(s.players[1].gy).toContain(L.uid('o'));
    expect(s.players[0].gy).toContain(L.uid('b'));
  });

  it('R-EQ-8: the equipped monster turned face-down: the Spell goes to the GY', () => {
    const L = load(
      { monsters: [mon('w', 1500)], spellTraps: [{ card: { id: DARK_BLADE, ref: 'b' }, faceDown: false, equippedTo: 'w' }] },
      { spellTraps: [{ card: { id: 160320038, ref: 'qmf' } }] },
    );
    const s = apply(L.state, { type: 'enterBattle' }, { type: 'attack', attacker: L.uid('w'), target: 'direct' }, { type: 'activate', card: L.uid('qmf'), effect: 'e1' });
    expect(s.players[0].gy).toContain(L.uid('b'));
  });

  it('R-EQ-9: the equipped monster no longer a Warrior keeps the Spell; a condition on it is read as it is now', () => {
    const L = load({ monsters: [mon('w', 1500)], spellTraps: [{ card: { id: DARK_BLADE, ref: 'b' }, faceDown: false, equippedTo: 'w' }] });
    expect(atk(L.state, L.uid('w'))).toBe(2300);
    const s = structuredClone(L.state);
    // An effect made it a LIGHT Dragon (attributeAs 1: LIGHT).
    s.lingering.push({ source: L.uid('w'), target: L.uid('w'), seat: 0, kind: 'raceAs', value: RACE_NAMES.indexOf('Dragon'), untilTurn: 3 } as never);
    s.lingering.push({ source: L.uid('w'), target: L.uid('w'), seat: 0, kind: 'attributeAs', value: 1, untilTurn: 3 } as never);
    expect(slotOf(s, 0, L.uid('b'))?.equippedTo).toBe(L.uid('w'));
    expect(atk(s, L.uid('w'))).toBe(2000);
  });

  it('R-EQ-5: once the Spell is gone, its monster stays and loses the modifiers', () => {
    const L = load({ monsters: [mon('w', 1500)], spellTraps: [{ card: { id: DARK_BLADE, ref: 'b' }, faceDown: false, equippedTo: 'w' }] });
    const s = structuredClone(L.state);
    const p = s.players[0];
    p.spellTraps = p.spellTraps.map((x) => (x?.uid === L.uid('b') ? null : x));
    p.gy.push(L.uid('b'));
    expect(atk(s, L.uid('w'))).toBe(1500);
  });

  it('equipped on a card that equips nothing names no card: a step on it does nothing', () => {
    const L = load({ hand: [{ id: RAISER, ref: 'r' }], monsters: [mon('w', 1500)] });
    const s = apply(L.state, { type: 'activate', card: L.uid('r'), effect: 'e1' });
    expect(atk(s, L.uid('w'))).toBe(1500);
    expect(s.players[0].gy).toContain(L.uid('r'));
  });
});
