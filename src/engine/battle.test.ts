import { describe, expect, it } from 'vitest';
import { resolveAttack } from './battle';
import { legalActions } from './legal';
import { describePending } from './scenario/run';
import { stateProblems } from './invariants';
import type { DuelEvent, DuelState } from './types';
import {
  apply, applyAll, atkPos, board, defPos, isLegal, labels, legalOf, load, mk, ofType, onField, outLabels, outPlayer,
  plainWords, refuse, scenario, setPos, slotOf, withEquip, type BoardIn,
} from './testing/mk';

/** Loads `b` (P0 to act, turn 2, Main Phase) and enters the Battle Phase. */
function inBattle(b: BoardIn) {
  const l = load(b);
  return { ...l, state: apply(l.state, { type: 'enterBattle' }).state };
}

/** One attack from the Battle Phase board `b`. */
function fight(b: BoardIn, attacker: string, target: string | 'direct') {
  const l = inBattle(b);
  const r = apply(l.state, { type: 'attack', attacker: l.uid(attacker), target: target === 'direct' ? 'direct' : l.uid(target) });
  return { ...r, uid: l.uid, before: l.state };
}

const lps = (s: DuelState): [number, number] => [s.players[0].lp, s.players[1].lp];
const destroyed = (s: DuelState, events: readonly DuelEvent[]) => labels(s, ofType(events, 'destroy').map((e) => e.card));

