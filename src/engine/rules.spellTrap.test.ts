// Rules of Spells, Traps, timing and conceding (R-SPELL-2, R-SPELL-5, R-SPELL-8, R-TRAP-3,
// R-TIME-1, R-WIN-5) checked against the engine: real cards, and for the Spell kinds no
// playable card has yet (Equip, Ritual), small made-up ones in a ruleset of their own.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { PRESET_DECKS } from '../cards/presets';
import { concede } from './concede';
import { equipTo, isRace, onEquipped, ritualSummon, type CardScript } from './effects/primitives';
import { apply, applyAll, atkPos, board, card, isLegal, legalOf, load, mk, POT_OF_GREED, refuse, TRAP_HOLE } from './testing/mk';
import { nextInt } from './rng';
import { playRandomDuel } from './testing/randomDuel';
import type { Action } from './types';

const OUTER_SPACE = 160202046; // a Field Spell

// Made-up cards: an Equip Spell and a Ritual Spell with its Ritual monster.
const BLADE = 990000101;
const LORD = 990000110;
const RITE = 990000111;
const MADE_UP = [
  { id: BLADE, name: 'Test Blade', kind: 'spell', spellKind: 'equip', legend: false },
  { id: LORD, name: 'Test Lord', kind: 'monster', monsterKind: 'ritual', attribute: 'DARK', race: 'Spellcaster', level: 7, atk: 2700, def: 2000, legend: false },
  { id: RITE, name: 'Test Rite', kind: 'spell', spellKind: 'ritual', legend: false },
] as const;
const SCRIPTS: CardScript[] = [
  { id: BLADE, effects: [{ id: 'e1', kind: 'spell', steps: equipTo({ test: isRace('Warrior') }) }], continuous: { aura: (ctx) => (onEquipped(ctx) ? { atk: 500 } : null) } },
  { id: RITE, effects: [{ id: 'e1', kind: 'spell', steps: ritualSummon({ monster: (d) => d.id === LORD }) }] },
];
const MADE_UP_RULES = rulesetWith(MADE_UP, SCRIPTS);

describe('R-SPELL: activating Spells', () => {
  it('R-SPELL-2: from the hand a Spell is placed face-up in a Spell & Trap Zone, then resolves (a Normal Spell then goes to the GY)', () => {
    const L = load(board({ hand: [card(POT_OF_GREED, 'pot')] }));
    const { state, events } = apply(L.state, { type: 'activate', card: L.uid('pot'), effect: 'e1' });
    const moves = events.filter((e) => e.type === 'move' && e.card === L.uid('pot')).map((e) => (e.type === 'move' ? [e.from, e.to] : []));
    expect(moves).toEqual([['hand', 'spellTrap'], ['spellTrap', 'gy']]);
    expect(state.players[0].hand).toHaveLength(2); // Pot of Greed drew 2
  });

  it('R-SPELL-2: a Field Spell goes to the Field Zone and stays face-up there; a Set Spell is activated where it is', () => {
    const F = load(board({ hand: [card(OUTER_SPACE, 'os')] }));
    const f = apply(F.state, { type: 'activate', card: F.uid('os'), effect: 'e1' }).state;
    expect(f.players[0].field).toMatchObject({ uid: F.uid('os'), faceDown: false });
    expect(f.players[0].spellTraps).toEqual([null, null, null]);
    const S = load(board({ spellTraps: [{ card: card(POT_OF_GREED, 'pot'), faceDown: true, zone: 2 }] }));
    const { events } = apply(S.state, { type: 'activate', card: S.uid('pot'), effect: 'e1' });
    // No move into a zone: it is turned face-up in zone 3, then goes to the GY.
    expect(events.filter((e) => e.type === 'move' && e.card === S.uid('pot')).map((e) => (e.type === 'move' ? e.from : ''))).toEqual(['spellTrap']);
  });

  it('R-SPELL-5: a Ritual Spell is a Normal Spell whose effect is a Ritual Summon: it resolves, summons, and goes to the GY', () => {
    const L = load(board({ hand: [{ id: RITE, ref: 'rite' }], extra: [{ id: LORD, ref: 'lord' }], monsters: [atkPos(mk('a', 1000, 0, 4)), atkPos(mk('b', 1000, 0, 3))] }), 1, MADE_UP_RULES);
    const s = applyAll(L.state, [
      { type: 'activate', card: L.uid('rite'), effect: 'e1' },
      { type: 'select', card: L.uid('lord') },
      { type: 'option', index: 0 },
    ]).state;
    expect(s.players[0].gy).toContain(L.uid('rite'));
    expect(s.players[0].spellTraps).toEqual([null, null, null]);
    expect(s.players[0].monsters.some((m) => m?.uid === L.uid('lord'))).toBe(true);
    // Like a Normal Spell, only in your own Main Phase: not in the opponent's turn.
    const theirs = load(board({ hand: [{ id: RITE, ref: 'rite' }], extra: [{ id: LORD, ref: 'lord' }], monsters: [atkPos(mk('a', 1000, 0, 4)), atkPos(mk('b', 1000, 0, 3))] }, {}, { turnPlayer: 1 }), 1, MADE_UP_RULES);
    expect(legalOf(theirs.state, 'activate')).toEqual([]);
  });

  it('R-SPELL-8: an Equip Spell is activated like a Spell and, unlike a Normal Spell, stays on the field equipped (R-EQ)', () => {
    const L = load(board({ hand: [{ id: BLADE, ref: 'blade' }], monsters: [atkPos(mk('w', 1500))] }), 1, MADE_UP_RULES);
    const s = applyAll(L.state, [{ type: 'activate', card: L.uid('blade'), effect: 'e1' }, { type: 'select', card: L.uid('w') }]).state;
    expect(s.players[0].spellTraps.find((x) => x?.uid === L.uid('blade'))).toMatchObject({ faceDown: false, equippedTo: L.uid('w') });
    expect(s.players[0].gy).not.toContain(L.uid('blade'));
  });
});

