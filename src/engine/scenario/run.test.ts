import { describe, expect, it } from 'vitest';
import { runScenario } from './run';
import {
  atkPos, board, card, CLAYMAN, DARK_HOLE, filler, FIRE_GUARDIAN, FLAME_WINGMAN, maxMon, mk, outLabels, outPlayer,
  OVERLORD, OVERLORD_L, OVERLORD_R, plainWords, scenario, setPos, SKYSCRAPER, SKYSTREAM_L, TRAP_HOLE,
} from '../testing/mk';
import { testRuleset } from '../testing/ruleset';
import { englishText } from '../../i18n/engineText';

/** A file that must be rejected as invalid; returns the reason. */
function invalid(file: unknown): string {
  const out = runScenario(file, testRuleset(), englishText);
  expect(out.ok).toBe(false);
  expect(out.state).toBeUndefined();
  expect(out.failedAt).toBeUndefined();
  expect(typeof out.invalid).toBe('string');
  expect(plainWords(out.invalid)).toBe(true);
  return out.invalid as string;
}

const withState = (state: unknown, actions: unknown[] = []) => ({ seed: 1, state, actions });
/** A minimal board whose player 0 is `p0` (raw JSON, no helper defaults). */
const raw = (p0: Record<string, unknown>, p1: Record<string, unknown> = {}) => ({ turn: 2, turnPlayer: 0, phase: 'main', players: [p0, p1] });