describe('R-DMG: the damage calculation table', () => {
  it('CE-25 R-DMG-2: Mk(2000) attacks Attack-Position Mk(1500): target destroyed, its controller 8000 -> 7500', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('t', 1500))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 7500]);
    expect(destroyed(r.state, r.events)).toEqual(['t']);
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['t']);
    expect(onField(r.state, r.uid('a'))).toBe(true);
    expect(ofType(r.events, 'damage')).toMatchObject([{ player: 1, amount: 500, lp: 7500, reason: 'battle' }]);
    expect(ofType(r.events, 'destroy')).toMatchObject([{ card: r.uid('t'), player: 1, reason: 'battle' }]);
    expect(ofType(r.events, 'move')).toMatchObject([{ card: r.uid('t'), from: 'monster', to: 'gy', reason: 'battle' }]);
    expect(r.state.pending).toEqual({ kind: 'battle', player: 0 });
    expect(r.state.attack).toBeNull();
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('CE-26 R-DMG-3: Mk(1500) attacks Attack-Position Mk(1500): both destroyed, no LP change', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1500))] }, { monsters: [atkPos(mk('t', 1500))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(destroyed(r.state, r.events).sort()).toEqual(['a', 't']);
    expect(labels(r.state, r.state.players[0].gy)).toEqual(['a']);
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['t']);
    expect(ofType(r.events, 'damage')).toEqual([]);
  });

  it('CE-27 R-DMG-4: Mk(0) attacks Attack-Position Mk(0): nothing destroyed, no damage', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 0))] }, { monsters: [atkPos(mk('t', 0))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(ofType(r.events, 'destroy')).toEqual([]);
    expect(ofType(r.events, 'damage')).toEqual([]);
    expect(onField(r.state, r.uid('a')) && onField(r.state, r.uid('t'))).toBe(true);
  });

  it('CE-28 R-DMG-5: Mk(1200) attacks Attack-Position Mk(1800): attacker destroyed, its controller takes 600', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1200))] }, { monsters: [atkPos(mk('t', 1800))] }), 'a', 't');
    expect(lps(r.state)).toEqual([7400, 8000]);
    expect(destroyed(r.state, r.events)).toEqual(['a']);
    expect(labels(r.state, r.state.players[0].gy)).toEqual(['a']);
    expect(onField(r.state, r.uid('t'))).toBe(true);
  });

  it('CE-29 R-DMG-6: Mk(2000) attacks Defense-Position Mk(x/1500): target destroyed, no damage', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [defPos(mk('t', 3000, 1500))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(destroyed(r.state, r.events)).toEqual(['t']);
    expect(ofType(r.events, 'damage')).toEqual([]);
  });

  it('CE-30 R-DMG-7: Mk(1500) attacks Defense-Position Mk(x/1500): nothing happens', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1500))] }, { monsters: [defPos(mk('t', 100, 1500))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(ofType(r.events, 'destroy')).toEqual([]);
    expect(ofType(r.events, 'damage')).toEqual([]);
  });

  it('CE-31 R-DMG-8: Mk(1000) attacks Defense-Position Mk(x/2000): nothing destroyed, attacker\'s controller takes 1000', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1000))] }, { monsters: [defPos(mk('t', 100, 2000))] }), 'a', 't');
    expect(lps(r.state)).toEqual([7000, 8000]);
    expect(ofType(r.events, 'destroy')).toEqual([]);
    expect(ofType(r.events, 'damage')).toMatchObject([{ player: 0, amount: 1000 }]);
  });

  it('CE-32 R-BAT-8 R-POS-6 R-DMG-10: Mk(1900) attacks a face-down Mk(800/2100): target turned face-up Defense; attacker\'s controller takes 200; nothing destroyed', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1900))] }, { monsters: [setPos(mk('t', 800, 2100))] }), 'a', 't');
    expect(slotOf(r.state, r.uid('t')).slot).toMatchObject({ position: 'defense', faceDown: false });
    expect(lps(r.state)).toEqual([7800, 8000]);
    expect(ofType(r.events, 'destroy')).toEqual([]);
    const kinds = r.events.map((e) => e.type);
    expect(kinds.indexOf('position')).toBeLessThan(kinds.indexOf('damage'));
    expect(ofType(r.events, 'position')).toMatchObject([{ card: r.uid('t'), player: 1, position: 'defense', faceDown: false, reason: 'battle' }]);
  });

  it('R-DMG-10 R-DMG-6: a face-down target with lower DEF is flipped face-up Defense, then destroyed without damage', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1900))] }, { monsters: [setPos(mk('t', 2500, 1000))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(destroyed(r.state, r.events)).toEqual(['t']);
    expect(ofType(r.events, 'position')).toHaveLength(1);
  });

  it('R-DMG-10 R-DMG-7: a face-down target with equal DEF: flipped, nothing else', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1500))] }, { monsters: [setPos(mk('t', 0, 1500))] }), 'a', 't');
    expect(slotOf(r.state, r.uid('t')).slot.faceDown).toBe(false);
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(ofType(r.events, 'destroy')).toEqual([]);
  });

  it('R-DMG-8: a 0-ATK attacker against DEF 0 monster: nothing; against DEF 500: takes 500', () => {
    const r0 = fight(board({ monsters: [atkPos(mk('a', 0))] }, { monsters: [defPos(mk('t', 0, 0))] }), 'a', 't');
    expect(lps(r0.state)).toEqual([8000, 8000]);
    expect(ofType(r0.events, 'destroy')).toEqual([]);
    const r1 = fight(board({ monsters: [atkPos(mk('a', 0))] }, { monsters: [defPos(mk('t', 0, 500))] }), 'a', 't');
    expect(lps(r1.state)).toEqual([7500, 8000]);
  });

  it('CE-08 R-DMG-1 R-BAT-3 R-NS-8: turn 2, P1 Normal Summons Mk(1800/1000) and attacks directly: P0 8000 -> 6200', () => {
    const out = scenario(board({}, { hand: [mk('a', 1800, 1000)] }, { turnPlayer: 1 }), [
      { do: 'summon', card: 'a', position: 'attack' },
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'direct' },
    ]);
    expect(out.ok).toBe(true);
    expect(outPlayer(out, 0).lp).toBe(6200);
    expect(outPlayer(out, 1).lp).toBe(8000);
    expect(out.events?.filter((e) => e.type === 'damage')).toMatchObject([{ player: 0, amount: 1800, lp: 6200 }]);
  });

  it('CE-35 R-DMG-11 R-WIN-1: P1 at 300 LP takes 500 battle damage: LP 0, P0 wins', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 2000))] }, { lp: 300, monsters: [atkPos(mk('t', 1500))] }), 'a', 't');
    expect(r.state.players[1].lp).toBe(0);
    expect(r.state.winner).toBe(0);
    expect(r.state.winReason).toBe('lp');
    expect(r.state.pending).toBeNull();
    expect(ofType(r.events, 'damage')).toMatchObject([{ player: 1, amount: 500, lp: 0 }]);
    expect(legalActions(r.state)).toEqual([]);
  });

  it('CE-35 R-DMG-1: the same by a direct attack: LP 300 - 1500 stops at 0', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1500))] }, { lp: 300 }), 'a', 'direct');
    expect(lps(r.state)).toEqual([8000, 0]);
    expect(r.state.winner).toBe(0);
  });

  it('CE-72 R-BAT-8 R-WIN-1: P0 at 300 LP; P0\'s Mk(1000) attacks Mk(1500): P0 takes 500, LP 0, P1 wins at once; nothing is destroyed after that', () => {
    const r = fight(board({ lp: 300, monsters: [atkPos(mk('a', 1000))] }, { monsters: [atkPos(mk('t', 1500))] }), 'a', 't');
    expect(r.state.players[0].lp).toBe(0);
    expect(r.state.winner).toBe(1);
    expect(r.state.pending).toBeNull();
    expect(ofType(r.events, 'destroy')).toEqual([]);
    expect(ofType(r.events, 'move')).toEqual([]);
    expect(r.events[r.events.length - 1]).toMatchObject({ type: 'win', winner: 1, reason: 'lp' });
  });

  it('R-BAT-8: battle damage is applied before the destruction, and destruction happens for both monsters together', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('t', 1000))] }), 'a', 't');
    const kinds = r.events.map((e) => e.type).filter((k) => ['damage', 'destroy', 'move'].includes(k));
    expect(kinds).toEqual(['damage', 'destroy', 'move']);
    const both = fight(board({ monsters: [atkPos(mk('a', 1000))] }, { monsters: [atkPos(mk('t', 1000))] }), 'a', 't');
    const kinds2 = both.events.map((e) => e.type).filter((k) => ['destroy', 'move'].includes(k));
    expect(kinds2).toEqual(['destroy', 'destroy', 'move', 'move']);
  });

  it('CE-34 R-DMG-6 (no piercing): without a piercing effect a stronger attacker deals no damage to a Defense monster', () => {
    // Piercing itself (R-DMG-9) needs a card effect: not in this engine version.
    const r = fight(board({ monsters: [atkPos(mk('a', 2500))] }, { monsters: [defPos(mk('t', 0, 1000))] }), 'a', 't');
    expect(lps(r.state)).toEqual([8000, 8000]);
    expect(destroyed(r.state, r.events)).toEqual(['t']);
  });
});

