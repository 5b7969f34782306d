// Equip Spells (R-EQ) and Ritual Summons (R-RIT) through the engine. The pool has no Equip
// Spell or Ritual card yet, so these tests add small made-up ones the same way real card
// data would be added: facts and effects in a ruleset of their own.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../cards/ruleset';
import { legalActions } from '../legal';
import { readBoard } from '../scenario/readBoard';
import { monsterAtk } from '../stats';
import type { Action, DuelState } from '../types';
import { locateMonster } from '../zones';
import { equipTo, isRace, onEquipped, ritualSummon, type CardScript } from './primitives';
import { applyAll } from '../testing/mk';

const BLADE = 990000001;
const LORD = 990000010;
const RITE = 990000011;
const CARDS = [
  { id: BLADE, name: 'Test Warrior Blade', kind: 'spell', spellKind: 'equip', legend: false },
  { id: LORD, name: 'Test Ritual Lord', kind: 'monster', monsterKind: 'ritual', attribute: 'DARK', race: 'Spellcaster', level: 7, atk: 2700, def: 2000, legend: false },
  { id: RITE, name: 'Test Ritual Rite', kind: 'spell', spellKind: 'ritual', legend: false },
] as const;
const blade: CardScript = {
  id: BLADE,
  // Equip only to a Warrior you control. It gains 500 ATK.
  effects: [{ id: 'e1', kind: 'spell', steps: equipTo({ test: isRace('Warrior') }) }],
  continuous: { aura: (ctx) => (onEquipped(ctx) ? { atk: 500 } : null) },
};
const rite: CardScript = {
  id: RITE,
  // Ritual Summon "Test Ritual Lord" by Tributing monsters you control whose total Level is 7 or more.
  effects: [{ id: 'e1', kind: 'spell', steps: ritualSummon({ monster: (d) => d.id === LORD }) }],
};
const RULESET = rulesetWith(CARDS, [blade, rite]);

