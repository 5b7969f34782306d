import { describe, expect, it } from 'vitest';
import { legalActions } from './legal';
import { stateProblems } from './invariants';
import { monsterAtk, monsterDef, monsterLevel } from './stats';
import {
  apply, applyAll, atkPos, BLUE_EYES, board, card, DARK_HOLE, FIRE_GUARDIAN, HYDRO_MAGICIAN, isLegal, labels, legalOf,
  load, mk, ofType, OVERLORD, OVERLORD_L, outLabels, outPlayer, plainWords, refuse, scenario, setPos, slotOf, withEquip,
} from './testing/mk';

const three = [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1100)), atkPos(mk('m3', 1200))];

describe('R-NS: Normal Summon and Set', () => {
  it('R-NS-1: a Summon puts the monster face-up in Attack Position; a Set puts it face-down in Defense Position', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000), mk('b', 1100)] }));
    const r = applyAll(state, [
      { type: 'summon', card: uid('a'), position: 'attack', zone: 0 },
      { type: 'summon', card: uid('b'), position: 'set', zone: 2 },
    ]);
    expect(r.state.players[0].monsters[0]).toMatchObject({ uid: uid('a'), position: 'attack', faceDown: false, summonedThisTurn: true });
    expect(r.state.players[0].monsters[2]).toMatchObject({ uid: uid('b'), position: 'defense', faceDown: true, summonedThisTurn: true });
    expect(r.state.players[0].hand).toEqual([]);
    expect(ofType(r.events, 'summon').map((e) => [e.how, e.zone, e.position, e.faceDown])).toEqual([
      ['normal', 0, 'attack', false],
      ['normal', 2, 'defense', true],
    ]);
  });

  it('CE-09 R-NS-2: three Lv4 monsters Normal Summoned in one Main Phase are all legal', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000), mk('b', 1100), mk('c', 1200)] }));
    let s = state;
    for (const [ref, zone] of [['a', 0], ['b', 1], ['c', 2]] as const) {
      expect(isLegal(s, { type: 'summon', card: uid(ref), position: 'attack', zone })).toBe(true);
      s = apply(s, { type: 'summon', card: uid(ref), position: 'attack', zone }).state;
    }
    expect(s.players[0].monsters.map((m) => m?.uid)).toEqual([uid('a'), uid('b'), uid('c')]);
  });

  it('CE-09 R-NS-2: the same through the scenario runner (zones filled left to right)', () => {
    const out = scenario(board({ hand: [mk('a', 1000), mk('b', 1100), mk('c', 1200)] }), [
      { do: 'summon', card: 'a', position: 'attack' },
      { do: 'summon', card: 'b', position: 'attack' },
      { do: 'set', card: 'c' },
    ]);
    expect(out.ok).toBe(true);
    const ms = outPlayer(out, 0).monsters;
    expect(ms.map((m) => [m.zone, (m.card as { ref: string }).ref, m.position, m.faceDown])).toEqual([
      [0, 'a', 'attack', false],
      [1, 'b', 'attack', false],
      [2, 'c', 'defense', true],
    ]);
  });

  it('CE-10 R-NS-3 R-ZONE-2: with 3 monsters, a Lv4 in hand can be neither Normal Summoned nor Set', () => {
    const { state, uid } = load(board({ hand: [mk('h', 1000)], monsters: three }));
    for (const position of ['attack', 'set'] as const) {
      for (const zone of [0, 1, 2]) {
        const err = refuse(state, { type: 'summon', card: uid('h'), position, zone });
        expect(err).toMatch(/no free Monster Zone/);
        expect(plainWords(err)).toBe(true);
      }
    }
    expect(legalOf(state, 'summon')).toEqual([]);
    const out = scenario(board({ hand: [mk('h', 1000)], monsters: three }), [{ do: 'set', card: 'h' }]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(0);
    expect(plainWords(out.error)).toBe(true);
  });

  it('R-NS-3: a Lv4 needs an empty zone: an occupied zone is refused, a free one accepted', () => {
    const { state, uid } = load(board({ hand: [mk('h', 1000)], monsters: [atkPos(mk('m1', 1000), { zone: 1 })] }));
    expect(refuse(state, { type: 'summon', card: uid('h'), position: 'attack', zone: 1 })).toMatch(/not free/);
    expect(legalOf(state, 'summon').map((a) => a.zone)).toEqual([0, 0, 2, 2]);
    apply(state, { type: 'summon', card: uid('h'), position: 'attack', zone: 2 });
  });

  it('R-NS-3: a Lv 1-4 summon names no Tributes (scenario with tributes is refused)', () => {
    const out = scenario(board({ hand: [mk('h', 1000)], monsters: [atkPos(mk('m1', 1000))] }), [
      { do: 'summon', card: 'h', position: 'attack', tributes: ['m1'] },
    ]);
    expect(out.ok).toBe(false);
    expect(out.error).toMatch(/no Tributes/);
  });

  it('R-NS-1 R-MAIN-1: Normal Summons are refused outside the Main Phase (Battle Phase)', () => {
    const { state, uid } = load(board({ hand: [mk('h', 1000)] }, {}, { phase: 'battle' }));
    expect(plainWords(refuse(state, { type: 'summon', card: uid('h'), position: 'attack', zone: 0 }))).toBe(true);
  });

  it('R-NS-1: only a monster in your own hand can be summoned (not one in the Deck, GY or the opponent\'s hand)', () => {
    const b = board(
      { deck: [mk('d', 1000)], graveyard: [mk('g', 1000)] },
      { hand: [mk('o', 1000)] },
    );
    const { state, uid } = load(b);
    for (const ref of ['d', 'g', 'o']) {
      expect(refuse(state, { type: 'summon', card: uid(ref), position: 'attack', zone: 0 })).toMatch(/not in your hand/);
    }
  });

  it('R-NS-1: a Spell cannot be Normal Summoned', () => {
    const { state, uid } = load(board({ hand: [card(DARK_HOLE, 's')] }));
    expect(refuse(state, { type: 'summon', card: uid('s'), position: 'attack', zone: 0 })).toMatch(/not a monster/);
  });
});