describe('scenario runner: output board', () => {
  it('SCENARIO R-SETUP-1 defaults are written: every field of every entry, cards as objects with their id (and ref when given)', () => {
    const out = scenario(
      {
        players: [
          {
            hand: [CLAYMAN],
            monsters: [{ card: { id: CLAYMAN, ref: 'm' } }],
            spellTraps: [{ card: TRAP_HOLE }],
            field: { card: SKYSCRAPER },
          },
          {},
        ],
      },
      [],
    );
    expect(out.ok).toBe(true);
    expect(out.state).toMatchObject({ turn: 1, turnPlayer: 0, phase: 'main' });
    const p = outPlayer(out, 0);
    expect(p.lp).toBe(8000);
    expect(p.hand).toEqual([{ id: CLAYMAN }]);
    expect(p.deck).toEqual([]);
    expect(p.graveyard).toEqual([]);
    expect(p.extra).toEqual([]);
    expect(p.monsters).toEqual([
      {
        card: { id: CLAYMAN, ref: 'm' },
        zone: 0,
        position: 'attack',
        faceDown: false,
        summonedThisTurn: false,
        positionChangedThisTurn: false,
        attackedThisTurn: false,
        effectsUsedThisTurn: [],
        maximum: null,
        equips: [],
      },
    ]);
    expect(p.spellTraps).toEqual([{ card: { id: TRAP_HOLE }, zone: 0, faceDown: true, setThisTurn: false, equippedTo: null }]);
    expect(p.field).toEqual({ card: { id: SKYSCRAPER }, faceDown: false });
    expect(outPlayer(out, 1)).toMatchObject({ lp: 8000, hand: [], monsters: [], spellTraps: [], field: null });
    expect(out.winner).toBeNull();
    expect(Array.isArray(out.events)).toBe(true);
  });

  it('SCENARIO refs are kept wherever the card moves (hand -> field -> GY), and inline cards keep their vanilla object', () => {
    const b = board({ hand: [mk('a', 2000), card(FIRE_GUARDIAN, 'fg')] }, { monsters: [atkPos(mk('t', 1000))] });
    const out = scenario(b, [
      { do: 'summon', card: 'a', position: 'attack' },
      { do: 'summon', card: 'fg', position: 'attack', tributes: ['a'] },
      { do: 'enterBattle' },
      { do: 'attack', card: 'fg', target: 't' },
    ]);
    expect(out.ok).toBe(true);
    const p0 = outPlayer(out, 0);
    expect(p0.graveyard).toEqual([{ vanilla: { name: 'a', level: 4, atk: 2000, def: 0, attribute: 'DARK', race: 'Warrior' }, ref: 'a' }]);
    expect((p0.monsters[0]?.card as { ref: string }).ref).toBe('fg');
    expect(outLabels(outPlayer(out, 1).graveyard)).toEqual(['t']);
    // Events name cards by ref.
    expect(out.events?.filter((e) => e.type === 'destroy').map((e) => e.card)).toEqual(['t']);
  });

  it('SCENARIO an output board read back in gives the same board (round trip), including MAXIMUM, Set cards and flags', () => {
    const b = board(
      { hand: [mk('h', 1)], graveyard: [card(DARK_HOLE, 'g')], monsters: [maxMon()], spellTraps: [{ card: card(TRAP_HOLE, 't'), zone: 2, setThisTurn: true }] },
      { monsters: [setPos(mk('f', 1), { zone: 1 }), atkPos(mk('x', 1), { zone: 2, positionChangedThisTurn: true })], field: { card: card(SKYSCRAPER, 'F'), faceDown: true } },
      { turn: 5, turnPlayer: 0, phase: 'battle' },
    );
    const first = scenario(b, []);
    expect(first.ok).toBe(true);
    const again = scenario(first.state, []);
    expect(again.ok).toBe(true);
    expect(again.state).toEqual(first.state);
    expect(first.state).toMatchObject({ turn: 5, turnPlayer: 0, phase: 'battle' });
  });

  it('SCENARIO R-WIN-1: a board that is already decided (a player at 0 LP) is written back unchanged: turn, turn player and phase kept', () => {
    const b = board({ lp: 0, monsters: [atkPos(mk('a', 1))] }, {}, { turn: 4, turnPlayer: 1, phase: 'main' });
    const out = scenario(b, []);
    expect(out.ok).toBe(true);
    expect(out.winner).toBe(1);
    expect(out.pending).toBeNull();
    expect(out.state).toMatchObject({ turn: 4, turnPlayer: 1, phase: 'main' });
    expect(scenario(out.state, []).state).toEqual(out.state);
  });

  it('SCENARIO R-SETUP-3 the same file with the same seed gives the same output (deterministic)', () => {
    const file = { seed: 99, decks: [Array(40).fill(CLAYMAN), Array(40).fill(DARK_HOLE)], actions: [{ do: 'endTurn' }] };
    expect(runScenario(file, testRuleset())).toEqual(runScenario(file, testRuleset()));
  });

  it('SCENARIO R-SETUP-4 a duel started from "decks" uses the normal setup: 4 cards each, the first player (by seed) draws to 5', () => {
    const out = runScenario({ seed: 3, decks: [Array(40).fill(CLAYMAN), { main: Array(40).fill(CLAYMAN), extra: [FLAME_WINGMAN] }], actions: [] }, testRuleset());
    expect(out.ok).toBe(true);
    const first = (out.state as { turnPlayer: 0 | 1 }).turnPlayer;
    expect(outPlayer(out, first).hand).toHaveLength(5);
    expect(outPlayer(out, first === 0 ? 1 : 0).hand).toHaveLength(4);
    expect(outPlayer(out, 1).extra).toEqual([{ id: FLAME_WINGMAN }]);
    expect(out.pending).toMatchObject({ player: first, kind: 'main' });
  });

  it('SCENARIO R-DECK-2 a deck written as one list may hold Extra Deck monsters: they are sorted into the Extra Deck', () => {
    const out = runScenario({ seed: 3, decks: [[...Array(40).fill(CLAYMAN), FLAME_WINGMAN], Array(40).fill(CLAYMAN)], actions: [] }, testRuleset());
    expect(out.ok).toBe(true);
    expect(outPlayer(out, 0).extra).toEqual([{ id: FLAME_WINGMAN }]);
  });

  it('SCENARIO a card id may stand in for a ref: it means the first such card in the place the action looks in', () => {
    const out = scenario(board({ hand: [card(DARK_HOLE, 's'), { id: CLAYMAN, ref: 'c1' }, { id: CLAYMAN, ref: 'c2' }] }), [
      { do: 'summon', card: CLAYMAN, position: 'attack' },
    ]);
    expect(out.ok).toBe(true);
    expect((outPlayer(out, 0).monsters[0]?.card as { ref: string }).ref).toBe('c1');
  });
});

