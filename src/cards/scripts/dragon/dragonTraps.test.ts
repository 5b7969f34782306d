// The Traps of the Dragon deck, played through the engine: each is offered only at its
// timing (R-TRAP-2, R-TIME-3) and never in the turn it was Set.
import { describe, expect, it } from 'vitest';
import type { Action, DuelState } from '../../../engine/types';
import {
  apply, applyAll, atkPos, board, card, CLAYMAN, DARK_HOLE, filler, FIRE_GUARDIAN, load, maxMon, mk, ofType, onField, OVERLORD, OVERLORD_L,
  OVERLORD_R, SAKURETSU, slotOf,
} from '../../../engine/testing/mk';

const ENCOUNTER = 160302013;
const DRAGOPHONE = 160315032;
const VENGEFUL = 160302014;
const BLUE_FANG = 160010101;
const DRAGORITE = 160302005; // Normal Dragon, Lv4, 1500 ATK
const activate = (uid: number): Action => ({ type: 'activate', card: uid, effect: 'e1' });
const select = (uid: number): Action => ({ type: 'select', card: uid });
const offeredTraps = (s: DuelState): number[] => (s.pending?.kind === 'respond' ? s.pending.traps : []);
const setTrap = (id: number, ref: string, setThisTurn = false) => ({ card: card(id, ref), setThisTurn });

describe('Dragon Encounter', () => {
  it('R-TRAP-2 R-SS-2: when the opponent Normal Summons, Special Summon 1 Dragon from the hand face-up', () => {
    const L = load(board({ hand: [mk('a', 1000)] }, { hand: [card(FIRE_GUARDIAN, 'fg'), card(CLAYMAN, 'w')], spellTraps: [setTrap(ENCOUNTER, 'enc')] }));
    let s = apply(L.state, { type: 'summon', card: L.uid('a'), position: 'attack', zone: 0 }).state;
    expect(offeredTraps(s)).toEqual([L.uid('enc')]);
    s = apply(s, activate(L.uid('enc'))).state;
    expect(s.pending).toMatchObject({ kind: 'choose', player: 1, from: [L.uid('fg')] });
    s = applyAll(s, [select(L.uid('fg')), { type: 'option', index: 1 }]).state;
    expect(slotOf(s, L.uid('fg'))).toMatchObject({ seat: 1, slot: { position: 'defense', faceDown: false } });
    expect(s.players[1].gy).toEqual([L.uid('enc')]);
    expect(s.pending).toMatchObject({ kind: 'main', player: 0 });
  });

  it('R-TRAP-2: a Special Summon (MAXIMUM Summon) by the opponent also meets its timing', () => {
    const L = load(
      board({ hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')] }, { hand: [card(DRAGORITE, 'd')], spellTraps: [setTrap(ENCOUNTER, 'enc')] }),
    );
    const s = apply(L.state, { type: 'maximumSummon', card: L.uid('C'), left: L.uid('L'), right: L.uid('R') }).state;
    expect(offeredTraps(s)).toEqual([L.uid('enc')]);
  });

  it('R-TRAP-2 R-MEFF-2: not offered for a Set monster, without a Dragon in hand, with no free zone (R-SS-3), or in the turn it was Set', () => {
    const setMon = load(board({ hand: [mk('a', 1000)] }, { hand: [card(DRAGORITE, 'd')], spellTraps: [setTrap(ENCOUNTER, 'enc')] }));
    expect(offeredTraps(apply(setMon.state, { type: 'summon', card: setMon.uid('a'), position: 'set', zone: 0 }).state)).toEqual([]);
    const noDragon = load(board({ hand: [mk('a', 1000)] }, { hand: [card(CLAYMAN, 'w')], spellTraps: [setTrap(ENCOUNTER, 'enc')] }));
    expect(offeredTraps(apply(noDragon.state, { type: 'summon', card: noDragon.uid('a'), position: 'attack', zone: 0 }).state)).toEqual([]);
    const full = load(
      board({ hand: [mk('a', 1000)] }, { hand: [card(DRAGORITE, 'd')], monsters: [atkPos(mk('m1', 0)), atkPos(mk('m2', 0)), atkPos(mk('m3', 0))], spellTraps: [setTrap(ENCOUNTER, 'enc')] }),
    );
    expect(offeredTraps(apply(full.state, { type: 'summon', card: full.uid('a'), position: 'attack', zone: 0 }).state)).toEqual([]);
    const fresh = load(board({ hand: [mk('a', 1000)] }, { hand: [card(DRAGORITE, 'd')], spellTraps: [setTrap(ENCOUNTER, 'enc', true)] }));
    expect(offeredTraps(apply(fresh.state, { type: 'summon', card: fresh.uid('a'), position: 'attack', zone: 0 }).state)).toEqual([]);
  });
});

/** P0 attacks P1's face-up Fire Guardian (a Dragon) with a 3000 ATK monster. */
function dragonLosesBattle(p1: Parameters<typeof board>[1]) {
  const L = load(board({ monsters: [atkPos(mk('big', 3000)), atkPos(mk('o', 100))] }, { monsters: [atkPos(card(FIRE_GUARDIAN, 'fg'))], ...p1 }));
  const s = applyAll(L.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: L.uid('big'), target: L.uid('fg') }]).state;
  return { L, s };
}

