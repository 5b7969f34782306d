import { describe, expect, it } from 'vitest';
import {
  apply, applyAll, atkPos, board, defPos, isLegal, legalOf, load, maxMon, mk, ofType, OVERLORD, OVERLORD_L,
  OVERLORD_R, card, outPlayer, plainWords, refuse, scenario, setPos, slotOf,
} from './testing/mk';

const change = (card: number) => ({ type: 'changePosition', card }) as const;

describe('R-POS: changing battle positions', () => {
  it('R-POS-1: face-up Attack -> face-up Defense', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000, 1200))] }));
    const r = apply(state, change(uid('a')));
    expect(slotOf(r.state, uid('a')).slot).toMatchObject({ position: 'defense', faceDown: false, positionChangedThisTurn: true });
    expect(ofType(r.events, 'position')).toMatchObject([{ card: uid('a'), player: 0, position: 'defense', faceDown: false, reason: 'change' }]);
  });

  it('R-POS-1: face-up Defense -> face-up Attack', () => {
    const { state, uid } = load(board({ monsters: [defPos(mk('a', 1000, 1200))] }));
    const r = apply(state, change(uid('a')));
    expect(slotOf(r.state, uid('a')).slot).toMatchObject({ position: 'attack', faceDown: false });
  });

  it('CE-59 R-POS-1 R-POS-3: a monster Set last turn: changePosition makes it face-up Attack (Reverse); face-up Defense is not an option', () => {
    const { state, uid } = load(board({ monsters: [setPos(mk('a', 1000, 1200))] }));
    // Exactly one position change is offered for it, and it leads to face-up Attack.
    expect(legalOf(state, 'changePosition')).toEqual([change(uid('a'))]);
    const r = apply(state, change(uid('a')));
    expect(slotOf(r.state, uid('a')).slot).toMatchObject({ position: 'attack', faceDown: false, positionChangedThisTurn: true });
    expect(ofType(r.events, 'position')).toMatchObject([{ position: 'attack', faceDown: false }]);
    // R-POS-4: a Reverse is not a Summon.
    expect(ofType(r.events, 'summon')).toEqual([]);
    expect(slotOf(r.state, uid('a')).slot.summonedThisTurn).toBe(false);
  });

  it('CE-59: the same through the scenario runner, Set in one turn and reversed in the next own turn', () => {
    const b = board({ hand: [mk('a', 1000, 1200)] });
    const out = scenario(b, [
      { do: 'set', card: 'a' },
      { do: 'endTurn' },
      { do: 'endTurn' },
      { do: 'changePosition', card: 'a' },
    ]);
    expect(out.ok).toBe(true);
    expect(outPlayer(out, 0).monsters[0]).toMatchObject({ position: 'attack', faceDown: false, positionChangedThisTurn: true });
  });

  it('R-POS-3: a face-up monster is never turned face-down by a position change', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000)), defPos(mk('b', 1000))] }));
    const r = applyAll(state, [change(uid('a')), change(uid('b'))]);
    expect(slotOf(r.state, uid('a')).slot.faceDown).toBe(false);
    expect(slotOf(r.state, uid('b')).slot.faceDown).toBe(false);
  });

  it('CE-58 R-POS-2: a monster Normal Summoned this turn cannot change position', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000), { summonedThisTurn: true })] }));
    const err = refuse(state, change(uid('a')));
    expect(err).toMatch(/this turn/);
    expect(plainWords(err)).toBe(true);
    expect(legalOf(state, 'changePosition')).toEqual([]);
  });

  it('CE-58 R-POS-2: a monster Set this turn cannot be flipped face-up this turn', () => {
    const { state, uid } = load(board({ hand: [mk('Hidden Ogre', 1000)] }));
    const s = apply(state, { type: 'summon', card: uid('Hidden Ogre'), position: 'set', zone: 0 }).state;
    const err = refuse(s, change(uid('Hidden Ogre')));
    expect(err).toMatch(/this turn/);
    expect(plainWords(err)).toBe(true);
    // The refusal does not print the face-down card's name.
    expect(err).not.toMatch(/Hidden Ogre/);
  });

  it('CE-58 R-POS-2 R-SS-5: a monster Special Summoned this turn (MAXIMUM Summon) cannot change position', () => {
    const { state, uid } = load(board({ hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')] }));
    const s = apply(state, { type: 'maximumSummon', card: uid('C'), left: uid('L'), right: uid('R') }).state;
    expect(plainWords(refuse(s, change(uid('C'))))).toBe(true);
  });

  it('CE-60 R-POS-2: a monster already changed this turn cannot change again', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000))] }));
    const s = apply(state, change(uid('a'))).state;
    const err = refuse(s, change(uid('a')));
    expect(err).toMatch(/already changed/);
    expect(plainWords(err)).toBe(true);
    expect(isLegal(s, change(uid('a')))).toBe(false);
  });

  it('CE-60 R-POS-2: a board saying positionChangedThisTurn is honoured', () => {
    const { state, uid } = load(board({ monsters: [defPos(mk('a', 1000), { positionChangedThisTurn: true })] }));
    expect(refuse(state, change(uid('a')))).toMatch(/already changed/);
  });

  it('R-POS-2: the once-per-turn record is cleared for the next turn', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000))] }));
    const s = applyAll(state, [change(uid('a')), { type: 'endTurn' }, { type: 'endTurn' }]).state;
    expect(s.turnPlayer).toBe(0);
    const r = apply(s, change(uid('a')));
    expect(slotOf(r.state, uid('a')).slot.position).toBe('attack');
  });

  it('R-POS-2: each monster has its own once-per-turn change', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000)), atkPos(mk('b', 1000)), setPos(mk('c', 1000))] }));
    const r = applyAll(state, [change(uid('a')), change(uid('b')), change(uid('c'))]);
    expect(r.state.players[0].monsters.map((m) => [m?.position, m?.faceDown])).toEqual([
      ['defense', false],
      ['defense', false],
      ['attack', false],
    ]);
  });

  it('R-POS-1: only monsters you control: the opponent\'s monster is refused', () => {
    const { state, uid } = load(board({}, { monsters: [atkPos(mk('o', 1000))] }));
    expect(plainWords(refuse(state, change(uid('o'))))).toBe(true);
    const out = scenario(board({}, { monsters: [atkPos(mk('o', 1000))] }), [{ do: 'changePosition', card: 'o' }]);
    expect(out.ok).toBe(false);
    expect(plainWords(out.error)).toBe(true);
  });

  it('R-POS-1 R-TURN-3: position changes are Main Phase actions: refused in the Battle Phase', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000))] }, {}, { phase: 'battle' }));
    expect(refuse(state, change(uid('a')))).toMatch(/Battle Phase/);
  });

  it('R-POS-7 R-MAX-13: a MAXIMUM monster never changes position', () => {
    const { state, uid } = load(board({ monsters: [maxMon()] }));
    expect(refuse(state, change(uid('C')))).toMatch(/MAXIMUM/);
    expect(legalOf(state, 'changePosition')).toEqual([]);
  });

  it('R-POS-1 R-TURN-3: after attacking, the monster cannot change position (no way back to the Main Phase)', () => {
    const b = board({ monsters: [atkPos(mk('a', 1000))] }, {});
    const { state, uid } = load(b);
    const s = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('a'), target: 'direct' }]).state;
    expect(plainWords(refuse(s, change(uid('a'))))).toBe(true);
  });
});