const mon = (ref: string, atk: number, level = 4, race = 'Warrior', def = 1000) => ({
  card: { vanilla: { name: ref, level, atk, def, attribute: 'EARTH', race }, ref },
});
const load = (p0: Record<string, unknown>, p1: Record<string, unknown> = {}, turn = 3) => {
  const r = readBoard({ turn, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, uid: (ref: string) => r.refs.get(ref) as number };
};
const apply = (s: DuelState, ...actions: Action[]): DuelState => applyAll(s, actions).state;
const atk = (s: DuelState, uid: number): number => {
  const at = locateMonster(s, uid);
  if (!at) throw new Error('not on the field');
  return monsterAtk(s, at.slot);
};

describe('Equip Spells (R-EQ)', () => {
  const equipped = () => {
    const L = load({ hand: [{ id: BLADE, ref: 'blade' }], monsters: [{ ...mon('w', 1500), zone: 0 }] }, { monsters: [mon('foe', 1800)] });
    const s = apply(L.state, { type: 'activate', card: L.uid('blade'), effect: 'e1' }, { type: 'select', card: L.uid('w') });
    return { L, s };
  };

  it('R-EQ-1 R-EQ-3: equips a face-up monster, stays face-up in its zone, and its bonus applies', () => {
    const { L, s } = equipped();
    expect(s.players[0].spellTraps.find((x) => x?.uid === L.uid('blade'))).toMatchObject({ faceDown: false, equippedTo: L.uid('w') });
    expect(atk(s, L.uid('w'))).toBe(2000);
  });

  it('R-EQ-2 CE-51 CE-73: only your own face-up monsters that meet the restriction can be chosen', () => {
    const L = load(
      { hand: [{ id: BLADE, ref: 'blade' }], monsters: [mon('w', 1500), { ...mon('fd', 1000), position: 'defense', faceDown: true }, mon('dragon', 1000, 4, 'Dragon')] },
      { monsters: [mon('foe', 1800)] },
    );
    const s = apply(L.state, { type: 'activate', card: L.uid('blade'), effect: 'e1' });
    expect(s.pending).toMatchObject({ kind: 'choose', from: [L.uid('w')] });
    const none = load({ hand: [{ id: BLADE, ref: 'blade' }], monsters: [{ ...mon('fd', 1000), position: 'defense', faceDown: true }] });
    expect(legalActions(none.state).some((a) => a.type === 'activate')).toBe(false);
  });

  it('CE-48 R-EQ-6: the equipped monster destroyed by battle takes the Equip Spell to the GY', () => {
    const { L, s } = equipped();
    const t = apply(s, { type: 'enterBattle' }, { type: 'attack', attacker: L.uid('w'), target: L.uid('foe') });
    // 2000 vs 1800: the equipped monster wins; now make it lose to a bigger one.
    expect(t.players[0].spellTraps.some((x) => x?.uid === L.uid('blade'))).toBe(true);
    const L2 = load({ monsters: [mon('w', 1500)], spellTraps: [{ card: { id: BLADE, ref: 'blade' }, faceDown: false, equippedTo: 'w' }] }, { monsters: [mon('big', 2600)] });
    const u = apply(L2.state, { type: 'enterBattle' }, { type: 'attack', attacker: L2.uid('w'), target: L2.uid('big') });
    expect(u.players[0].gy).toEqual(expect.arrayContaining([L2.uid('w'), L2.uid('blade')]));
    expect(u.players[0].spellTraps.every((x) => x === null)).toBe(true);
  });

  it('R-EQ-4: one monster can carry two Equip Spells, and both bonuses apply', () => {
    const L = load({
      hand: [{ id: BLADE, ref: 'b2' }],
      monsters: [mon('w', 1500)],
      spellTraps: [{ card: { id: BLADE, ref: 'b1' }, faceDown: false, equippedTo: 'w' }],
    });
    const s = apply(L.state, { type: 'activate', card: L.uid('b2'), effect: 'e1' }, { type: 'select', card: L.uid('w') });
    expect(atk(s, L.uid('w'))).toBe(2500);
  });

  it('CE-55 R-SPELL-7: with all three Spell & Trap Zones in use, an Equip Spell in hand cannot be activated', () => {
    const L = load({
      hand: [{ id: BLADE, ref: 'b' }],
      monsters: [mon('w', 1500)],
      spellTraps: [{ card: 160302013 }, { card: 160302013 }, { card: 160302013 }],
    });
    expect(legalActions(L.state).some((a) => a.type === 'activate' && a.card === L.uid('b'))).toBe(false);
  });

  it('CE-52 R-EQ-8: the equipped monster turned face-down by an effect sends the Equip Spell to the GY', () => {
    const L = load(
      { monsters: [mon('w', 1500)], spellTraps: [{ card: { id: BLADE, ref: 'blade' }, faceDown: false, equippedTo: 'w' }] },
      { spellTraps: [{ card: { id: 160320038, ref: 'qmf' } }] },
    );
    const s = apply(L.state, { type: 'enterBattle' }, { type: 'attack', attacker: L.uid('w'), target: 'direct' });
    expect(s.pending).toMatchObject({ kind: 'respond', player: 1 });
    const t = apply(s, { type: 'activate', card: L.uid('qmf'), effect: 'e1' });
    expect(locateMonster(t, L.uid('w'))?.slot).toMatchObject({ faceDown: true, position: 'defense' });
    expect(t.players[0].gy).toContain(L.uid('blade'));
    expect(t.players[1].lp).toBe(8000);
  });
});

describe('Ritual Summon (R-RIT)', () => {
  it('CE-68 R-RIT-3 R-RIT-4: Lv4 + Lv3 for a Lv7 Ritual monster: Tributes to the GY, then the summon from the Extra Deck', () => {
    const L = load({ hand: [{ id: RITE, ref: 'rite' }], extra: [{ id: LORD, ref: 'lord' }], monsters: [mon('a', 1000, 4), mon('b', 1000, 3)] });
    const s = apply(
      L.state,
      { type: 'activate', card: L.uid('rite'), effect: 'e1' },
      { type: 'select', card: L.uid('lord') },
      { type: 'option', index: 0 },
    );
    expect(s.players[0].gy).toEqual(expect.arrayContaining([L.uid('a'), L.uid('b'), L.uid('rite')]));
    expect(locateMonster(s, L.uid('lord'))?.slot).toMatchObject({ position: 'attack', faceDown: false, summonedThisTurn: true });
  });

  it('CE-68: Lv4 + Lv2 does not reach Level 7, so the Ritual Spell is not offered', () => {
    const L = load({ hand: [{ id: RITE, ref: 'rite' }], extra: [{ id: LORD, ref: 'lord' }], monsters: [mon('a', 1000, 4), mon('b', 1000, 2)] });
    expect(legalActions(L.state).some((a) => a.type === 'activate' && a.card === L.uid('rite'))).toBe(false);
  });

  it('CE-69 R-RIT-3: with Lv4, Lv4 and Lv3 only sets without a superfluous Tribute are offered', () => {
    const L = load({
      hand: [{ id: RITE, ref: 'rite' }],
      extra: [{ id: LORD, ref: 'lord' }],
      monsters: [mon('a', 1000, 4), mon('b', 1000, 4), mon('c', 1000, 3)],
    });
    const s = apply(L.state, { type: 'activate', card: L.uid('rite'), effect: 'e1' }, { type: 'select', card: L.uid('lord') });
    expect(s.pending?.kind).toBe('option');
    const options = s.pending?.kind === 'option' ? s.pending.options : [];
    // a+b (8), a+c (7), b+c (7); never a+b+c, where the Lv3 is left over.
    expect(options).toHaveLength(3);
    expect(options.every((o) => o.code === 'opt.cards' && (o.params?.cards as number[]).length === 2)).toBe(true);
  });
});
