import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { checkLpLoss } from './flow';
import { legalActions } from './legal';
import { stateProblems } from './invariants';
import type { DuelEvent } from './types';
import {
  apply, applyAll, atkPos, board, defPos, filler, load, mk, ofType, outPlayer, plainWords, refuse,
  scenario, setPos, TRAP_HOLE,
} from './testing/mk';
import { englishText } from '../i18n/engineText';
import { textKey } from './text';

/** Board in TP's Draw Phase: the engine runs the draw when it reads the board. */
const drawBoard = (handSize: number, deckSize: number, turnPlayer: 0 | 1 = 0) => {
  const tp = { hand: filler(handSize), deck: filler(deckSize) };
  return board(turnPlayer === 0 ? tp : {}, turnPlayer === 1 ? tp : {}, { turn: 3, turnPlayer, phase: 'draw' });
};

const phases = (events: readonly DuelEvent[]): string[] => ofType(events, 'phase').map((e) => `${e.phase}${e.player}`);

describe('R-DRAW: the Draw Phase', () => {
  it('CE-02 R-DRAW-1: P1 Draw Phase with hand 2, Deck 20 draws 3: hand 5, Deck 17', () => {
    const { state, events } = load(drawBoard(2, 20, 1));
    expect(state.players[1].hand).toHaveLength(5);
    expect(state.players[1].deck).toHaveLength(17);
    expect(ofType(events, 'draw').filter((e) => e.player === 1)).toHaveLength(3);
    expect(state.pending).toEqual({ kind: 'main', player: 1 });
    expect(state.winner).toBeNull();
  });

  it('CE-03 R-DRAW-1: hand 7 draws exactly 1 (hand 8)', () => {
    const { state } = load(drawBoard(7, 10));
    expect(state.players[0].hand).toHaveLength(8);
    expect(state.players[0].deck).toHaveLength(9);
  });

  it('CE-04 R-DRAW-1: hand 5 draws 1 (hand 6); hand 0 draws 5', () => {
    expect(load(drawBoard(5, 10)).state.players[0].hand).toHaveLength(6);
    const zero = load(drawBoard(0, 10)).state;
    expect(zero.players[0].hand).toHaveLength(5);
    expect(zero.players[0].deck).toHaveLength(5);
  });

  it('R-DRAW-1: hand 4 draws 1; the cards come from the top of the Deck, in order', () => {
    const b = board({ hand: filler(4), deck: [mk('t1', 1), mk('t2', 2), mk('t3', 3)] }, {}, { phase: 'draw', turn: 3 });
    const { state, uid } = load(b);
    expect(state.players[0].hand).toHaveLength(5);
    expect(state.players[0].hand[4]).toBe(uid('t1'));
    expect(state.players[0].deck).toEqual([uid('t2'), uid('t3')]);
  });

  it('R-DRAW-1: the draw happens in the opponent\'s turn for the opponent only (NTP never draws)', () => {
    const { state } = load(board({ hand: filler(2) }, { hand: filler(1) }));
    const r = apply(state, { type: 'endTurn' });
    expect(r.state.turnPlayer).toBe(1);
    expect(r.state.players[1].hand).toHaveLength(5);
    expect(r.state.players[0].hand).toHaveLength(2);
  });

  it('CE-05 R-DRAW-3 R-WIN-2: hand 0, Deck 4: draws the 4 cards, then TP loses', () => {
    const { state, events } = load(drawBoard(0, 4));
    expect(state.players[0].hand).toHaveLength(4);
    expect(state.players[0].deck).toHaveLength(0);
    expect(state.winner).toBe(1);
    expect(state.winReason).toBe('deckout');
    expect(state.pending).toBeNull();
    expect(ofType(events, 'win')).toMatchObject([{ type: 'win', winner: 1, reason: 'deckout' }]);
    expect(legalActions(state)).toEqual([]);
  });

  it('CE-06 R-DRAW-3: hand 1, Deck 4 draws 4 (Deck 0) and the duel goes on; next own Draw Phase with hand 6, Deck 0 loses', () => {
    const { state } = load(drawBoard(1, 4));
    expect(state.players[0].hand).toHaveLength(5);
    expect(state.players[0].deck).toHaveLength(0);
    expect(state.winner).toBeNull();
    expect(state.pending).toEqual({ kind: 'main', player: 0 });
    // P0 keeps 6 cards (none played) and passes two turns back to itself.
    const six = load(board({ hand: filler(6), deck: [] }, {}, { turn: 4, turnPlayer: 1, phase: 'main' })).state;
    const r = apply(six, { type: 'endTurn' });
    expect(r.state.turnPlayer).toBe(0);
    expect(r.state.winner).toBe(1);
    expect(r.state.winReason).toBe('deckout');
    expect(r.state.players[0].hand).toHaveLength(6);
  });

  it('CE-06 R-DRAW-3: the same duel played through: draw the last card exactly, survive, then lose a turn cycle later', () => {
    let s = load(drawBoard(1, 4)).state;
    s = apply(s, { type: 'endTurn' }).state; // P1's turn
    expect(s.winner).toBeNull();
    s = apply(s, { type: 'endTurn' }).state; // P0 must draw 1 from an empty Deck
    expect(s.winner).toBe(1);
    expect(s.winReason).toBe('deckout');
  });

  it('R-DRAW-3: a Deck holding exactly the required draw is not a loss', () => {
    const { state } = load(drawBoard(3, 2));
    expect(state.players[0].hand).toHaveLength(5);
    expect(state.players[0].deck).toHaveLength(0);
    expect(state.winner).toBeNull();
  });

  it('R-DRAW-3 R-WIN-2: the opponent of the player who fails the draw wins (P1 decks out, P0 wins)', () => {
    const { state } = load(drawBoard(0, 2, 1));
    expect(state.players[1].hand).toHaveLength(2);
    expect(state.winner).toBe(0);
    expect(state.winReason).toBe('deckout');
  });

  it('R-DRAW-4: no hand size limit: a turn can end with 9 cards in hand and nothing is discarded', () => {
    const { state } = load(board({ hand: filler(9) }));
    const r = apply(state, { type: 'endTurn' });
    expect(r.state.players[0].hand).toHaveLength(9);
    expect(r.state.players[0].gy).toHaveLength(0);
    expect(ofType(r.events, 'move')).toHaveLength(0);
  });
});

