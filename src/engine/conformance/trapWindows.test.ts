// Trap windows around Spells (R-TIME-2, R-TIME-3, R-TRAP-4, R-TRAP-6..8) with real Traps:
// one window after the whole Spell, a passed window is gone, and a Trap on an activation
// comes only after that card fully resolved (CE-41, CE-42, CE-70).
import { describe, expect, it } from 'vitest';
import { apply, applyAll, atkPos, board, card, DARK_HOLE, load, mk, ofType, POT_OF_GREED, TRAP_HOLE } from '../testing/mk';
import { stateProblems } from '../invariants';
import { activate, askedSeat, offeredTraps, pass, pick, select, setCard, SPELL_WATCH, yes } from './cards.testkit';

const DRAGONIC_PRESSURE = 160302011; // destroy every monster, then may revive a Lv4- Dragon from your GY
const DRAGOPHONE = 160315032; // Trap: your Dragon destroyed by the opponent's attack or effect
const ENCOUNTER = 160302013; // Trap: the opponent summons a monster (Normal or Special)
const TORRENTIAL = 160318005; // Trap: a monster is Summoned (either player)
const DRAGORITE = 160302005; // Normal Dragon, Lv4, 1500/0

describe('CE-41 R-TRAP-6 R-TIME-2: one window after the Spell, answering both its destruction and its summon', () => {
  /** P0 resolves Dragonic Pressure: P1's Dragon is destroyed, then P0 revives a Dragorite. */
  function afterPressure() {
    const b = board(
      {
        hand: [card(DRAGONIC_PRESSURE, 'dp'), card(DRAGORITE, 'd1'), card(DRAGORITE, 'd2'), card(DRAGORITE, 'd3')],
        spellTraps: [setCard(TORRENTIAL, 'tt')],
      },
      { hand: [card(DRAGORITE, 'ph')], monsters: [atkPos(card(DRAGORITE, 'pd'))], spellTraps: [setCard(DRAGOPHONE, 'phone'), setCard(ENCOUNTER, 'enc')] },
    );
    const L = load(b);
    let s = apply(L.state, activate(L.uid('dp'))).state;
    s = pick(s, L.uid('d1'), L.uid('d2'), L.uid('d3'));
    // No window in the middle of the Spell: the revival question comes first.
    expect(s.pending).toMatchObject({ kind: 'option', player: 0 });
    s = apply(s, yes).state;
    s = apply(s, select(L.uid('d1'))).state;
    return { s, uid: L.uid };
  }

  it('CE-41 R-TIME-3 R-TRAP-4: after the Spell P1 (NTP) is asked once, with both Traps offered in the same window', () => {
    const { s, uid } = afterPressure();
    expect(s.players[1].gy).toContain(uid('pd'));
    expect(s.players[0].monsters.some((m) => m?.uid === uid('d1'))).toBe(true);
    expect(s.players[0].gy).toContain(uid('dp'));
    expect(askedSeat(s)).toBe(1);
    expect(offeredTraps(s)).toEqual([uid('phone'), uid('enc')]);
    const seen = s.window?.events ?? [];
    expect(ofType(seen, 'destroy').map((e) => e.card)).toContain(uid('pd'));
    expect(ofType(seen, 'summon').map((e) => e.card)).toEqual([uid('d1')]);
  });

  it('CE-41 R-TRAP-4: P1 activates RB Dragophone; Dragon Encounter is not offered for that timing, nor is P0\'s Torrential Tribute', () => {
    const { s, uid } = afterPressure();
    const r = apply(s, activate(uid('phone')));
    expect(ofType(r.events, 'activate').map((e) => e.card)).toEqual([uid('phone')]);
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(r.state.players[1].spellTraps[1]).toMatchObject({ uid: uid('enc'), faceDown: true });
    expect(r.state.players[0].spellTraps[0]).toMatchObject({ uid: uid('tt'), faceDown: true });
    expect(r.state.players[1].gy).toContain(uid('phone'));
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('CE-41 R-TRAP-4: or P1 activates Dragon Encounter instead; RB Dragophone stays Set and unused', () => {
    const { s, uid } = afterPressure();
    let t = apply(s, activate(uid('enc'))).state;
    t = pick(t, uid('ph'));
    t = apply(t, { type: 'option', index: 0 }).state; // Attack Position
    expect(t.players[1].monsters.some((m) => m?.uid === uid('ph'))).toBe(true);
    // Encounter's own summon opens no window for Dragophone (not its timing); P0's Torrential
    // Tribute may answer that new summon, a new action (R-TIME-3).
    expect(t.players[1].spellTraps[0]).toMatchObject({ uid: uid('phone'), faceDown: true });
    expect(askedSeat(t)).toBe(0);
    expect(offeredTraps(t)).toEqual([uid('tt')]);
  });
});

describe('CE-42 R-TRAP-7: a passed window does not come back', () => {
  it('CE-42 R-TRAP-7: P1 passes on the Normal Summon; after P0\'s Pot of Greed, Trap Hole is not offered again', () => {
    const b = board({ hand: [mk('a', 1500), card(POT_OF_GREED, 'pot')] }, { spellTraps: [setCard(TRAP_HOLE, 'hole')] });
    const { state, uid } = load(b);
    let s = apply(state, { type: 'summon', card: uid('a'), position: 'attack', zone: 0 }).state;
    expect(offeredTraps(s)).toEqual([uid('hole')]);
    s = apply(s, pass).state;
    expect(s.pending).toEqual({ kind: 'main', player: 0 });
    const r = apply(s, activate(uid('pot')));
    expect(ofType(r.events, 'draw')).toHaveLength(2);
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(r.state.players[1].spellTraps[0]).toMatchObject({ uid: uid('hole'), faceDown: true });
  });

  it('CE-42 R-TRAP-7: when the Spell opens a window of its own, only the Trap for the Spell is offered, not the one for the old summon', () => {
    const b = board(
      { hand: [mk('a', 1500), card(POT_OF_GREED, 'pot')] },
      { spellTraps: [setCard(TRAP_HOLE, 'hole'), setCard(SPELL_WATCH, 'watch')] },
    );
    const { state, uid } = load(b);
    const s = applyAll(state, [{ type: 'summon', card: uid('a'), position: 'attack', zone: 0 }, pass]).state;
    const r = apply(s, activate(uid('pot')));
    expect(askedSeat(r.state)).toBe(1);
    expect(offeredTraps(r.state)).toEqual([uid('watch')]);
  });
});

describe('CE-70 R-TRAP-8 R-TIME-3: a Trap on "your opponent activates a Spell Card"', () => {
  it('CE-70 R-TRAP-8: Dark Hole resolves in full (P1\'s monster and the Spell in the GY), then P1 is offered the Trap; the destruction stands', () => {
    const b = board({ hand: [card(DARK_HOLE, 'hole')] }, { monsters: [atkPos(mk('x', 1000))], spellTraps: [setCard(SPELL_WATCH, 'watch')] });
    const { state, uid } = load(b);
    const r = apply(state, activate(uid('hole')));
    // The window opens only now, after the Spell is done.
    expect(askedSeat(r.state)).toBe(1);
    expect(offeredTraps(r.state)).toEqual([uid('watch')]);
    expect(r.state.players[1].gy).toEqual([uid('x')]);
    expect(r.state.players[0].gy).toEqual([uid('hole')]);
    expect(r.state.players[0].spellTraps.every((z) => z === null)).toBe(true);
    // Placed, activated, resolved (destruction), sent to the GY: only then the window.
    expect(r.events.map((e) => e.type)).toEqual(['move', 'activate', 'destroy', 'move', 'resolved', 'move']);
    const t = apply(r.state, activate(uid('watch')));
    expect(t.state.players[0].lp).toBe(7500);
    expect(t.state.players[1].gy).toEqual([uid('x'), uid('watch')]);
    expect(t.state.players[1].monsters.every((m) => m === null)).toBe(true);
    expect(t.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('CE-70 R-TRAP-8: P1 may also pass; nothing of the Spell is undone either way', () => {
    const b = board({ hand: [card(DARK_HOLE, 'hole')] }, { monsters: [atkPos(mk('x', 1000))], spellTraps: [setCard(SPELL_WATCH, 'watch')] });
    const { state, uid } = load(b);
    const s = applyAll(state, [activate(uid('hole')), pass]).state;
    expect(s.pending).toEqual({ kind: 'main', player: 0 });
    expect(s.players[1].gy).toEqual([uid('x')]);
    expect(s.players[1].spellTraps[0]).toMatchObject({ uid: uid('watch'), faceDown: true });
  });
});