describe('R-BAT: declaring attacks', () => {
  it('CE-36 R-BAT-2: a face-up Defense monster cannot declare an attack', () => {
    const { state, uid } = inBattle(board({ monsters: [defPos(mk('a', 3000))] }));
    const err = refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' });
    expect(err).toMatch(/Attack Position/);
    expect(plainWords(err)).toBe(true);
    expect(legalOf(state, 'attack')).toEqual([]);
  });

  it('R-BAT-2: a face-down monster cannot attack either', () => {
    const { state, uid } = inBattle(board({ monsters: [setPos(mk('a', 3000))] }));
    expect(plainWords(refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' }))).toBe(true);
  });

  it('R-BAT-2: each monster attacks at most once per Battle Phase', () => {
    const b = board({ monsters: [atkPos(mk('a', 3000)), atkPos(mk('b', 100))] }, { monsters: [atkPos(mk('x', 100)), atkPos(mk('y', 100))] });
    const l = inBattle(b);
    const s = apply(l.state, { type: 'attack', attacker: l.uid('a'), target: l.uid('x') }).state;
    const err = refuse(s, { type: 'attack', attacker: l.uid('a'), target: l.uid('y') });
    expect(err).toMatch(/already attacked/);
    expect(plainWords(err)).toBe(true);
    // The other monster still may.
    expect(legalOf(s, 'attack').map((a) => a.attacker)).toEqual([l.uid('b')]);
  });

  it('R-BAT-2: a board saying attackedThisTurn is honoured', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 3000), { attackedThisTurn: true })] }, {}, { phase: 'battle' }));
    expect(refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' })).toMatch(/already attacked/);
  });

  it('R-BAT-2: only a monster you control attacks; the target must be the opponent\'s', () => {
    const { state, uid } = inBattle(board({ monsters: [atkPos(mk('a', 3000)), atkPos(mk('b', 100))] }, { monsters: [atkPos(mk('x', 100))] }));
    expect(plainWords(refuse(state, { type: 'attack', attacker: uid('x'), target: uid('a') }))).toBe(true);
    expect(plainWords(refuse(state, { type: 'attack', attacker: uid('a'), target: uid('b') }))).toBe(true);
  });

  it('R-BAT-1: attacks are declared only in the Battle Phase', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1000))] }));
    expect(refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' })).toMatch(/Battle Phase/);
  });

  it('R-BAT-3: a monster summoned this turn may attack', () => {
    const r = fight(board({ monsters: [atkPos(mk('a', 1000), { summonedThisTurn: true })] }), 'a', 'direct');
    expect(r.state.players[1].lp).toBe(7000);
  });

  it('R-BAT-4: any opponent\'s monster, in any position, face-up or face-down, is a legal target', () => {
    const b = board({ monsters: [atkPos(mk('a', 1000))] }, { monsters: [atkPos(mk('x', 1)), defPos(mk('y', 1)), setPos(mk('z', 1))] });
    const { state, uid } = inBattle(b);
    expect(legalOf(state, 'attack').map((a) => a.target)).toEqual([uid('x'), uid('y'), uid('z')]);
  });

  it('CE-33 R-BAT-4: the opponent controls only a face-down monster: a direct attack is refused', () => {
    const { state, uid } = inBattle(board({ monsters: [atkPos(mk('a', 1000))] }, { monsters: [setPos(mk('z', 1))] }));
    const err = refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' });
    expect(err).toMatch(/directly/);
    expect(plainWords(err)).toBe(true);
    expect(isLegal(state, { type: 'attack', attacker: uid('a'), target: 'direct' })).toBe(false);
    const out = scenario(board({ monsters: [atkPos(mk('a', 1000))] }, { monsters: [setPos(mk('z', 1))] }), [
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'direct' },
    ]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(1);
  });

  it('R-BAT-4 R-DMG-1: with no opponent\'s monsters the only target is a direct attack', () => {
    const { state, uid } = inBattle(board({ monsters: [atkPos(mk('a', 1000))] }));
    expect(legalOf(state, 'attack')).toEqual([{ type: 'attack', attacker: uid('a'), target: 'direct' }]);
  });

  it('R-BAT-1: after an attack the TP stays in the Battle Phase and may attack with the next monster', () => {
    const b = board({ monsters: [atkPos(mk('a', 1000)), atkPos(mk('b', 1200))] });
    const l = inBattle(b);
    const r = applyAll(l.state, [
      { type: 'attack', attacker: l.uid('a'), target: 'direct' },
      { type: 'attack', attacker: l.uid('b'), target: 'direct' },
    ]);
    expect(lps(r.state)).toEqual([8000, 5800]);
    expect(r.state.pending).toEqual({ kind: 'battle', player: 0 });
  });

  it('R-BAT-2 R-END-1: a monster that attacked may attack again in its controller\'s next turn', () => {
    const l = inBattle(board({ monsters: [atkPos(mk('a', 1000))] }));
    const r = applyAll(l.state, [
      { type: 'attack', attacker: l.uid('a'), target: 'direct' },
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'enterBattle' },
      { type: 'attack', attacker: l.uid('a'), target: 'direct' },
    ]);
    expect(r.state.players[1].lp).toBe(6000);
  });

  it('CE-48 R-EQ-6: an equipped monster destroyed by battle: the monster and its Equip Spell both go to the GY', () => {
    const l = load(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('t', 1500))] }));
    const { state } = withEquip(l.state, 1, 0, l.uid('t'));
    const s = apply(state, { type: 'enterBattle' }).state;
    const r = apply(s, { type: 'attack', attacker: l.uid('a'), target: l.uid('t') });
    expect(labels(r.state, r.state.players[1].gy).sort()).toEqual(['EQ', 't']);
    expect(r.state.players[1].spellTraps[0]).toBeNull();
    // R-EQ-10: sent by rule, not destroyed.
    expect(ofType(r.events, 'destroy').map((e) => e.card)).toEqual([l.uid('t')]);
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('R-EQ-6: an Equip Spell of the attacker\'s controller on the opponent\'s destroyed monster goes to its owner\'s GY', () => {
    const l = load(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('t', 1500))] }));
    const { state } = withEquip(l.state, 0, 1, l.uid('t'));
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: l.uid('a'), target: l.uid('t') }]);
    expect(labels(r.state, r.state.players[0].gy)).toEqual(['EQ']);
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['t']);
  });

  it('R-EQ-5: the Equip Spell stays when its monster survives the battle', () => {
    const l = load(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('t', 1500))] }));
    const { state } = withEquip(l.state, 0, 1, l.uid('a'));
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: l.uid('a'), target: l.uid('t') }]);
    expect(r.state.players[0].spellTraps[1]).toMatchObject({ equippedTo: l.uid('a') });
  });
});