describe('R-NS: Tribute Summon and Tribute Set', () => {
  it('CE-11 R-NS-4 R-NS-5: 3 monsters and a Lv6: Tribute 1 (to the GY), the Lv6 is summoned, still 3 monsters', () => {
    const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: three }));
    let r = apply(state, { type: 'summon', card: uid('fg'), position: 'attack' });
    expect(r.state.pending).toMatchObject({ kind: 'tribute', needed: 1, chosen: [] });
    // Nothing has moved yet.
    expect(r.state.players[0].gy).toEqual([]);
    r = apply(r.state, { type: 'select', card: uid('m2') });
    const p = r.state.players[0];
    expect(labels(r.state, p.gy)).toEqual(['m2']);
    expect(p.monsters.filter(Boolean)).toHaveLength(3);
    expect(p.monsters[1]).toMatchObject({ uid: uid('fg'), position: 'attack', faceDown: false, summonedThisTurn: true });
    expect(p.hand).toEqual([]);
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(ofType(r.events, 'move')).toMatchObject([{ type: 'move', card: uid('m2'), player: 0, from: 'monster', to: 'gy', reason: 'tribute' }]);
    expect(ofType(r.events, 'summon')[0]).toMatchObject({ how: 'tribute', card: uid('fg') });
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('CE-11: the same as a scenario: tributes listed in the summon action', () => {
    const out = scenario(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: three }), [
      { do: 'summon', card: 'fg', position: 'attack', tributes: ['m3'] },
    ]);
    expect(out.ok).toBe(true);
    expect(outLabels(outPlayer(out, 0).graveyard)).toEqual(['m3']);
    expect(outPlayer(out, 0).monsters).toHaveLength(3);
  });

  it('CE-12 R-NS-4: 1 monster and a Lv7: Tribute Summon refused (needs 2)', () => {
    const { state, uid } = load(board({ hand: [mk('big', 2500, 2000, 7)], monsters: [atkPos(mk('m1', 1000))] }));
    for (const position of ['attack', 'set'] as const) {
      const err = refuse(state, { type: 'summon', card: uid('big'), position });
      expect(err).toMatch(/needs 2 Tributes/);
      expect(plainWords(err)).toBe(true);
    }
    expect(legalOf(state, 'summon')).toEqual([]);
  });

  it('CE-12 R-NS-4: 2 monsters and a Lv7: legal, both Tributes go to the GY', () => {
    const b = board({ hand: [mk('big', 2500, 2000, 7)], monsters: [atkPos(mk('m1', 1000)), setPos(mk('m2', 1100))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [
      { type: 'summon', card: uid('big'), position: 'attack' },
      { type: 'select', card: uid('m1') },
      { type: 'select', card: uid('m2') },
    ]);
    const p = r.state.players[0];
    expect(labels(r.state, p.gy).sort()).toEqual(['m1', 'm2']);
    expect(p.monsters.filter(Boolean).map((m) => m?.uid)).toEqual([uid('big')]);
    expect(p.monsters[0]?.position).toBe('attack');
  });

  it('R-NS-4: a Lv8 (Blue-Eyes, a Legend) also needs exactly 2 Tributes', () => {
    const { state, uid } = load(board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('m1', 1000))] }));
    expect(refuse(state, { type: 'summon', card: uid('be'), position: 'attack' })).toMatch(/2 Tributes/);
  });

  it('R-NS-4: Lv5 and Lv6 need 1 Tribute: with no monster they are refused', () => {
    const { state, uid } = load(board({ hand: [card(HYDRO_MAGICIAN, 'h5'), card(FIRE_GUARDIAN, 'h6')] }));
    expect(refuse(state, { type: 'summon', card: uid('h5'), position: 'attack' })).toMatch(/needs 1 Tribute/);
    expect(refuse(state, { type: 'summon', card: uid('h6'), position: 'set' })).toMatch(/needs 1 Tribute/);
  });

  it('CE-13 R-NS-4: Tributing 2 monsters for a Lv5 is refused (exactly 1); nothing moves', () => {
    const b = board({ hand: [card(HYDRO_MAGICIAN, 'h5')], monsters: [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1000))] });
    const out = scenario(b, [{ do: 'summon', card: 'h5', position: 'attack', tributes: ['m1', 'm2'] }]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(0);
    expect(out.error).toMatch(/exactly 1 Tribute/);
    expect(outPlayer(out, 0).monsters).toHaveLength(2);
    expect(outPlayer(out, 0).graveyard).toHaveLength(0);
    // In the engine the summon completes at the first Tribute: a second one cannot be chosen.
    const { state, uid } = load(b);
    const r = applyAll(state, [
      { type: 'summon', card: uid('h5'), position: 'attack' },
      { type: 'select', card: uid('m1') },
    ]);
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(plainWords(refuse(r.state, { type: 'select', card: uid('m2') }))).toBe(true);
  });

  it('R-NS-4: a Lv7 with only 1 Tribute listed is refused before anything moves', () => {
    const b = board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1000))] });
    const out = scenario(b, [{ do: 'summon', card: 'be', position: 'attack', tributes: ['m1'] }]);
    expect(out.ok).toBe(false);
    expect(out.error).toMatch(/exactly 2 Tributes/);
  });

  it('R-NS-4: Tribute Set puts the monster face-down in Defense Position', () => {
    const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('m1', 1000), { zone: 2 })] }));
    const r = applyAll(state, [
      { type: 'summon', card: uid('fg'), position: 'set' },
      { type: 'select', card: uid('m1') },
    ]);
    const s = slotOf(r.state, uid('fg'));
    expect(s.slot).toMatchObject({ position: 'defense', faceDown: true });
    expect(ofType(r.events, 'summon')[0]).toMatchObject({ how: 'tribute', faceDown: true, position: 'defense' });
  });

  it('R-NS-5: face-down monsters can be Tributed; no empty zone is needed beforehand', () => {
    const b = board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [setPos(mk('m1', 1000)), setPos(mk('m2', 1000)), setPos(mk('m3', 1000))] });
    const out = scenario(b, [{ do: 'summon', card: 'fg', tributes: ['m1'] }]);
    expect(out.ok).toBe(true);
    expect(outLabels(outPlayer(out, 0).graveyard)).toEqual(['m1']);
  });

  it('R-NS-5: only monsters you control can be Tributed (not the opponent\'s)', () => {
    const b = board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('m1', 1000))] }, { monsters: [atkPos(mk('o1', 1000))] });
    const { state, uid } = load(b);
    const s = apply(state, { type: 'summon', card: uid('fg'), position: 'attack' }).state;
    expect(refuse(s, { type: 'select', card: uid('o1') })).toMatch(/monsters you control/);
    expect(legalOf(s, 'select').map((a) => a.card)).toEqual([uid('m1')]);
    const out = scenario(b, [{ do: 'summon', card: 'fg', tributes: ['o1'] }]);
    expect(out.ok).toBe(false);
    expect(plainWords(out.error)).toBe(true);
  });

  it('R-NS-5: the same monster cannot count as both Tributes of a Lv7', () => {
    const b = board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1000))] });
    const { state, uid } = load(b);
    const s = applyAll(state, [{ type: 'summon', card: uid('be'), position: 'attack' }, { type: 'select', card: uid('m1') }]).state;
    expect(refuse(s, { type: 'select', card: uid('m1') })).toMatch(/already chosen/);
    const out = scenario(b, [{ do: 'summon', card: 'be', tributes: ['m1', 'm1'] }]);
    expect(out.ok).toBe(false);
    expect(outPlayer(out, 0).monsters).toHaveLength(2);
  });

  it('R-NS-5: cancelling a Tribute Summon part-way changes nothing', () => {
    const b = board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1000))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [
      { type: 'summon', card: uid('be'), position: 'attack' },
      { type: 'select', card: uid('m1') },
      { type: 'cancel' },
    ]);
    expect(r.state.players).toEqual(state.players);
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(r.events).toEqual([]);
  });

  it('R-NS-5: while choosing Tributes, only select and cancel are allowed', () => {
    const b = board({ hand: [card(FIRE_GUARDIAN, 'fg'), mk('h', 1)], monsters: [atkPos(mk('m1', 1000))] });
    const { state, uid } = load(b);
    const s = apply(state, { type: 'summon', card: uid('fg'), position: 'attack' }).state;
    expect(legalActions(s)).toEqual([{ type: 'select', card: uid('m1') }, { type: 'cancel' }]);
    expect(plainWords(refuse(s, { type: 'endTurn' }))).toBe(true);
    expect(plainWords(refuse(s, { type: 'summon', card: uid('h'), position: 'attack', zone: 0 }))).toBe(true);
  });

  it('R-NS-4: a Tribute Summon does not name its zone up front (zone given = refused)', () => {
    const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('m1', 1000))] }));
    expect(plainWords(refuse(state, { type: 'summon', card: uid('fg'), position: 'attack', zone: 1 }))).toBe(true);
  });

  it('R-MAX-17 R-NS-4: a MAXIMUM piece Normal Summoned is an ordinary monster: the Lv10 center needs 2 Tributes and has its printed ATK 1900', () => {
    const b = board({ hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L')], monsters: [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1000))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [
      { type: 'summon', card: uid('C'), position: 'attack' },
      { type: 'select', card: uid('m1') },
      { type: 'select', card: uid('m2') },
      { type: 'summon', card: uid('L'), position: 'attack', zone: 1 },
    ]);
    const c = slotOf(r.state, uid('C')).slot;
    expect(c.maximum).toBeNull();
    expect(monsterAtk(r.state, c)).toBe(1900);
    expect(monsterDef(r.state, c)).toBe(0);
    expect(monsterLevel(r.state, c)).toBe(10);
    const l = slotOf(r.state, uid('L')).slot;
    expect(l.maximum).toBeNull();
    expect(monsterAtk(r.state, l)).toBe(800);
  });
});