describe('scenario runner: pending decisions', () => {
  it('SCENARIO R-MAIN-1 pending lists the options of the player to act, in scenario words', () => {
    const out = scenario(board({ hand: [mk('h', 1)], monsters: [atkPos(mk('a', 1000))] }), []);
    expect(out.pending?.player).toBe(0);
    expect(out.pending?.kind).toBe('main');
    const opts = out.pending?.options ?? [];
    expect(opts).toContainEqual({ do: 'summon', card: 'h', position: 'attack' });
    expect(opts).toContainEqual({ do: 'summon', card: 'h', position: 'set' });
    expect(opts).toContainEqual({ do: 'changePosition', card: 'a' });
    expect(opts).toContainEqual({ do: 'enterBattle' });
    expect(opts).toContainEqual({ do: 'endTurn' });
    // Options are listed once each (zones are not spelled out).
    expect(new Set(opts.map((o) => JSON.stringify(o))).size).toBe(opts.length);
  });

  it('SCENARIO R-NS-4 pending during a Tribute Summon lists the Tributes to choose and cancel (option 0); answering completes it', () => {
    const b = board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('a', 1)), atkPos(mk('b', 1))] });
    const out = scenario(b, [{ do: 'summon', card: 'fg', position: 'attack' }]);
    expect(out.ok).toBe(true);
    expect(out.pending).toEqual({
      player: 0,
      kind: 'tribute',
      options: [{ do: 'choose', cards: ['a'] }, { do: 'choose', cards: ['b'] }, { do: 'choose', option: 0 }],
    });
    const done = scenario(b, [{ do: 'summon', card: 'fg', position: 'attack' }, { do: 'choose', cards: ['b'] }]);
    expect(done.ok).toBe(true);
    expect(outLabels(outPlayer(done, 0).graveyard)).toEqual(['b']);
    const cancelled = scenario(b, [{ do: 'summon', card: 'fg', position: 'attack' }, { do: 'choose', option: 0 }]);
    expect(cancelled.ok).toBe(true);
    expect(outPlayer(cancelled, 0).monsters).toHaveLength(2);
    expect(cancelled.pending?.kind).toBe('main');
  });

  it('SCENARIO R-BAT-4 pending in the Battle Phase lists attacks by ref and endTurn', () => {
    const out = scenario(board({ monsters: [atkPos(mk('a', 1000))] }, { monsters: [setPos(mk('z', 1))] }), [{ do: 'enterBattle' }]);
    expect(out.pending).toEqual({
      player: 0,
      kind: 'battle',
      options: [{ do: 'attack', card: 'a', target: 'z' }, { do: 'endTurn' }],
    });
  });

  it('SCENARIO R-WIN-1 pending is null and winner set when the duel is over', () => {
    const out = scenario(board({ monsters: [atkPos(mk('a', 1000))] }, { lp: 1000 }), [
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'direct' },
    ]);
    expect(out.ok).toBe(true);
    expect(out.winner).toBe(0);
    expect(out.pending).toBeNull();
  });

  it('SCENARIO R-WIN-1 an action after the end of the duel is refused (the duel is over)', () => {
    const out = scenario(board({ monsters: [atkPos(mk('a', 1000))] }, { lp: 1000 }), [
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'direct' },
      { do: 'endTurn' },
    ]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(2);
    expect(out.error).toMatch(/over/);
    expect(out.winner).toBe(0);
  });
});