describe('R-TURN: turn structure', () => {
  it('R-TURN-1: Draw -> Main -> Battle -> End, then the opponent\'s Draw and Main; no Standby, no Main Phase 2', () => {
    const { state } = load(board({ monsters: [atkPos(mk('a', 1000))] }, {}, { turn: 2, phase: 'draw' }));
    expect(state.phase).toBe('main');
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'endTurn' }]);
    expect(phases(r.events)).toEqual(['battle0', 'end0', 'draw1', 'main1']);
    expect(r.state.turn).toBe(3);
    expect(r.state.turnPlayer).toBe(1);
    expect(r.state.phase).toBe('main');
    expect(ofType(r.events, 'turn')).toMatchObject([{ type: 'turn', turn: 3, player: 1 }]);
  });

  it('R-TURN-1 R-DRAW-1: reading a board in the Draw Phase runs the draw and stops in the Main Phase', () => {
    const { state, events } = load(drawBoard(4, 5));
    expect(phases(events)).toEqual(['draw0', 'main0']);
    expect(state.phase).toBe('main');
  });

  it('CE-07 R-TURN-2 R-BAT-1: turn 1 with Mk(1500/1000) on the field: enterBattle refused; endTurn goes to the End Phase', () => {
    const { state } = load(board({ monsters: [atkPos(mk('a', 1500, 1000))] }, {}, { turn: 1 }));
    const err = refuse(state, { type: 'enterBattle' });
    expect(err).toMatch(/first turn/);
    expect(plainWords(err)).toBe(true);
    expect(legalActions(state).some((a) => a.type === 'enterBattle')).toBe(false);
    const r = apply(state, { type: 'endTurn' });
    expect(phases(r.events)[0]).toBe('end0');
    expect(r.state.turn).toBe(2);
    expect(r.state.turnPlayer).toBe(1);
    // Turn 2 (the second player's first turn) does have a Battle Phase.
    expect(legalActions(r.state).some((a) => a.type === 'enterBattle')).toBe(true);
  });

  it('CE-07 R-TURN-2: an attack on turn 1 is refused too', () => {
    const { state, uid } = load(board({ monsters: [atkPos(mk('a', 1500, 1000))] }, {}, { turn: 1 }));
    const err = refuse(state, { type: 'attack', attacker: uid('a'), target: 'direct' });
    expect(plainWords(err)).toBe(true);
  });

  it('R-TURN-3: the Battle Phase can be skipped: endTurn straight from the Main Phase', () => {
    const { state } = load(board({ monsters: [atkPos(mk('a', 1500))] }));
    const r = apply(state, { type: 'endTurn' });
    expect(phases(r.events)).toEqual(['end0', 'draw1', 'main1']);
  });

  it('R-TURN-3: after the Battle Phase there is no way back to the Main Phase', () => {
    const b = board({ hand: [mk('h', 1000), mk('h5', 1900, 0, 5)], monsters: [atkPos(mk('a', 1500)), setPos(mk('f', 100))] });
    const { state, uid } = load(b);
    const s = apply(state, { type: 'enterBattle' }).state;
    expect(s.phase).toBe('battle');
    const attempts = [
      { type: 'summon', card: uid('h'), position: 'attack', zone: 2 },
      { type: 'summon', card: uid('h5'), position: 'attack' },
      { type: 'changePosition', card: uid('f') },
      { type: 'enterBattle' },
    ] as const;
    for (const a of attempts) {
      const err = refuse(s, a);
      expect(err).toMatch(/Battle Phase/);
      expect(plainWords(err)).toBe(true);
    }
    expect(legalActions(s).map((a) => a.type).sort()).toEqual(['attack', 'endTurn']);
  });

  it('R-MAIN-1: in the Main Phase the TP may summon, set, change position, enter battle or end the turn, in any order', () => {
    const b = board({ hand: [mk('h', 1000), mk('h2', 1100)], monsters: [defPos(mk('a', 1500))] });
    const { state, uid } = load(b);
    const r = applyAll(state, [
      { type: 'changePosition', card: uid('a') },
      { type: 'summon', card: uid('h'), position: 'attack', zone: 1 },
      { type: 'summon', card: uid('h2'), position: 'set', zone: 2 },
      { type: 'enterBattle' },
    ]);
    expect(r.state.phase).toBe('battle');
    expect(r.state.players[0].monsters.every((m) => m !== null)).toBe(true);
  });

  it('R-END-1: the End Phase clears "this turn" records of both players\' cards', () => {
    const b = board(
      {
        monsters: [atkPos(mk('a', 1500), { summonedThisTurn: true, attackedThisTurn: true, positionChangedThisTurn: true })],
      },
      { monsters: [atkPos(mk('b', 1500), { positionChangedThisTurn: true })] },
    );
    const { state, uid } = load(b);
    const r = apply(state, { type: 'endTurn' });
    for (const ref of ['a', 'b']) {
      const seat = ref === 'a' ? 0 : 1;
      const m = r.state.players[seat].monsters.find((x) => x?.uid === uid(ref));
      expect(m).toMatchObject({ summonedThisTurn: false, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: [] });
    }
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('R-END-1: a Spell/Trap Set this turn is no longer "Set this turn" in the next turn', () => {
    const b = board({ spellTraps: [{ card: { id: TRAP_HOLE, ref: 't' }, setThisTurn: true }] });
    const r = apply(load(b).state, { type: 'endTurn' });
    expect(r.state.players[0].spellTraps[0]).toMatchObject({ setThisTurn: false, faceDown: true });
  });

  it('R-TURN-1: turns alternate and the turn counter counts both players\' turns', () => {
    let s = load(board({}, {}, { turn: 1 })).state;
    const seen: [number, number][] = [];
    for (let i = 0; i < 4; i++) {
      s = apply(s, { type: 'endTurn' }).state;
      seen.push([s.turn, s.turnPlayer]);
    }
    expect(seen).toEqual([[2, 1], [3, 0], [4, 1], [5, 0]]);
  });
});

