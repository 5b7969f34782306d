import { describe, expect, it } from 'vitest';
import { stateProblems } from './invariants';
import {
  apply, applyAll, atkPos, board, card, DARK_HOLE, isLegal, labels, legalOf, load, mk, ofType, outLabels, outPlayer,
  OVERBASE, plainWords, POT_OF_GREED, refuse, SAKURETSU, scenario, SKYSCRAPER, TRAP_HOLE, withEquip,
} from './testing/mk';

const setST = (card: number, zone: number | 'field') => ({ type: 'setSpellTrap', card, zone }) as const;

describe('R-SPELL-6 R-TRAP-1: Setting Spells and Traps', () => {
  it('R-SPELL-6: a Normal Spell is Set face-down into an empty Spell & Trap Zone, marked Set this turn', () => {
    const { state, uid } = load(board({ hand: [card(DARK_HOLE, 's')] }));
    const r = apply(state, setST(uid('s'), 1));
    expect(r.state.players[0].spellTraps[1]).toMatchObject({ uid: uid('s'), faceDown: true, setThisTurn: true, equippedTo: null });
    expect(r.state.players[0].hand).toEqual([]);
    expect(ofType(r.events, 'set')).toMatchObject([{ player: 0, card: uid('s'), zone: 1 }]);
  });

  it('R-TRAP-1: a Trap is Set face-down from the hand into an empty Spell & Trap Zone', () => {
    const { state, uid } = load(board({ hand: [card(TRAP_HOLE, 't')] }));
    const r = apply(state, setST(uid('t'), 0));
    expect(r.state.players[0].spellTraps[0]).toMatchObject({ uid: uid('t'), faceDown: true, setThisTurn: true });
  });

  it('R-TRAP-1: a Trap in hand can only be Set (no other action offers it)', () => {
    const { state, uid } = load(board({ hand: [card(TRAP_HOLE, 't')] }));
    const forTrap = legalOf(state, 'setSpellTrap').filter((a) => a.card === uid('t'));
    expect(forTrap.map((a) => a.zone)).toEqual([0, 1, 2]);
    expect(plainWords(refuse(state, { type: 'summon', card: uid('t'), position: 'set', zone: 0 }))).toBe(true);
    const out = scenario(board({ hand: [card(TRAP_HOLE, 't')] }), [{ do: 'activate', card: 't' }]);
    expect(out.ok).toBe(false);
    expect(plainWords(out.error)).toBe(true);
  });

  it('R-SPELL-6: any number of Spells/Traps per turn, one per empty zone (scenario fills zones left to right)', () => {
    const out = scenario(board({ hand: [card(DARK_HOLE, 's1'), card(TRAP_HOLE, 't1'), card(POT_OF_GREED, 's2')] }), [
      { do: 'set', card: 's1' },
      { do: 'set', card: 't1' },
      { do: 'set', card: 's2' },
    ]);
    expect(out.ok).toBe(true);
    const st = outPlayer(out, 0).spellTraps;
    expect(st.map((s) => [s.zone, (s.card as { ref: string }).ref, s.faceDown, s.setThisTurn, s.equippedTo])).toEqual([
      [0, 's1', true, true, null],
      [1, 't1', true, true, null],
      [2, 's2', true, true, null],
    ]);
  });

  it('R-SPELL-6: an occupied zone is refused while a free one is accepted', () => {
    const { state, uid } = load(board({ hand: [card(DARK_HOLE, 's')], spellTraps: [{ card: card(TRAP_HOLE, 't'), zone: 0 }] }));
    expect(refuse(state, setST(uid('s'), 0))).toMatch(/not free/);
    expect(legalOf(state, 'setSpellTrap').map((a) => a.zone)).toEqual([1, 2]);
  });

  it('CE-55 R-SPELL-7: with all 3 Spell & Trap Zones occupied, Setting a Normal Spell or a Trap is refused; a Field Spell can still be Set', () => {
    const b = board({
      hand: [card(DARK_HOLE, 's'), card(SAKURETSU, 't'), card(SKYSCRAPER, 'f')],
      spellTraps: [{ card: card(TRAP_HOLE, 'z0') }, { card: card(TRAP_HOLE, 'z1') }, { card: card(POT_OF_GREED, 'z2') }],
    });
    const { state, uid } = load(b);
    for (const ref of ['s', 't']) {
      for (const zone of [0, 1, 2]) {
        const err = refuse(state, setST(uid(ref), zone));
        expect(err).toMatch(/R-SPELL-7|in use/);
        expect(plainWords(err)).toBe(true);
      }
    }
    expect(legalOf(state, 'setSpellTrap')).toEqual([setST(uid('f'), 'field')]);
    const r = apply(state, setST(uid('f'), 'field'));
    expect(r.state.players[0].field).toMatchObject({ uid: uid('f'), faceDown: true });
  });

  it('CE-55 R-SPELL-7 R-EQ-3: 2 face-up Equip Spells and 1 Set Trap fill the zones: Setting a Spell or Trap refused, a Field Spell legal', () => {
    // The pool has no Equip Spell: two inline test Equip Spells are added to the state.
    const loaded = load(board({
      hand: [card(DARK_HOLE, 's'), card(SAKURETSU, 't'), card(SKYSCRAPER, 'f')],
      monsters: [atkPos(mk('m', 1000))],
      spellTraps: [{ card: card(TRAP_HOLE, 'z1'), zone: 1 }],
    }));
    const { uid } = loaded;
    const e1 = withEquip(loaded.state, 0, 0, uid('m'), 'EQ1');
    const { state } = withEquip(e1.state, 0, 2, uid('m'), 'EQ2');
    expect(stateProblems(state)).toEqual([]);
    expect(plainWords(refuse(state, setST(uid('s'), 0)))).toBe(true);
    expect(plainWords(refuse(state, setST(uid('t'), 2)))).toBe(true);
    expect(isLegal(state, setST(uid('f'), 'field'))).toBe(true);
    apply(state, setST(uid('f'), 'field'));
  });

  it('R-ZONE-4: only a Field Spell goes in the Field Zone, and a Field Spell only there', () => {
    const { state, uid } = load(board({ hand: [card(DARK_HOLE, 's'), card(TRAP_HOLE, 't'), card(SKYSCRAPER, 'f')] }));
    expect(refuse(state, setST(uid('s'), 'field'))).toMatch(/Field Spell/);
    expect(refuse(state, setST(uid('t'), 'field'))).toMatch(/Field Spell/);
    expect(refuse(state, setST(uid('f'), 0))).toMatch(/Field Zone/);
  });

  it('R-SPELL-6: a monster cannot be Set in a Spell & Trap Zone', () => {
    const { state, uid } = load(board({ hand: [mk('m', 1000)] }));
    expect(plainWords(refuse(state, setST(uid('m'), 0)))).toBe(true);
  });

  it('R-SPELL-6: Setting is a Main Phase action: refused in the Battle Phase', () => {
    const { state, uid } = load(board({ hand: [card(DARK_HOLE, 's'), card(SKYSCRAPER, 'f')] }, {}, { phase: 'battle' }));
    expect(refuse(state, setST(uid('s'), 0))).toMatch(/Battle Phase/);
    expect(refuse(state, setST(uid('f'), 'field'))).toMatch(/Battle Phase/);
  });

  it('R-SPELL-6: only cards in your own hand can be Set', () => {
    const { state, uid } = load(board({ graveyard: [card(DARK_HOLE, 'g')] }, { hand: [card(TRAP_HOLE, 'o')] }));
    expect(refuse(state, setST(uid('g'), 0))).toMatch(/not in your hand/);
    expect(refuse(state, setST(uid('o'), 0))).toMatch(/not in your hand/);
  });
});