describe('R-BAT-6 R-BAT-7: the attack after its declaration', () => {
  /**
   * A Battle Phase state right after P0's 'a' declared an attack on P1's 'x' (its attack
   * already counted), before damage calculation; `change` edits the board in between.
   */
  function midAttack(b: BoardIn, change: (d: DuelState, uid: (r: string) => number) => void) {
    const l = load(b);
    const d = structuredClone(l.state);
    const zone = d.players[0].monsters.findIndex((m) => m?.uid === l.uid('a'));
    const m = d.players[0].monsters[zone];
    if (!m) throw new Error('no attacker');
    d.players[0].monsters[zone] = { ...m, attacks: 1 };
    const opp = d.players[1].monsters.flatMap((x) => (x ? [x.uid] : []));
    d.attack = { attacker: l.uid('a'), target: l.uid('x'), opponentMonsters: opp, calculated: false };
    d.pending = null;
    change(d, l.uid);
    const events: DuelEvent[] = [];
    resolveAttack(d, events);
    return { state: d, events, uid: l.uid };
  }

  /** Moves P1's monster `ref` back to P1's hand (what a bounce Trap would do). */
  const bounce = (ref: string) => (d: DuelState, uid: (r: string) => number) => {
    const z = d.players[1].monsters.findIndex((m) => m?.uid === uid(ref));
    d.players[1].monsters[z] = null;
    d.players[1].hand.push(uid(ref));
  };

  it('CE-64 R-BAT-7: the only target left the field: the TP may attack directly or cancel', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state, uid, events } = midAttack(b, bounce('x'));
    expect(state.pending).toEqual({ kind: 'attackReplay', player: 0, attacker: uid('a') });
    expect(ofType(events, 'damage')).toEqual([]);
    expect(legalActions(state)).toEqual([{ type: 'attack', attacker: uid('a'), target: 'direct' }, { type: 'cancel' }]);
    expect(stateProblems(state)).toEqual([]);
  });

  it('CE-64 R-BAT-7: choosing the direct attack at the replay deals damage and is still the one declared attack', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state, uid } = midAttack(b, bounce('x'));
    const r = apply(state, { type: 'attack', attacker: uid('a'), target: 'direct' });
    expect(r.state.players[1].lp).toBe(6000);
    expect(ofType(r.events, 'attack')).toMatchObject([{ attacker: uid('a'), target: 'direct', replay: true }]);
    expect(slotOf(r.state, uid('a')).slot.attacks).toBe(1);
    expect(r.state.pending).toEqual({ kind: 'battle', player: 0 });
    expect(refuse(r.state, { type: 'attack', attacker: uid('a'), target: 'direct' })).toMatch(/already attacked/);
  });

  it('CE-64 R-BAT-7 R-BAT-5: a cancelled attack still counts: that monster cannot attack again this turn', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000)), atkPos(mk('b', 500))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state, uid } = midAttack(b, bounce('x'));
    const r = apply(state, { type: 'cancel' });
    expect(r.state.pending).toEqual({ kind: 'battle', player: 0 });
    expect(r.state.attack).toBeNull();
    expect(r.state.players[1].lp).toBe(8000);
    expect(ofType(r.events, 'attackCancelled')).toMatchObject([{ attacker: uid('a'), player: 0 }]);
    expect(refuse(r.state, { type: 'attack', attacker: uid('a'), target: 'direct' })).toMatch(/already attacked/);
    expect(legalOf(r.state, 'attack').map((a) => a.attacker)).toEqual([uid('b')]);
  });

  it('CE-71 R-BAT-7: the target was replaced by another monster (count unchanged): replay offers the new monster and cancel, not a direct attack', () => {
    const b = board(
      { monsters: [atkPos(mk('a', 2000))] },
      { hand: [mk('y', 1500)], monsters: [atkPos(mk('x', 1000))] },
      { phase: 'battle' },
    );
    const { state, uid } = midAttack(b, (d, u) => {
      bounce('x')(d, u);
      d.players[1].hand = d.players[1].hand.filter((c) => c !== u('y'));
      d.players[1].monsters[0] = { uid: u('y'), position: 'attack', faceDown: false, summonedThisTurn: true, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: [], maximum: null };
    });
    expect(state.pending).toMatchObject({ kind: 'attackReplay', attacker: uid('a') });
    expect(legalActions(state)).toEqual([{ type: 'attack', attacker: uid('a'), target: uid('y') }, { type: 'cancel' }]);
    expect(refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' })).toMatch(/directly/);
    expect(plainWords(refuse(state, { type: 'attack', attacker: uid('a'), target: uid('x') }))).toBe(true);
    expect(plainWords(refuse(state, { type: 'endTurn' }))).toBe(true);
    const r = apply(state, { type: 'attack', attacker: uid('a'), target: uid('y') });
    expect(r.state.players[1].lp).toBe(7500);
    expect(labels(r.state, r.state.players[1].gy)).toEqual(['y']);
    // Re-selection is not a new declaration and uses no further attack.
    expect(slotOf(r.state, uid('a')).slot.attacks).toBe(1);
  });

  it('R-BAT-7: a monster added to the opponent\'s field also triggers the replay; the old target may be chosen again', () => {
    const b = board(
      { monsters: [atkPos(mk('a', 2000))] },
      { hand: [mk('y', 1500)], monsters: [atkPos(mk('x', 1000))] },
      { phase: 'battle' },
    );
    const { state, uid } = midAttack(b, (d, u) => {
      d.players[1].hand = [];
      d.players[1].monsters[2] = { uid: u('y'), position: 'defense', faceDown: false, summonedThisTurn: true, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: [], maximum: null };
    });
    expect(legalActions(state)).toEqual([
      { type: 'attack', attacker: uid('a'), target: uid('x') },
      { type: 'attack', attacker: uid('a'), target: uid('y') },
      { type: 'cancel' },
    ]);
    const r = apply(state, { type: 'attack', attacker: uid('a'), target: uid('x') });
    expect(r.state.players[1].lp).toBe(7000);
  });

  it('R-BAT-7: when the opponent\'s monsters did not change, damage calculation goes ahead with no replay', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state, events } = midAttack(b, () => {});
    expect(state.pending?.kind).not.toBe('attackReplay');
    expect(state.players[1].lp).toBe(7000);
    expect(ofType(events, 'destroy')).toHaveLength(1);
    expect(state.attack).toBeNull();
  });

  it('R-BAT-6: the attacker left the field before damage calculation: the attack ends without damage', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state, events, uid } = midAttack(b, (d, u) => {
      d.players[0].monsters[0] = null;
      d.players[0].gy.push(u('a'));
    });
    expect(state.attack).toBeNull();
    expect(state.pending?.kind).not.toBe('attackReplay');
    expect(ofType(events, 'damage')).toEqual([]);
    expect(ofType(events, 'attackCancelled')).toMatchObject([{ attacker: uid('a') }]);
    expect(state.players[1].lp).toBe(8000);
  });

  it('R-BAT-6: the attacker is no longer in face-up Attack Position: the attack ends without damage calculation', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state, events } = midAttack(b, (d) => {
      const m = d.players[0].monsters[0];
      if (m) d.players[0].monsters[0] = { ...m, position: 'defense' };
    });
    expect(ofType(events, 'damage')).toEqual([]);
    expect(ofType(events, 'destroy')).toEqual([]);
    expect(ofType(events, 'attackCancelled')).toHaveLength(1);
    expect(state.attack).toBeNull();
    expect(state.players[1].lp).toBe(8000);
  });

  it('R-BAT-7: the scenario runner lists the replay choices as "choose" options (direct, cancel = option 0)', () => {
    // A replay cannot arise in a scenario without card effects: describePending is
    // checked on the constructed replay state instead.
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('x', 1000))] }, { phase: 'battle' });
    const { state } = midAttack(b, bounce('x'));
    expect(describePending(state)).toEqual({
      player: 0,
      kind: 'attackReplay',
      options: [{ do: 'choose', cards: ['direct'] }, { do: 'choose', option: 0 }],
    });
  });
});

describe('R-BAT: scenario runner battles', () => {
  it('CE-25 (scenario): refs follow the destroyed card to the GY', () => {
    const out = scenario(board({ monsters: [atkPos(mk('a', 2000))] }, { monsters: [atkPos(mk('t', 1500))] }), [
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 't' },
    ]);
    expect(out.ok).toBe(true);
    expect(outLabels(outPlayer(out, 1).graveyard)).toEqual(['t']);
    expect(outPlayer(out, 1).lp).toBe(7500);
    expect(outPlayer(out, 0).monsters[0]).toMatchObject({ attackedThisTurn: true });
    expect(out.pending).toMatchObject({ player: 0, kind: 'battle' });
  });
});