describe('R-WIN: winning, losing, draws', () => {
  it('R-WIN-1: once a player is at 0 LP the duel is over: no legal actions and every action is refused', () => {
    const b = board({ monsters: [atkPos(mk('a', 2000))] }, { lp: 500 });
    const { state, uid } = load(b);
    const s = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('a'), target: 'direct' }]).state;
    expect(s.players[1].lp).toBe(0);
    expect(s.winner).toBe(0);
    expect(s.winReason).toBe('lp');
    expect(s.pending).toBeNull();
    expect(legalActions(s)).toEqual([]);
    for (const a of [{ type: 'endTurn' }, { type: 'enterBattle' }, { type: 'cancel' }] as const) {
      expect(refuse(s, a)).toMatch(/over/);
    }
    expect(stateProblems(s)).toEqual([]);
  });

  it('R-WIN-1: a board whose player is already at 0 LP is a finished duel (the other player won)', () => {
    const { state } = load(board({ lp: 0 }, {}));
    expect(state.winner).toBe(1);
    expect(state.pending).toBeNull();
  });

  it('R-WIN-3: both players at 0 LP at the same moment is a draw', () => {
    const { state } = load(board({ lp: 1000 }, { lp: 1000 }));
    const d = structuredClone(state);
    d.players[0].lp = 0;
    d.players[1].lp = 0;
    const events: DuelEvent[] = [];
    expect(checkLpLoss(d, events)).toBe(true);
    expect(d.winner).toBe('draw');
    expect(d.winReason).toBe('lp');
    expect(d.pending).toBeNull();
    expect(events).toMatchObject([{ type: 'win', winner: 'draw', reason: 'lp' }]);
  });

  it('R-WIN-3: a board with both players at 0 LP reads as a drawn duel', () => {
    const out = scenario(board({ lp: 0 }, { lp: 0 }), []);
    expect(out.ok).toBe(true);
    expect(out.winner).toBe('draw');
    expect(out.pending).toBeNull();
  });

  it('R-WIN-2 R-DRAW-3: the deck-out loss is reported with its reason in the events (scenario runner)', () => {
    const out = scenario(board({ hand: [], deck: filler(2) }, {}, { phase: 'draw', turn: 3 }), []);
    expect(out.ok).toBe(true);
    expect(out.winner).toBe(1);
    expect(out.events?.some((e) => e.type === 'win' && e.reason === 'deckout')).toBe(true);
    expect(outPlayer(out, 0).hand).toHaveLength(2);
  });

  it('R-WIN-1: LP never goes below 0 (R-DMG-11) and the player at 0 loses', () => {
    const b = board({ monsters: [atkPos(mk('a', 3000))] }, { lp: 100 });
    const { state, uid } = load(b);
    const r = applyAll(state, [{ type: 'enterBattle' }, { type: 'attack', attacker: uid('a'), target: 'direct' }]);
    expect(r.state.players[1].lp).toBe(0);
    expect(ofType(r.events, 'damage')).toMatchObject([{ type: 'damage', player: 1, amount: 3000, lp: 0, reason: 'battle' }]);
    expect(r.state.winner).toBe(0);
  });
});