describe('R-FIELD: the Field Zone', () => {
  it('R-FIELD-3: with a face-up Field Spell F1 in the Field Zone, Setting F2 sends F1 to the GY by rule (not destroyed)', () => {
    const b = board({ hand: [card(SKYSCRAPER, 'F2')], field: { card: card(OVERBASE, 'F1'), faceDown: false } });
    const { state, uid } = load(b);
    expect(isLegal(state, setST(uid('F2'), 'field'))).toBe(true);
    const r = apply(state, setST(uid('F2'), 'field'));
    const p = r.state.players[0];
    expect(labels(r.state, p.gy)).toEqual(['F1']);
    expect(p.field).toMatchObject({ uid: uid('F2'), faceDown: true, setThisTurn: true });
    expect(ofType(r.events, 'destroy')).toEqual([]);
    expect(ofType(r.events, 'move')).toMatchObject([{ card: uid('F1'), player: 0, from: 'field', to: 'gy', reason: 'rule' }]);
    // The old card leaves before the new one is placed.
    const kinds = r.events.map((e) => e.type);
    expect(kinds.indexOf('move')).toBeLessThan(kinds.indexOf('set'));
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('R-FIELD-3: a face-down (Set) Field Spell is replaced the same way', () => {
    const out = scenario(board({ hand: [card(SKYSCRAPER, 'F2')], field: { card: card(OVERBASE, 'F1'), faceDown: true } }), [
      { do: 'set', card: 'F2' },
    ]);
    expect(out.ok).toBe(true);
    expect(outLabels(outPlayer(out, 0).graveyard)).toEqual(['F1']);
    expect(outPlayer(out, 0).field).toMatchObject({ card: { id: SKYSCRAPER, ref: 'F2' }, faceDown: true });
  });

  it('R-FIELD-4: any number of Field Spells may be Set in one turn (each replaces the last)', () => {
    const b = board({ hand: [card(SKYSCRAPER, 'F1'), card(OVERBASE, 'F2'), card(SKYSCRAPER, 'F3')] });
    const { state, uid } = load(b);
    const r = applyAll(state, [setST(uid('F1'), 'field'), setST(uid('F2'), 'field'), setST(uid('F3'), 'field')]);
    expect(labels(r.state, r.state.players[0].gy)).toEqual(['F1', 'F2']);
    expect(r.state.players[0].field?.uid).toBe(uid('F3'));
  });

  it('R-FIELD-2 R-FIELD-3: each player has their own Field Zone: Setting yours leaves the opponent\'s Field Spell alone', () => {
    const b = board({ hand: [card(SKYSCRAPER, 'F1')] }, { field: { card: card(OVERBASE, 'O1'), faceDown: false } });
    const { state, uid } = load(b);
    const r = apply(state, setST(uid('F1'), 'field'));
    expect(r.state.players[1].field?.uid).toBe(uid('O1'));
    expect(r.state.players[1].gy).toEqual([]);
    expect(r.state.players[0].field?.uid).toBe(uid('F1'));
  });

  it('R-SPELL-7 R-FIELD-3: a Field Spell never takes a Spell & Trap Zone', () => {
    const { state, uid } = load(board({ hand: [card(SKYSCRAPER, 'F1')] }));
    const r = apply(state, setST(uid('F1'), 'field'));
    expect(r.state.players[0].spellTraps).toEqual([null, null, null]);
  });
});
