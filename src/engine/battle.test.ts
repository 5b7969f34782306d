import { describe, expect, it } from 'vitest';
import { resolveAttack } from './battle';
import { legalActions } from './legal';
import { describePending } from './scenario/run';
import { stateProblems } from './invariants';
import type { DuelEvent, DuelState } from './types';
import {
  apply, applyAll, atkPos, board, defPos, isLegal, labels, legalOf, load, mk, ofType, outLabels, outPlayer,
  plainWords, refuse, scenario, setPos, slotOf, withEquip, type BoardIn,
} from './testing/mk';
import { fight, inBattle, lps } from './testing/battle';

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