describe('applyAction contract: a refused action changes nothing', () => {
  it('R-MAIN-1 R-TURN-2 R-NS-3 R-POS-2: a refused action returns the very same state object, with a plain-words reason', () => {
    const b = board({ hand: [mk('h', 1)], monsters: [atkPos(mk('a', 1000), { summonedThisTurn: true })] }, { monsters: [atkPos(mk('o', 1))] }, { turn: 1 });
    const { state, uid } = load(b);
    const before = JSON.stringify(state);
    const attempts: unknown[] = [
      { type: 'enterBattle' },
      { type: 'attack', attacker: uid('a'), target: uid('o') },
      { type: 'changePosition', card: uid('a') },
      { type: 'summon', card: uid('h'), position: 'attack', zone: 0 },
      { type: 'summon', card: uid('h'), position: 'attack', zone: 7 },
      { type: 'summon', card: uid('h'), position: 'attack' },
      { type: 'summon', card: 9999, position: 'attack', zone: 1 },
      { type: 'select', card: uid('a') },
      { type: 'cancel' },
      { type: 'fly' },
      { type: 'setSpellTrap', card: uid('h'), zone: 0 },
      null,
      'endTurn',
    ];
    for (const a of attempts) {
      const r = applyAction(state, a as never);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      expect(r.state).toBe(state);
      if (!r.ok) expect(plainWords(englishText(r.error, state)), `${JSON.stringify(a)}: ${textKey(r.error)}`).toBe(true);
    }
    expect(JSON.stringify(state)).toBe(before);
  });
});