describe('RB Dragophone', () => {
  it("R-TRAP-2: when a Dragon is destroyed by the opponent's attack: mill 2, then may revive Blue-Fang Burst Dragon", () => {
    const { L, s } = dragonLosesBattle({ deck: filler(4), graveyard: [card(BLUE_FANG, 'bf')], spellTraps: [setTrap(DRAGOPHONE, 'rb')] });
    expect(onField(s, L.uid('fg'))).toBe(false);
    expect(offeredTraps(s)).toEqual([L.uid('rb')]);
    let r = apply(s, activate(L.uid('rb')));
    expect(ofType(r.events, 'move').filter((e) => e.from === 'deck' && e.to === 'gy')).toHaveLength(2);
    expect(r.state.pending).toMatchObject({ kind: 'option', player: 1 });
    r = applyAll(r.state, [{ type: 'option', index: 1 }, select(L.uid('bf')), { type: 'option', index: 0 }]);
    expect(slotOf(r.state, L.uid('bf'))).toMatchObject({ seat: 1, slot: { position: 'attack', faceDown: false } });
    expect(r.state.players[1].deck).toHaveLength(2);
    expect(r.state.pending).toMatchObject({ kind: 'battle', player: 0 });
  });

  it("R-TRAP-2: also when the opponent's card effect destroys the Dragon; no revival offered while you still control a monster", () => {
    const L = load(
      board(
        { hand: [card(DARK_HOLE, 'dh')] },
        { deck: filler(4), graveyard: [card(BLUE_FANG, 'bf')], monsters: [atkPos(card(FIRE_GUARDIAN, 'fg'))], spellTraps: [setTrap(DRAGOPHONE, 'rb')] },
      ),
    );
    let s = apply(L.state, activate(L.uid('dh'))).state;
    expect(offeredTraps(s)).toEqual([L.uid('rb')]);
    s = applyAll(s, [activate(L.uid('rb')), { type: 'option', index: 1 }, select(L.uid('bf')), { type: 'option', index: 1 }]).state;
    expect(slotOf(s, L.uid('bf'))).toMatchObject({ seat: 1, slot: { position: 'defense', faceDown: false } });
    // With a monster left on the field the revival is not asked.
    const { L: L2, s: s2 } = dragonLosesBattle({ deck: filler(4), graveyard: [card(BLUE_FANG, 'bf')], spellTraps: [setTrap(DRAGOPHONE, 'rb')] });
    const withMonster = structuredClone(s2);
    withMonster.players[1].monsters[2] = { uid: L2.uid('bf'), position: 'attack', faceDown: false, summonedThisTurn: false, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: [], maximum: null };
    withMonster.players[1].gy = withMonster.players[1].gy.filter((u) => u !== L2.uid('bf'));
    const after = apply(withMonster, activate(L2.uid('rb'))).state;
    expect(after.pending).toMatchObject({ kind: 'battle', player: 0 });
  });

  it('R-TRAP-2 R-MEFF-2: not offered for a non-Dragon, for a Dragon lost in your own attack, with under 2 cards in the Deck, or the turn it was Set', () => {
    const warrior = load(board({ monsters: [atkPos(mk('big', 3000))] }, { deck: filler(4), monsters: [atkPos(mk('w', 1000))], spellTraps: [setTrap(DRAGOPHONE, 'rb')] }));
    expect(offeredTraps(applyAll(warrior.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: warrior.uid('big'), target: warrior.uid('w') }]).state)).toEqual([]);
    const own = load(board({ monsters: [atkPos(card(FIRE_GUARDIAN, 'fg'))], deck: filler(4), spellTraps: [setTrap(DRAGOPHONE, 'rb')] }, { monsters: [atkPos(mk('big', 3000))] }));
    const ownAttack = applyAll(own.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: own.uid('fg'), target: own.uid('big') }]).state;
    expect(onField(ownAttack, own.uid('fg'))).toBe(false);
    expect(offeredTraps(ownAttack)).toEqual([]);
    expect(offeredTraps(dragonLosesBattle({ deck: filler(1), spellTraps: [setTrap(DRAGOPHONE, 'rb')] }).s)).toEqual([]);
    expect(offeredTraps(dragonLosesBattle({ deck: filler(4), spellTraps: [setTrap(DRAGOPHONE, 'rb', true)] }).s)).toEqual([]);
  });
});