describe('R-TRAP-3: a Trap resolves and goes to the GY; no limit per turn', () => {
  it('R-TRAP-3: Trap Hole is activated, destroys the summoned monster, goes to the GY, and a second Trap works later that turn', () => {
    const L = load(
      board({ hand: [mk('a', 1500), mk('b', 1600)] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th1'), faceDown: true }, { card: card(TRAP_HOLE, 'th2'), faceDown: true }] }),
    );
    let s = apply(L.state, { type: 'summon', card: L.uid('a'), position: 'attack', zone: 0 }).state;
    expect(s.pending).toMatchObject({ kind: 'respond', player: 1 });
    const first = apply(s, { type: 'activate', card: L.uid('th1'), effect: 'e1' });
    s = first.state;
    expect(first.events.map((e) => e.type)).toEqual(['activate', 'destroy', 'move', 'resolved', 'move']);
    expect(s.players[1].gy).toEqual([L.uid('th1')]);
    expect(s.players[0].gy).toEqual([L.uid('a')]);
    // A later timing of the same turn: the other Trap Hole may be activated too.
    s = apply(s, { type: 'summon', card: L.uid('b'), position: 'attack', zone: 1 }).state;
    expect(isLegal(s, { type: 'activate', card: L.uid('th2'), effect: 'e1' })).toBe(true);
    s = apply(s, { type: 'activate', card: L.uid('th2'), effect: 'e1' }).state;
    expect(s.players[1].gy).toEqual([L.uid('th1'), L.uid('th2')]);
  });
});

describe('R-TIME-1: what an action is', () => {
  it('R-TIME-1: a player\'s free decisions are only the actions of R-TIME-1 (and Setting a Spell or Trap), in 16 random preset duels', () => {
    // Summon/Set, MAXIMUM Summon, position change, activation, attack declaration, phase change
    // (Battle, end of turn); a card's own summon rule is a summon. Damage calculation follows an attack by itself.
    const ACTIONS = new Set<Action['type']>(['summon', 'ruleSummon', 'maximumSummon', 'changePosition', 'activate', 'attack', 'enterBattle', 'endTurn', 'setSpellTrap']);
    const seen = new Set<string>();
    const decks = PRESET_DECKS.map((p) => ({ main: p.main, extra: p.extra }));
    for (let seed = 1; seed <= 16; seed++) {
      const d0 = decks[seed % decks.length];
      const d1 = decks[(seed + 1) % decks.length];
      if (!d0 || !d1) throw new Error('no preset');
      playRandomDuel({
        decks: [d0, d1],
        seed,
        maxTurns: 12,
        choose: (legal, state, rng) => {
          if (state.pending?.kind === 'main' || state.pending?.kind === 'battle') for (const a of legal) seen.add(a.type);
          return nextInt(rng, legal.length);
        },
      });
    }
    for (const t of seen) expect(ACTIONS.has(t as Action['type']), t).toBe(true);
    for (const t of ['summon', 'maximumSummon', 'activate', 'attack', 'enterBattle', 'endTurn']) expect(seen.has(t), t).toBe(true);
  });
});

describe('R-WIN-5: conceding', () => {
  it('R-WIN-5: either player may concede at any time, even while the other is to act; the other player wins', () => {
    // No card says "you win" or "you lose" yet, so the effect half of the rule has no case.
    const L = load(board({ hand: [mk('a', 1500)] }));
    const byWaiting = concede(L.state, 1);
    expect(byWaiting.ok && byWaiting.state).toMatchObject({ winner: 0, winReason: 'concede' });
    const byActing = concede(L.state, 0);
    expect(byActing.ok && byActing.state).toMatchObject({ winner: 1, winReason: 'concede' });
    // During a prompt (a Trap window of the opponent) as well.
    const T = load(board({ hand: [mk('a', 1500)] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }));
    const s = apply(T.state, { type: 'summon', card: T.uid('a'), position: 'attack', zone: 0 }).state;
    expect(s.pending?.kind).toBe('respond');
    const mid = concede(s, 0);
    expect(mid.ok && mid.state.winner).toBe(1);
    // Once the duel is over, nothing more: the refusal leaves the state as it was.
    if (!mid.ok) throw new Error('refused');
    const again = concede(mid.state, 1);
    expect(again.ok).toBe(false);
    expect(again.state).toBe(mid.state);
    expect(refuse(mid.state, { type: 'endTurn' })).toBeTruthy();
  });
});
