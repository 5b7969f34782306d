import { describe, expect, it } from 'vitest';
import { cardDef, cardName } from './cards';
import { legalActions } from './legal';
import { stateProblems } from './invariants';
import { monsterAtk, monsterDef, monsterLevel } from './stats';
import {
  apply, applyAll, atkPos, board, card, defPos, FIRE_GUARDIAN, BLUE_EYES, isLegal, labels, legalOf, load, maxMon, mk,
  ofType, onField, outLabels, outPlayer, OVERLORD, OVERLORD_L, OVERLORD_R, plainWords, refuse, scenario, setPos,
  SKYSTREAM, SKYSTREAM_L, SKYSTREAM_R, slotOf, withEquip, YGGDRAGO, YGGDRAGO_L, YGGDRAGO_R,
} from './testing/mk';
import { freeMonsterZones, monsterCount } from './zones';

const setInHand = () => [card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')];
const maxAction = (uid: (r: string) => number, c = 'C', l = 'L', r = 'R') =>
  ({ type: 'maximumSummon', card: uid(c), left: uid(l), right: uid(r) }) as const;

describe('R-MAX: MAXIMUM Summon', () => {
  it('CE-14 R-MAX-2 R-MAX-4 R-MAX-6 R-MAX-7 R-EQ-6: Mk(1500/1000) with an Equip Spell and a face-down monster; MAXIMUM Summon: GY +3, one Lv10 ATK 3500 monster in all 3 zones, hand -3', () => {
    // The pool has no Equip Spell: the Equip is an inline test card added to the state.
    const loaded = load(board({ hand: [...setInHand(), mk('other', 100)], monsters: [atkPos(mk('mk', 1500, 1000)), setPos(mk('fd', 800))] }));
    const { uid } = loaded;
    const { state, uid: eq } = withEquip(loaded.state, 0, 0, uid('mk'));
    expect(stateProblems(state)).toEqual([]);
    const r = apply(state, maxAction(uid));
    const p = r.state.players[0];
    expect(labels(r.state, p.gy).sort()).toEqual(['EQ', 'fd', 'mk']);
    expect(p.spellTraps[0]).toBeNull();
    expect(labels(r.state, p.hand)).toEqual(['other']);
    expect(p.monsters[0]).toBeNull();
    expect(p.monsters[2]).toBeNull();
    const m = p.monsters[1];
    if (!m) throw new Error('no MAXIMUM monster');
    expect(m).toMatchObject({ uid: uid('C'), position: 'attack', faceDown: false, maximum: { left: uid('L'), right: uid('R') } });
    expect(cardName(r.state, m.uid)).toBe('Supreme Machine Magnum Overlord');
    expect(monsterLevel(r.state, m)).toBe(10);
    expect(monsterAtk(r.state, m)).toBe(3500);
    expect(monsterCount(p)).toBe(1);
    expect(freeMonsterZones(p)).toEqual([]);
    // Sent by rule: not destroyed, not Tributed.
    expect(ofType(r.events, 'destroy')).toEqual([]);
    const moves = ofType(r.events, 'move');
    expect(moves.map((e) => [e.card, e.to, e.reason]).sort()).toEqual(
      [[uid('mk'), 'gy', 'rule'], [uid('fd'), 'gy', 'rule'], [eq, 'gy', 'rule']].sort(),
    );
    expect(ofType(r.events, 'summon')).toEqual([
      { type: 'summon', player: 0, card: uid('C'), how: 'maximum', zone: 1, position: 'attack', faceDown: false },
    ]);
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('CE-14 (scenario): the MAXIMUM monster is written as one entry in the middle zone naming its [L] and [R]', () => {
    const out = scenario(board({ hand: setInHand(), monsters: [atkPos(mk('mk', 1500, 1000)), setPos(mk('fd', 800))] }), [
      { do: 'maximumSummon', card: 'C' },
    ]);
    expect(out.ok).toBe(true);
    const p = outPlayer(out, 0);
    expect(outLabels(p.graveyard).sort()).toEqual(['fd', 'mk']);
    expect(p.hand).toEqual([]);
    expect(p.monsters).toHaveLength(1);
    expect(p.monsters[0]).toMatchObject({
      card: { id: OVERLORD, ref: 'C' },
      zone: 1,
      position: 'attack',
      faceDown: false,
      summonedThisTurn: true,
      maximum: { left: { id: OVERLORD_L, ref: 'L' }, right: { id: OVERLORD_R, ref: 'R' } },
    });
  });

  it('R-MAX-7: identity (name, Level, Attribute, Type) is the center piece\'s; original ATK is the MAXIMUM ATK', () => {
    const { state, uid } = load(board({ hand: setInHand() }));
    const s = apply(state, maxAction(uid)).state;
    const m = slotOf(s, uid('C')).slot;
    const center = cardDef(s, uid('C'));
    expect(center.maximum).toMatchObject({ role: 'center', atk: 3500 });
    expect(monsterAtk(s, m)).toBe(3500);
    expect(monsterLevel(s, m)).toBe(center.level);
    expect(cardDef(s, m.uid).attribute).toBe(center.attribute);
    expect(cardDef(s, m.uid).race).toBe(center.race);
  });

  it('R-MAX-7: a MAXIMUM monster deals its MAXIMUM ATK in battle (3500 direct, 4000 for Yggdrago)', () => {
    for (const [ids, dmg] of [[[OVERLORD, OVERLORD_L, OVERLORD_R], 3500], [[YGGDRAGO, YGGDRAGO_L, YGGDRAGO_R], 4000]] as const) {
      const b = board({ hand: [card(ids[0], 'C'), card(ids[1], 'L'), card(ids[2], 'R')] });
      const { state, uid } = load(b);
      const r = applyAll(state, [maxAction(uid), { type: 'enterBattle' }, { type: 'attack', attacker: uid('C'), target: 'direct' }]);
      expect(r.state.players[1].lp).toBe(8000 - dmg);
    }
  });

  it('R-MAX-8: a MAXIMUM monster has no DEF at all', () => {
    const { state, uid } = load(board({ monsters: [maxMon()] }));
    expect(monsterDef(state, slotOf(state, uid('C')).slot)).toBeNull();
  });

  it('R-MAX-2: MAXIMUM Summon is offered only with all 3 pieces in hand, once per set name', () => {
    const { state, uid } = load(board({ hand: [...setInHand(), card(OVERLORD, 'C2'), card(OVERLORD_L, 'L2')] }));
    const maxes = legalOf(state, 'maximumSummon');
    expect(maxes).toHaveLength(1);
    expect(maxes[0]).toMatchObject({ left: expect.any(Number), right: uid('R') });
    const partial = load(board({ hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L')] })).state;
    expect(legalOf(partial, 'maximumSummon')).toEqual([]);
  });

  it('R-MAX-2: MAXIMUM Summon is a Main Phase action (refused in the Battle Phase)', () => {
    const { state, uid } = load(board({ hand: setInHand() }, {}, { phase: 'battle' }));
    expect(plainWords(refuse(state, maxAction(uid)))).toBe(true);
  });

  it('R-MAX-2 R-MAX-1: the pieces must be the ones named on the center (another set\'s [L] is refused)', () => {
    const { state, uid } = load(board({ hand: [...setInHand(), card(SKYSTREAM_L, 'SL')] }));
    const err = refuse(state, maxAction(uid, 'C', 'SL', 'R'));
    expect(err).toMatch(/\[L\] and \[R\]/);
    expect(plainWords(err)).toBe(true);
    expect(refuse(state, maxAction(uid, 'L', 'C', 'R'))).toMatch(/not the center piece/);
  });

  it('CE-15 R-MAX-3: [L] Normal Summoned on the field, C and [R] in hand: MAXIMUM Summon refused', () => {
    const b = board({ hand: setInHand() });
    const out = scenario(b, [
      { do: 'summon', card: 'L', position: 'attack' },
      { do: 'maximumSummon', card: 'C' },
    ]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(1);
    expect(plainWords(out.error)).toBe(true);
    expect(outPlayer(out, 0).monsters).toHaveLength(1);
    const { state, uid } = load(b);
    const s = apply(state, { type: 'summon', card: uid('L'), position: 'attack', zone: 0 }).state;
    expect(refuse(s, maxAction(uid))).toMatch(/hand/);
    expect(legalOf(s, 'maximumSummon')).toEqual([]);
  });

  it('R-MAX-3: pieces in the GY or the Deck can never be used', () => {
    const b = board({ hand: [card(OVERLORD, 'C'), card(OVERLORD_R, 'R')], graveyard: [card(OVERLORD_L, 'L')], deck: [card(OVERLORD_L, 'L2')] });
    const { state, uid } = load(b);
    expect(plainWords(refuse(state, maxAction(uid)))).toBe(true);
    expect(plainWords(refuse(state, maxAction(uid, 'C', 'L2', 'R')))).toBe(true);
  });

  it('R-MAX-4: allowed while controlling 3 monsters; only your own monsters are sent, the opponent\'s stay', () => {
    const b = board(
      { hand: setInHand(), monsters: [atkPos(mk('a', 1)), defPos(mk('b', 1)), setPos(mk('c', 1))] },
      { monsters: [atkPos(mk('o', 1))] },
    );
    const { state, uid } = load(b);
    expect(isLegal(state, maxAction(uid))).toBe(true);
    const r = apply(state, maxAction(uid));
    expect(labels(r.state, r.state.players[0].gy)).toEqual(['a', 'b', 'c']);
    expect(onField(r.state, uid('o'))).toBe(true);
    expect(r.state.players[1].gy).toEqual([]);
  });

  it('CE-16 R-MAX-9 R-NS-3: with a MAXIMUM monster, a Lv4 can be neither Summoned nor Set', () => {
    const { state, uid } = load(board({ hand: [mk('h', 1000)], monsters: [maxMon()] }));
    for (const position of ['attack', 'set'] as const) {
      for (const zone of [0, 1, 2]) {
        const err = refuse(state, { type: 'summon', card: uid('h'), position, zone });
        expect(plainWords(err)).toBe(true);
      }
    }
    expect(legalOf(state, 'summon')).toEqual([]);
    expect(freeMonsterZones(state.players[0])).toEqual([]);
  });

  it('CE-16 R-MAX-2 R-MAX-4: a second, complete MAXIMUM set can still be MAXIMUM Summoned; the old one\'s 3 cards go to the GY', () => {
    const b = board({
      hand: [card(SKYSTREAM, 'C2'), card(SKYSTREAM_L, 'L2'), card(SKYSTREAM_R, 'R2')],
      monsters: [maxMon()],
    });
    const { state, uid } = load(b);
    expect(isLegal(state, maxAction(uid, 'C2', 'L2', 'R2'))).toBe(true);
    const r = apply(state, maxAction(uid, 'C2', 'L2', 'R2'));
    expect(labels(r.state, r.state.players[0].gy).sort()).toEqual(['C', 'L', 'R']);
    expect(r.state.players[0].monsters[1]).toMatchObject({ uid: uid('C2'), maximum: { left: uid('L2'), right: uid('R2') } });
    expect(ofType(r.events, 'move').every((e) => e.reason === 'rule' && e.to === 'gy')).toBe(true);
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('R-MAX-2: no per-turn limit: two MAXIMUM Summons (two copies of the same set) in one Main Phase', () => {
    const b = board({ hand: [...setInHand(), card(OVERLORD, 'C2'), card(OVERLORD_L, 'L2'), card(OVERLORD_R, 'R2')] });
    const { state, uid } = load(b);
    const r = applyAll(state, [maxAction(uid), maxAction(uid, 'C2', 'L2', 'R2')]);
    expect(labels(r.state, r.state.players[0].gy).sort()).toEqual(['C', 'L', 'R']);
    expect(r.state.players[0].monsters[1]?.uid).toBe(uid('C2'));
  });

  it('CE-17 R-MAX-11 R-MAX-16: Tributing the MAXIMUM monster for a Lv6: C, [L], [R] all go to the GY, the Lv6 is summoned', () => {
    const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [maxMon()] }));
    expect(isLegal(state, { type: 'summon', card: uid('fg'), position: 'attack' })).toBe(true);
    const r = applyAll(state, [{ type: 'summon', card: uid('fg'), position: 'attack' }, { type: 'select', card: uid('C') }]);
    const p = r.state.players[0];
    expect(labels(r.state, p.gy).sort()).toEqual(['C', 'L', 'R']);
    expect(p.monsters.filter(Boolean).map((m) => m?.uid)).toEqual([uid('fg')]);
    const moves = ofType(r.events, 'move');
    expect(moves).toHaveLength(3);
    expect(moves.every((e) => e.reason === 'tribute' && e.to === 'gy' && e.from === 'monster')).toBe(true);
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('CE-17 R-MAX-11: a Lv6 Tribute Set using the MAXIMUM monster is legal too (scenario)', () => {
    const out = scenario(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [maxMon()] }), [{ do: 'set', card: 'fg' }, { do: 'choose', cards: ['C'] }]);
    expect(out.ok).toBe(true);
    expect(outLabels(outPlayer(out, 0).graveyard).sort()).toEqual(['C', 'L', 'R']);
    expect(outPlayer(out, 0).monsters[0]).toMatchObject({ position: 'defense', faceDown: true });
  });

  it('R-MAX-10: the [L]/[R] pieces are not separate monsters: they cannot be chosen as Tributes', () => {
    const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [maxMon()] }));
    const s = apply(state, { type: 'summon', card: uid('fg'), position: 'attack' }).state;
    expect(legalOf(s, 'select').map((a) => a.card)).toEqual([uid('C')]);
    expect(plainWords(refuse(s, { type: 'select', card: uid('L') }))).toBe(true);
  });

  it('CE-18 R-MAX-12: the MAXIMUM monster as the only monster and a Lv8 in hand: Tribute Summon refused', () => {
    const { state, uid } = load(board({ hand: [card(BLUE_EYES, 'be')], monsters: [maxMon()] }));
    for (const position of ['attack', 'set'] as const) {
      const err = refuse(state, { type: 'summon', card: uid('be'), position });
      expect(err).toMatch(/2 Tributes/);
      expect(plainWords(err)).toBe(true);
    }
    const out = scenario(board({ hand: [card(BLUE_EYES, 'be')], monsters: [maxMon()] }), [
      { do: 'summon', card: 'be', tributes: ['C', 'L'] },
    ]);
    expect(out.ok).toBe(false);
    expect(outPlayer(out, 0).monsters).toHaveLength(1);
  });

  it('R-MAX-10: a MAXIMUM monster counts as 1 monster and is 1 attack target', () => {
    const b = board({ monsters: [atkPos(mk('a', 4000))] }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    expect(monsterCount(state.players[1])).toBe(1);
    const s = apply(state, { type: 'enterBattle' }).state;
    expect(legalOf(s, 'attack')).toEqual([{ type: 'attack', attacker: uid('a'), target: uid('C') }]);
    expect(plainWords(refuse(s, { type: 'attack', attacker: uid('a'), target: uid('L') }))).toBe(true);
    expect(plainWords(refuse(s, { type: 'attack', attacker: uid('a'), target: 'direct' }))).toBe(true);
  });

  it('R-MAX-13 R-POS-7: the MAXIMUM monster cannot change position, not even in a later turn', () => {
    const { state, uid } = load(board({ hand: setInHand() }));
    const s = apply(state, maxAction(uid)).state;
    expect(refuse(s, { type: 'changePosition', card: uid('C') })).toMatch(/MAXIMUM/);
    const later = load(board({ monsters: [maxMon({}, undefined, { summonedThisTurn: false })] }));
    const err = refuse(later.state, { type: 'changePosition', card: later.uid('C') });
    expect(err).toMatch(/MAXIMUM/);
    expect(plainWords(err)).toBe(true);
    expect(legalOf(later.state, 'changePosition')).toEqual([]);
  });

  it('CE-21 R-MAX-15 R-BAT-2: a MAXIMUM monster with no extra-attack effect attacks once; a second declaration is refused', () => {
    const b = board({ monsters: [maxMon()] }, { monsters: [atkPos(mk('x', 100)), atkPos(mk('y', 100))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('C'), target: uid('x') }]);
    expect(r.state.players[1].lp).toBe(8000 - 3400);
    const err = refuse(r.state, { type: 'attack', attacker: uid('C'), target: uid('y') });
    expect(err).toMatch(/already attacked/);
    expect(legalOf(r.state, 'attack')).toEqual([]);
  });

  it('R-MAX-16 R-BAT: a MAXIMUM monster attacked and destroyed by battle: all 3 cards go to the GY together', () => {
    const b = board({ monsters: [atkPos(mk('big', 4000))] }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('big'), target: uid('C') }]);
    expect(r.state.players[1].lp).toBe(7500);
    expect(labels(r.state, r.state.players[1].gy).sort()).toEqual(['C', 'L', 'R']);
    expect(r.state.players[1].monsters).toEqual([null, null, null]);
    expect(ofType(r.events, 'destroy')).toMatchObject([{ type: 'destroy', card: uid('C'), player: 1, reason: 'battle' }]);
    expect(ofType(r.events, 'move').map((e) => [e.card, e.to, e.reason])).toEqual([
      [uid('L'), 'gy', 'battle'], [uid('C'), 'gy', 'battle'], [uid('R'), 'gy', 'battle'],
    ]);
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('R-MAX-16 R-DMG-5: a MAXIMUM monster that attacks a stronger monster is destroyed: all 3 to the GY, 500 damage', () => {
    const b = board({ monsters: [maxMon()] }, { monsters: [atkPos(mk('wall', 4000))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('C'), target: uid('wall') }]);
    expect(r.state.players[0].lp).toBe(7500);
    expect(labels(r.state, r.state.players[0].gy).sort()).toEqual(['C', 'L', 'R']);
  });

  it('R-MAX-16 R-DMG-3: MAXIMUM (3500) against Mk(3500): both destroyed, GY +3 for its owner and +1 for the other', () => {
    const b = board({ monsters: [maxMon()] }, { monsters: [atkPos(mk('eq', 3500))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('C'), target: uid('eq') }]);
    expect(r.state.players[0].gy).toHaveLength(3);
    expect(r.state.players[1].gy).toHaveLength(1);
    expect(r.state.players[0].lp).toBe(8000);
    expect(r.state.players[1].lp).toBe(8000);
  });

  it('R-MAX-16 R-EQ-6 R-EQ-11: an Equip Spell on a destroyed MAXIMUM monster goes to the GY as well (4 cards)', () => {
    const loaded = load(board({ monsters: [atkPos(mk('big', 4000))] }, { monsters: [maxMon()] }));
    const { state } = withEquip(loaded.state, 1, 2, loaded.uid('C'));
    const uid = loaded.uid;
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('big'), target: uid('C') }]);
    expect(labels(r.state, r.state.players[1].gy).sort()).toEqual(['C', 'EQ', 'L', 'R']);
    expect(r.state.players[1].spellTraps).toEqual([null, null, null]);
  });

  it('R-MAX-9: a MAXIMUM monster leaves no Monster Zone free, so the only Main Phase monster actions are Lv5-6 Tributes and MAXIMUM', () => {
    const b = board({ hand: [mk('h', 1), card(FIRE_GUARDIAN, 'fg'), card(BLUE_EYES, 'be')], monsters: [maxMon()] });
    const { state, uid } = load(b);
    const monsterActs = legalActions(state).filter((a) => a.type === 'summon' || a.type === 'maximumSummon');
    expect(monsterActs).toEqual([
      { type: 'summon', card: uid('fg'), position: 'attack' },
      { type: 'summon', card: uid('fg'), position: 'set' },
    ]);
  });
});