describe("Vengeful Dragon's Counterattack", () => {
  it("R-TRAP-2: when a Dragon is destroyed by the opponent's attack: cost 1 card from hand, destroy 1 opponent monster", () => {
    const { L, s } = dragonLosesBattle({ hand: [mk('h', 0)], spellTraps: [setTrap(VENGEFUL, 'vc')] });
    expect(offeredTraps(s)).toEqual([L.uid('vc')]);
    let r = apply(s, activate(L.uid('vc')));
    r = apply(r.state, select(L.uid('h')));
    expect(r.state.players[1].gy).toContain(L.uid('h'));
    expect(r.state.pending).toMatchObject({ kind: 'choose', player: 1 });
    r = apply(r.state, select(L.uid('big')));
    expect(onField(r.state, L.uid('big'))).toBe(false);
    expect(onField(r.state, L.uid('o'))).toBe(true);
    expect(ofType(r.events, 'destroy')).toEqual([{ type: 'destroy', card: L.uid('big'), player: 0, reason: 'effect', by: 1, position: 'attack', faceDown: false, source: 'trap', was: expect.objectContaining({ atk: 3000, position: 'attack' }) }]);
  });

  it('R-TRAP-2 R-MEFF-2: not offered for a destruction by effect, with an empty hand, with no opponent monster left, or the turn it was Set', () => {
    // Blue-Fang Burst Dragon destroys P1's 1500-ATK Dragon by its effect.
    const L = load(board({ monsters: [atkPos(card(BLUE_FANG, 'bf'))] }, { hand: [mk('h', 0)], monsters: [atkPos(card(DRAGORITE, 'd'))], spellTraps: [setTrap(VENGEFUL, 'vc')] }));
    const s = apply(L.state, activate(L.uid('bf'))).state;
    expect(onField(s, L.uid('d'))).toBe(false);
    expect(offeredTraps(s)).toEqual([]);
    expect(offeredTraps(dragonLosesBattle({ spellTraps: [setTrap(VENGEFUL, 'vc')] }).s)).toEqual([]);
    // Both destroyed in a tie (R-DMG-3): the opponent has no monster left to destroy.
    const tie = load(board({ monsters: [atkPos(mk('eq', 2100))] }, { hand: [mk('h', 0)], monsters: [atkPos(card(FIRE_GUARDIAN, 'fg'))], spellTraps: [setTrap(VENGEFUL, 'vc')] }));
    const afterTie = applyAll(tie.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: tie.uid('eq'), target: tie.uid('fg') }]).state;
    expect(onField(afterTie, tie.uid('fg'))).toBe(false);
    expect(offeredTraps(afterTie)).toEqual([]);
    expect(offeredTraps(dragonLosesBattle({ hand: [mk('h', 0)], spellTraps: [setTrap(VENGEFUL, 'vc', true)] }).s)).toEqual([]);
  });
});

describe('Sakuretsu Armor', () => {
  it("R-TRAP-2 R-BAT-6: destroys the opponent's attacking monster; the attack ends", () => {
    const L = load(board({ monsters: [atkPos(mk('a', 2000))] }, { spellTraps: [setTrap(SAKURETSU, 'sa')] }));
    let s = applyAll(L.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: L.uid('a'), target: 'direct' }]).state;
    expect(offeredTraps(s)).toEqual([L.uid('sa')]);
    const r = apply(s, activate(L.uid('sa')));
    s = r.state;
    expect(onField(s, L.uid('a'))).toBe(false);
    expect(s.players[1].lp).toBe(8000);
    expect(ofType(r.events, 'attackCancelled')).toHaveLength(1);
  });

  it('R-TRAP-2: not offered the turn it was Set, nor against its own side\'s attack', () => {
    const fresh = load(board({ monsters: [atkPos(mk('a', 2000))] }, { spellTraps: [setTrap(SAKURETSU, 'sa', true)] }));
    expect(offeredTraps(applyAll(fresh.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: fresh.uid('a'), target: 'direct' }]).state)).toEqual([]);
    const own = load(board({ monsters: [atkPos(mk('a', 2000))], spellTraps: [setTrap(SAKURETSU, 'sa')] }));
    expect(offeredTraps(applyAll(own.state, [{ type: 'enterBattle' }, { type: 'attack', attacker: own.uid('a'), target: 'direct' }]).state)).toEqual([]);
  });
});

describe('Dragias Burst vs the Dragon Traps', () => {
  it("R-MAX-16: RB Dragophone answers the destruction of a MAXIMUM Dragon (its center's Type)", () => {
    const L = load(
      board(
        { hand: [card(DARK_HOLE, 'dh')] },
        { deck: filler(4), monsters: [maxMon({}, [160422002, 160422001, 160422003])], spellTraps: [setTrap(DRAGOPHONE, 'rb')] },
      ),
    );
    const s = apply(L.state, activate(L.uid('dh'))).state;
    expect(s.players[1].gy).toEqual(expect.arrayContaining([L.uid('C'), L.uid('L'), L.uid('R')]));
    expect(offeredTraps(s)).toEqual([L.uid('rb')]);
  });
});