describe('R-EQ-6 R-EQ-7: Equip Spells of a Tributed monster (inline test Equip Spell: the pool has none)', () => {
  it('CE-54 R-EQ-7 R-NS-5: the equipped monster is Tributed for a Lv6: the Equip goes to the GY; the Lv6 has no Equip', () => {
    const l = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('m1', 1000))] }));
    const { state, uid: eq } = withEquip(l.state, 0, 1, l.uid('m1'));
    const r = applyAll(state, [{ type: 'summon', card: l.uid('fg'), position: 'attack' }, { type: 'select', card: l.uid('m1') }]);
    const p = r.state.players[0];
    expect(labels(r.state, p.gy).sort()).toEqual(['EQ', 'm1']);
    expect(p.spellTraps).toEqual([null, null, null]);
    expect(p.spellTraps.some((s) => s?.equippedTo === l.uid('fg'))).toBe(false);
    expect(ofType(r.events, 'move').find((e) => e.card === eq)).toMatchObject({ from: 'spellTrap', to: 'gy' });
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('R-EQ-6: an Equip Spell on a monster that stays (not Tributed) is untouched', () => {
    const l = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('m1', 1000)), atkPos(mk('m2', 1000))] }));
    const { state } = withEquip(l.state, 0, 0, l.uid('m2'));
    const r = applyAll(state, [{ type: 'summon', card: l.uid('fg'), position: 'attack' }, { type: 'select', card: l.uid('m1') }]);
    expect(r.state.players[0].spellTraps[0]).toMatchObject({ equippedTo: l.uid('m2') });
  });
});