describe('scenario runner: refused actions', () => {
  it('SCENARIO R-TURN-3 a refused action gives failedAt, a plain-words error, and the board before that action (not half-applied)', () => {
    const b = board({ hand: [mk('a', 1000), mk('b', 1000), mk('c', 1000), mk('d', 1000)] });
    const two = [
      { do: 'summon', card: 'a', position: 'attack' },
      { do: 'summon', card: 'b', position: 'attack' },
    ];
    const ok = scenario(b, two);
    const out = scenario(b, [...two, { do: 'enterBattle' }, { do: 'summon', card: 'c', position: 'attack' }, { do: 'summon', card: 'd', position: 'attack' }]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(3);
    expect(plainWords(out.error)).toBe(true);
    expect(out.invalid).toBeUndefined();
    // The board before action 3 = after actions 0..2.
    const beforeIt = scenario(b, [...two, { do: 'enterBattle' }]);
    expect(out.state).toEqual(beforeIt.state);
    expect(out.pending).toEqual(beforeIt.pending);
    expect(out.state).not.toEqual(ok.state);
  });

  it('SCENARIO R-NS-5 a Tribute Summon whose second Tribute is refused leaves nothing half-done', () => {
    const b = board({ hand: [mk('big', 2500, 0, 7)], monsters: [atkPos(mk('m1', 1)), atkPos(mk('m2', 1))] }, { monsters: [atkPos(mk('o', 1))] });
    const out = scenario(b, [{ do: 'summon', card: 'big', position: 'attack', tributes: ['m1', 'o'] }]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(0);
    expect(outPlayer(out, 0).monsters).toHaveLength(2);
    expect(outPlayer(out, 0).hand).toHaveLength(1);
    expect(out.pending?.kind).toBe('main');
  });

  it('SCENARIO "player" naming the player the engine waits for is accepted; naming the other one is refused', () => {
    const b = board({ hand: [mk('a', 1000)] });
    expect(scenario(b, [{ do: 'summon', card: 'a', position: 'attack', player: 0 }]).ok).toBe(true);
    const out = scenario(b, [{ do: 'endTurn', player: 1 }]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(0);
    expect(out.error).toMatch(/player 0/);
    expect(plainWords(out.error)).toBe(true);
    expect(out.state).toEqual(scenario(b, []).state);
    // After the turn passes the same "player": 1 is fine.
    expect(scenario(b, [{ do: 'endTurn', player: 0 }, { do: 'endTurn', player: 1 }]).ok).toBe(true);
  });

  it('SCENARIO choosing when nothing asks for a choice is refused in plain words', () => {
    const out = scenario(board({ monsters: [atkPos(mk('a', 1))] }), [{ do: 'choose', cards: ['a'] }]);
    expect(out.ok).toBe(false);
    expect(plainWords(out.error)).toBe(true);
    const out2 = scenario(board({}), [{ do: 'choose', option: 3 }]);
    expect(out2.ok).toBe(false);
    expect(plainWords(out2.error)).toBe(true);
  });

  it('SCENARIO R-NS-1 naming a card that is not where the action looks is a refusal, not an invalid file', () => {
    const out = scenario(board({ graveyard: [mk('g', 1)] }), [{ do: 'summon', card: 'g', position: 'attack' }]);
    expect(out.ok).toBe(false);
    expect(out.failedAt).toBe(0);
    expect(out.error).toMatch(/hand/);
    expect(plainWords(out.error)).toBe(true);
  });

  it('SCENARIO every refusal in a set of typical mistakes is in plain words', () => {
    const b = board(
      { hand: [mk('h', 1), card(FIRE_GUARDIAN, 'fg'), card(TRAP_HOLE, 't')], monsters: [atkPos(mk('a', 1000), { summonedThisTurn: true })] },
      { monsters: [atkPos(mk('o', 1))] },
      { turn: 1 },
    );
    const mistakes: Record<string, unknown>[] = [
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'o' },
      { do: 'changePosition', card: 'a' },
      { do: 'changePosition', card: 'o' },
      { do: 'summon', card: 'fg', position: 'attack', tributes: [] },
      { do: 'maximumSummon', card: 'h' },
      { do: 'respond', card: 't' },
      { do: 'activate', card: 't' },
    ];
    for (const m of mistakes) {
      const out = scenario(b, [m]);
      expect(out.ok, JSON.stringify(m)).toBe(false);
      expect(out.failedAt, JSON.stringify(m)).toBe(0);
      expect(plainWords(out.error), `${JSON.stringify(m)}: ${String(out.error)}`).toBe(true);
    }
  });
});

describe('scenario runner: invalid files', () => {
  it('SCENARIO invalid: not an object / no actions list / bad seed', () => {
    invalid(42);
    expect(invalid({ seed: 1, state: raw({}), actions: 'go' })).toMatch(/actions/);
    expect(invalid({ seed: -1, state: raw({}), actions: [] })).toMatch(/seed/);
    expect(invalid({ seed: 1.5, state: raw({}), actions: [] })).toMatch(/seed/);
  });

  it('SCENARIO invalid: an unknown card id names the field', () => {
    expect(invalid(withState(raw({ hand: [123] })))).toMatch(/state\.players\[0\]\.hand\[0\].*unknown card id 123/);
    expect(invalid(withState(raw({}, { monsters: [{ card: 999 }] })))).toMatch(/state\.players\[1\]\.monsters\[0\]\.card/);
  });

  it('SCENARIO invalid: R-ZONE-2 R-ZONE-3 4 monsters (and 4 Spell/Traps) are refused: 3 zones each', () => {
    const four = [1, 2, 3, 4].map(() => ({ card: CLAYMAN }));
    expect(invalid(withState(raw({ monsters: four })))).toMatch(/state\.players\[0\]\.monsters.*3 Monster Zones/);
    const st = [1, 2, 3, 4].map(() => ({ card: TRAP_HOLE }));
    expect(invalid(withState(raw({ spellTraps: st })))).toMatch(/state\.players\[0\]\.spellTraps/);
  });

  it('SCENARIO invalid: R-ZONE-2 two monsters in the same zone are refused', () => {
    expect(invalid(withState(raw({ monsters: [{ card: CLAYMAN, zone: 1 }, { card: CLAYMAN, zone: 1 }] })))).toMatch(/monsters\[1\]\.zone/);
  });

  it('SCENARIO invalid: a ref used twice is refused, across places and players', () => {
    expect(invalid(withState(raw({ hand: [{ id: CLAYMAN, ref: 'x' }], graveyard: [{ id: CLAYMAN, ref: 'x' }] })))).toMatch(/"x".*unique|unique.*"x"|two cards/);
    expect(invalid(withState(raw({ hand: [{ id: CLAYMAN, ref: 'x' }] }, { hand: [{ id: CLAYMAN, ref: 'x' }] })))).toMatch(/state\.players\[1\]\.hand\[0\]/);
  });

  it('SCENARIO invalid: negative LP is refused, and LP must be a whole number', () => {
    expect(invalid(withState(raw({ lp: -1 })))).toMatch(/state\.players\[0\]\.lp/);
    expect(invalid(withState(raw({ lp: '8000' })))).toMatch(/state\.players\[0\]\.lp/);
    expect(invalid(withState(raw({ lp: 10.5 })))).toMatch(/state\.players\[0\]\.lp/);
  });

  it('SCENARIO invalid: wrong types are refused with the field path', () => {
    expect(invalid(withState(raw({ hand: 'none' })))).toMatch(/state\.players\[0\]\.hand/);
    expect(invalid(withState(raw({ monsters: [{ card: CLAYMAN, position: 'sideways' }] })))).toMatch(/monsters\[0\]\.position/);
    expect(invalid(withState(raw({ monsters: [{ card: CLAYMAN, faceDown: 'yes' }] })))).toMatch(/monsters\[0\]\.faceDown/);
    expect(invalid(withState(raw({ monsters: [{ card: CLAYMAN, zone: 3 }] })))).toMatch(/monsters\[0\]\.zone/);
    expect(invalid(withState({ turn: 'two', players: [{}, {}] }))).toMatch(/state\.turn/);
    expect(invalid(withState({ turnPlayer: 2, players: [{}, {}] }))).toMatch(/state\.turnPlayer/);
    expect(invalid(withState({ phase: 'standby', players: [{}, {}] }))).toMatch(/state\.phase/);
    expect(invalid(withState({ players: [{}] }))).toMatch(/state\.players/);
    expect(invalid(withState(raw({ colour: 'red' })))).toMatch(/state\.players\[0\].*colour/);
    expect(invalid(withState(raw({ hand: [{ vanilla: { name: 'x', level: 13, atk: 1, def: 1, attribute: 'DARK', race: 'Fiend' }, ref: 'x' }] })))).toMatch(/hand\[0\].*level/);
  });

  it('SCENARIO invalid: R-POS-3 a face-down monster in Attack Position is refused', () => {
    expect(invalid(withState(raw({ monsters: [{ card: CLAYMAN, position: 'attack', faceDown: true }] })))).toMatch(/monsters\[0\].*Defense Position/);
  });

  it('SCENARIO invalid: R-ZONE-4 R-DECK-2 cards in places they cannot be are refused (Fusion in hand, non-Fusion in Extra, Field Spell in a Spell & Trap Zone, Trap in the Field Zone, a face-up Trap, a Spell as a monster)', () => {
    expect(invalid(withState(raw({ hand: [FLAME_WINGMAN] })))).toMatch(/hand\[0\]/);
    expect(invalid(withState(raw({ extra: [CLAYMAN] })))).toMatch(/extra\[0\]/);
    expect(invalid(withState(raw({ spellTraps: [{ card: SKYSCRAPER }] })))).toMatch(/spellTraps\[0\]\.card/);
    expect(invalid(withState(raw({ field: { card: TRAP_HOLE } })))).toMatch(/field\.card/);
    expect(invalid(withState(raw({ spellTraps: [{ card: TRAP_HOLE, faceDown: false }] })))).toMatch(/spellTraps\[0\]/);
    expect(invalid(withState(raw({ monsters: [{ card: DARK_HOLE }] })))).toMatch(/monsters\[0\]\.card/);
  });

  it('SCENARIO invalid: R-EQ-2 an Equip link on a card that is not an Equip Spell is refused (the pool has no Equip Spell)', () => {
    const b = raw({ monsters: [{ card: { id: CLAYMAN, ref: 'm' } }], spellTraps: [{ card: TRAP_HOLE, faceDown: false, equippedTo: 'm' }] });
    expect(invalid(withState(b))).toMatch(/spellTraps\[0\]/);
  });

  it('SCENARIO invalid: R-MAX-1 a MAXIMUM entry with the wrong pieces is refused with the field path', () => {
    const mx = (left: unknown, right: unknown, more: Record<string, unknown> = {}) =>
      withState(raw({ monsters: [{ card: OVERLORD, maximum: { left, right }, ...more }] }));
    expect(invalid(mx(SKYSTREAM_L, OVERLORD_R))).toMatch(/monsters\[0\]\.maximum\.left/);
    expect(invalid(mx(OVERLORD_L, OVERLORD_L))).toMatch(/monsters\[0\]\.maximum\.right/);
    expect(invalid(mx(OVERLORD_R, OVERLORD_L))).toMatch(/monsters\[0\]\.maximum\.left/);
    expect(invalid(withState(raw({ monsters: [{ card: OVERLORD_L, maximum: { left: OVERLORD_L, right: OVERLORD_R } }] })))).toMatch(/monsters\[0\]\.card.*center/);
    expect(invalid(withState(raw({ monsters: [{ card: OVERLORD, maximum: { left: OVERLORD_L } }] })))).toMatch(/maximum\.right/);
  });

  it('SCENARIO invalid: R-MAX-6 R-MAX-9 R-MAX-13 a MAXIMUM entry must be alone, in the middle zone, face-up in Attack Position', () => {
    const m = { card: OVERLORD, maximum: { left: OVERLORD_L, right: OVERLORD_R } };
    expect(invalid(withState(raw({ monsters: [m, { card: CLAYMAN }] })))).toMatch(/monsters.*only monster|R-MAX-9/);
    expect(invalid(withState(raw({ monsters: [{ ...m, zone: 0 }] })))).toMatch(/monsters\[0\]\.zone/);
    expect(invalid(withState(raw({ monsters: [{ ...m, position: 'defense' }] })))).toMatch(/monsters\[0\]/);
  });

  it('SCENARIO invalid: R-TURN-2 a Battle Phase board on turn 1 is refused (R-TURN-2)', () => {
    expect(invalid(withState({ turn: 1, phase: 'battle', players: [{}, {}] }))).toMatch(/state\.phase/);
  });

  it('SCENARIO invalid: malformed actions make the file invalid, naming the action', () => {
    const b = raw({ hand: [{ id: CLAYMAN, ref: 'a' }] });
    expect(invalid(withState(b, [{ do: 'dance' }]))).toMatch(/actions\[0\]\.do/);
    expect(invalid(withState(b, [{ do: 'endTurn' }, { do: 'summon' }]))).toMatch(/actions\[1\]/);
    expect(invalid(withState(b, [{ do: 'attack', card: 'a' }]))).toMatch(/actions\[0\].*target/);
    expect(invalid(withState(b, [{ do: 'summon', card: 'a', position: 'sideways' }]))).toMatch(/actions\[0\]\.position/);
    expect(invalid(withState(b, [{ do: 'endTurn', player: 2 }]))).toMatch(/actions\[0\]\.player/);
    expect(invalid(withState(b, [{ do: 'endTurn', extra: 1 }]))).toMatch(/actions\[0\]/);
    expect(invalid(withState(b, [{ do: 'choose', cards: ['a'], option: 0 }]))).toMatch(/actions\[0\]/);
    expect(invalid(withState(b, ['endTurn']))).toMatch(/actions\[0\]/);
  });

  it('SCENARIO invalid: an action naming a ref no card has makes the file invalid', () => {
    expect(invalid(withState(raw({}), [{ do: 'summon', card: 'ghost', position: 'attack' }]))).toMatch(/actions\[0\]\.card.*ghost/);
  });

  it('SCENARIO invalid: R-SETUP-4 "decks" must be two deck lists', () => {
    expect(invalid({ seed: 1, decks: [Array(40).fill(CLAYMAN)], actions: [] })).toMatch(/decks/);
    expect(invalid({ seed: 1, decks: [[123], [CLAYMAN]], actions: [] })).toMatch(/decks/);
    expect(invalid({ seed: 1, decks: [filler(2), filler(2)], actions: [] })).toMatch(/decks/);
  });
});