describe('CE-58 (summon part) R-POS-2: a monster Normal Summoned or Set this turn cannot change position', () => {
  it('CE-58: Normal Summoned this turn -> changePosition refused', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000), mk('b', 1000)] }));
    const s = applyAll(state, [
      { type: 'summon', card: uid('a'), position: 'attack', zone: 0 },
      { type: 'summon', card: uid('b'), position: 'set', zone: 1 },
    ]).state;
    for (const ref of ['a', 'b']) {
      const err = refuse(s, { type: 'changePosition', card: uid(ref) });
      expect(err).toMatch(/this turn/);
      expect(plainWords(err)).toBe(true);
    }
    expect(legalOf(s, 'changePosition')).toEqual([]);
  });

  it('CE-58: a Tribute Summoned monster cannot change position that turn either', () => {
    const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('m1', 1000))] }));
    const s = applyAll(state, [{ type: 'summon', card: uid('fg'), position: 'attack' }, { type: 'select', card: uid('m1') }]).state;
    expect(refuse(s, { type: 'changePosition', card: uid('fg') })).toMatch(/this turn/);
  });

  it('R-NS-8 R-BAT-3: a monster Normal Summoned this turn may attack this turn', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1800, 1000)] }));
    const r = applyAll(state, [
      { type: 'summon', card: uid('a'), position: 'attack', zone: 0 },
      { type: 'enterBattle' },
      { type: 'attack', attacker: uid('a'), target: 'direct' },
    ]);
    expect(r.state.players[1].lp).toBe(6200);
  });
});
