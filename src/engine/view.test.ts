import { describe, expect, it } from 'vitest';
import { presetByKey, type PresetDeck } from '../cards/presets';
import { applyAction } from './apply';
import { cardDef, HIDDEN_CARD } from './cards';
import { legalActions } from './legal';
import { newDuel } from './setup';
import type { Action, DuelState, MonsterSlot, Seat } from './types';
import { playerView } from './view';
import { testRuleset } from './testing/ruleset';
import { textKey } from './text';
import { effectOf } from './effects/registry';
import { atkPos, BLUE_EYES, board, card, DARK_MAGICIAN, load } from './testkit';

// --- helpers ---------------------------------------------------------------------------

function preset(key: string): PresetDeck {
  const d = presetByKey(key);
  if (!d) throw new Error(`no preset ${key}`);
  return d;
}

function duel(deck0: { main: number[]; extra?: number[] }, deck1: { main: number[]; extra?: number[] }, seed = 1): DuelState {
  const r = newDuel({ ruleset: testRuleset(), decks: [deck0, deck1], seed, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Applies the first legal action matching `pick`. */
function act(state: DuelState, pick: (a: Action) => boolean): DuelState {
  const a = legalActions(state).find(pick);
  if (!a) throw new Error(`no such legal action among ${JSON.stringify(legalActions(state))}`);
  const r = applyAction(state, a);
  if (!r.ok) throw new Error(textKey(r.error));
  return r.state;
}

const setMonster = (a: Action): boolean => a.type === 'summon' && a.position === 'set';
const setSpellTrap = (a: Action): boolean => a.type === 'setSpellTrap' && a.zone !== 'field';
const endTurn = (a: Action): boolean => a.type === 'endTurn';

/** Both players Set a monster and a Spell/Trap; seat 0 is to act on turn 3. */
function setBothSides(state: DuelState): DuelState {
  let s = state;
  for (let turn = 0; turn < 2; turn++) s = act(act(act(s, setMonster), setSpellTrap), endTurn);
  return s;
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

function numbersIn(x: unknown, out: Set<number> = new Set()): Set<number> {
  if (typeof x === 'number') out.add(x);
  else if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) numbersIn(v, out);
  return out;
}

/** Real uids `seat` may identify: own hand/Extra/field, both GYs, face-up cards. */
function visibleUids(s: DuelState, seat: Seat): Set<number> {
  const out = new Set<number>();
  for (const p of [0, 1] as const) {
    const pl = s.players[p];
    pl.gy.forEach((u) => out.add(u));
    if (p === seat) [...pl.hand, ...pl.extra].forEach((u) => out.add(u));
    for (const m of pl.monsters) {
      if (!m || (m.faceDown && p !== seat)) continue;
      out.add(m.uid);
      if (m.maximum) [m.maximum.left, m.maximum.right].forEach((u) => out.add(u));
    }
    for (const st of [...pl.spellTraps, pl.field]) if (st && (!st.faceDown || p === seat)) out.add(st.uid);
  }
  return out;
}

/** Every uid the state names in a zone, with a label of where. */
function placedUids(s: DuelState): [string, number][] {
  const out: [string, number][] = [];
  s.players.forEach((pl, p) => {
    for (const k of ['hand', 'deck', 'gy', 'extra'] as const) pl[k].forEach((u) => out.push([`${p}.${k}`, u]));
    pl.monsters.forEach((m) => {
      if (!m) return;
      out.push([`${p}.monster`, m.uid]);
      if (m.maximum) out.push([`${p}.max`, m.maximum.left], [`${p}.max`, m.maximum.right]);
    });
    [...pl.spellTraps, pl.field].forEach((st) => st && out.push([`${p}.st`, st.uid]));
  });
  return out;
}

/** The checks every view must pass, whatever the position. */
function expectSoundView(s: DuelState, seat: Seat): DuelState {
  const v = playerView(s, seat);
  const visible = visibleUids(s, seat);
  expect(v.rng).toEqual([0, 0, 0, 0]);
  expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  // Same counts everywhere; visible uids unchanged, hidden ones fresh and blank.
  const real = placedUids(s);
  const seen = placedUids(v);
  expect(seen.map(([where]) => where)).toEqual(real.map(([where]) => where));
  // Compared as two lists, so a failure shows every wrong place at once.
  const want: unknown[] = [];
  const got: unknown[] = [];
  seen.forEach(([, u], i) => {
    const r = (real[i] as [string, number])[1];
    const owner = s.cards[r]?.owner;
    got.push([u !== r, u >= s.cards.length, v.cards[u], v.cards[r]]);
    want.push(
      visible.has(r)
        ? [false, false, s.cards[r], s.cards[r]]
        : [true, true, { uid: u, id: 0, owner }, { uid: r, id: 0, owner }],
    );
  });
  expect(got).toEqual(want);
  expect(new Set(seen.map(([, u]) => u)).size).toBe(seen.length);
  expect(v.cards.every((c, i) => c.uid === i)).toBe(true);
  // No id of a card seen nowhere may appear anywhere in the view.
  const visibleIds = new Set([...visible].map((u) => s.cards[u]?.id));
  const hiddenOnly = s.cards.map((c) => c.id).filter((id) => !visibleIds.has(id));
  // A name declared by an effect (linger kind nameAs, value = a card id) is public knowledge.
  // So is a material name an option offers to declare (opt.cardName, the Fusion monster lists it).
  const pending = v.pending?.kind === 'option' ? { ...v.pending, options: v.pending.options.filter((o) => o.code !== 'opt.cardName') } : v.pending;
  const nums = numbersIn({ ...v, pending, lingering: v.lingering.filter((l) => l.kind !== 'nameAs') });
  // So is the card whose effect is resolving: it was shown when the effect was activated.
  const resolving = s.frame ? s.cards[s.frame.scriptCard]?.id : undefined;
  expect(hiddenOnly.filter((id) => nums.has(id) && id !== resolving)).toEqual([]);
  return v;
}

// --- tests -----------------------------------------------------------------------------

const DRAGON = preset('dragon');
const FUSION = preset('fusion');
const start = (): DuelState => duel(DRAGON, FUSION);

describe('playerView', () => {
  const s = setBothSides(start());
  const v0 = playerView(s, 0);
  const v1 = playerView(s, 1);
  const zoneOf = (p: Seat): number => s.players[p].monsters.findIndex((m) => m?.faceDown);

  it('R-ZONE-6: no hidden card shows its id or its real uid, for either seat', () => {
    expect(expectSoundView(s, 0)).toEqual(v0);
    expect(expectSoundView(s, 1)).toEqual(v1);
  });

  it("R-ZONE-6: the opponent's hand is hidden, your own is not", () => {
    expect(v0.players[1].hand).toHaveLength(s.players[1].hand.length);
    for (const u of v0.players[1].hand) expect(cardDef(v0, u)).toBe(HIDDEN_CARD);
    expect(v0.players[0].hand).toEqual(s.players[0].hand);
    for (const u of v0.players[0].hand) expect(cardDef(v0, u)).toBe(cardDef(s, u));
  });

  it('R-ZONE-6: both Decks are hidden, order and identity, but their size is known', () => {
    for (const v of [v0, v1]) {
      for (const p of [0, 1] as const) {
        expect(v.players[p].deck).toHaveLength(s.players[p].deck.length);
        for (const u of v.players[p].deck) expect(v.cards[u]?.id).toBe(0);
      }
    }
  });

  it("R-ZONE-6: the opponent's face-down monster is hidden, your own is not", () => {
    const z1 = zoneOf(1);
    const theirs = v0.players[1].monsters[z1] as MonsterSlot;
    expect(theirs.faceDown).toBe(true);
    expect(v0.cards[theirs.uid]?.id).toBe(0);
    expect(theirs.uid).toBeGreaterThanOrEqual(s.cards.length);
    const z0 = zoneOf(0);
    expect(v0.players[0].monsters[z0]).toEqual(s.players[0].monsters[z0]);
    const mine = s.players[0].monsters[z0] as MonsterSlot;
    expect(v0.cards[mine.uid]).toEqual(s.cards[mine.uid]);
    // ...and the other way round.
    expect(v1.players[1].monsters[z1]).toEqual(s.players[1].monsters[z1]);
    expect(v1.cards[(v1.players[0].monsters[z0] as MonsterSlot).uid]?.id).toBe(0);
  });

  it("R-ZONE-6: the opponent's face-down Spell/Trap is hidden, your own is not", () => {
    const z1 = s.players[1].spellTraps.findIndex((st) => st);
    const z0 = s.players[0].spellTraps.findIndex((st) => st);
    expect(v0.cards[v0.players[1].spellTraps[z1]?.uid as number]?.id).toBe(0);
    expect(v0.players[0].spellTraps[z0]).toEqual(s.players[0].spellTraps[z0]);
  });

  it("R-ZONE-6: the opponent's Extra Deck is hidden, your own is not", () => {
    expect(s.players[1].extra.length).toBeGreaterThan(0);
    expect(v0.players[1].extra.every((u) => v0.cards[u]?.id === 0)).toBe(true);
    expect(v1.players[1].extra).toEqual(s.players[1].extra);
    expect(v1.players[1].extra.map((u) => v1.cards[u]?.id)).toEqual(s.players[1].extra.map((u) => s.cards[u]?.id));
  });

  it('R-ZONE-6: LP, turn, phase and what the engine waits for are visible', () => {
    for (const v of [v0, v1]) {
      expect(v.players.map((p) => p.lp)).toEqual(s.players.map((p) => p.lp));
      expect([v.turn, v.turnPlayer, v.phase, v.pending, v.winner]).toEqual([s.turn, s.turnPlayer, s.phase, s.pending, s.winner]);
    }
  });

  it('the random number generator state is hidden', () => {
    expect(s.rng).not.toEqual([0, 0, 0, 0]);
    expect(v0.rng).toEqual([0, 0, 0, 0]);
  });

  it('the input state is not changed (deep-frozen) and the view round-trips through JSON', () => {
    const frozen = deepFreeze(setBothSides(start()));
    const before = JSON.stringify(frozen);
    const v = playerView(frozen, 0);
    playerView(frozen, 1);
    expect(JSON.stringify(frozen)).toBe(before);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(v.cards).not.toBe(frozen.cards);
  });

  it('the engine can read a view: the player to act gets the same legal actions', () => {
    const seat = s.pending?.player as Seat;
    expect(legalActions(playerView(s, seat))).toEqual(legalActions(s));
  });
});

describe('playerView: a hidden card is remapped everywhere it is named', () => {
  const s = setBothSides(start());
  const fz = s.players[1].monsters.findIndex((m) => m?.faceDown);
  const faceDown = (s.players[1].monsters[fz] as MonsterSlot).uid;
  const handCard = s.players[1].hand[0] as number;
  const attacker = (s.players[0].monsters.find((m) => m) as MonsterSlot).uid;
  const equip = s.players[0].hand[0] as number;
  const equipIn = (zones: DuelState['players'][0]['spellTraps']): DuelState['players'][0]['spellTraps'] => {
    const out = zones.slice();
    out[out.indexOf(null)] = { uid: equip, faceDown: false, setThisTurn: false, equippedTo: faceDown };
    return out;
  };
  const crafted: DuelState = {
    ...s,
    players: [
      { ...s.players[0], hand: s.players[0].hand.slice(1), spellTraps: equipIn(s.players[0].spellTraps) },
      s.players[1],
    ],
    attack: { attacker, target: faceDown, opponentMonsters: [faceDown], calculated: false },
    pending: { kind: 'tribute', player: 1, card: handCard, position: 'set', needed: 2, chosen: [faceDown] },
  };

  it('attack target, Equip target and Tribute choices follow the new uid', () => {
    const v = expectSoundView(crafted, 0);
    const newUid = (v.players[1].monsters[fz] as MonsterSlot).uid;
    expect(newUid).not.toBe(faceDown);
    expect(v.attack).toEqual({ attacker, target: newUid, opponentMonsters: [newUid], calculated: false });
    expect(v.players[0].spellTraps.find((st) => st?.uid === equip)?.equippedTo).toBe(newUid);
    expect(v.pending).toEqual({ kind: 'tribute', player: 1, card: v.players[1].hand[0], position: 'set', needed: 2, chosen: [newUid] });
  });

  it('the owner of those cards sees them unchanged', () => {
    const v = expectSoundView(crafted, 1);
    expect(v.pending).toEqual(crafted.pending);
    expect(v.attack?.target).toBe(faceDown);
  });

  it('a card in no zone the view knows of is blanked, not shown', () => {
    const [lost, ...rest] = s.players[1].deck as [number, ...number[]];
    const odd: DuelState = { ...s, players: [s.players[0], { ...s.players[1], deck: rest }] };
    expect(playerView(odd, 0).cards[lost]).toEqual({ uid: lost, id: 0, owner: 1 });
  });

  it('an inline test card known only from hidden places has its definition blanked', () => {
    const secret = { vanilla: { name: 'Secret Vanilla', level: 4, atk: 1900, def: 0, attribute: 'DARK' as const, race: 'Fiend' } };
    const shown = { vanilla: { name: 'Shown Vanilla', level: 4, atk: 1000, def: 0, attribute: 'LIGHT' as const, race: 'Fairy' } };
    const r = newDuel({ ruleset: testRuleset(), decks: [{ main: Array(40).fill(shown) }, { main: Array(40).fill(secret) }], seed: 1, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error);
    const v = playerView(r.state, 0);
    expect(JSON.stringify(v)).not.toContain('Secret');
    expect(v.inline.map((d) => d.name)).toEqual(['Shown Vanilla', HIDDEN_CARD.name]);
    expect(cardDef(v, v.players[0].hand[0] as number).name).toBe('Shown Vanilla');
  });

  it('R-MAX: a MAXIMUM monster and its pieces are face-up, so visible', () => {
    const max = duel(DRAGON, preset('maximum'));
    const deck = max.players[1].deck;
    const [l, c, r] = deck.slice(0, 3) as [number, number, number];
    const slot: MonsterSlot = {
      uid: c, position: 'attack', faceDown: false, summonedThisTurn: true, positionChangedThisTurn: false,
      attacks: 0, effectsUsedThisTurn: [], maximum: { left: l, right: r },
    };
    const withMax: DuelState = { ...max, players: [max.players[0], { ...max.players[1], deck: deck.slice(3), monsters: [null, slot, null] }] };
    const v = expectSoundView(withMax, 0);
    expect(v.players[1].monsters[1]).toEqual(slot);
    for (const u of [l, c, r]) expect(v.cards[u]).toEqual(max.cards[u]);
  });
});

describe('playerView: the card whose effect is resolving', () => {
  // A Lv6 monster whose effect shuffles a Lv6 monster of yours (itself) into the Deck, then asks
  // for a Lv7-8 monster of the opponent's: the resolving card is in the Deck at that question.
  const SELF_TO_DECK = 160205031;
  const b = load(board({ monsters: [atkPos(card(SELF_TO_DECK, 'self'))] }, { monsters: [atkPos(card(DARK_MAGICIAN, 'a')), atkPos(card(BLUE_EYES, 'b'))] }, { turn: 3 }));
  const self = b.uid('self');
  const s = act(act(b.state, (a) => a.type === 'activate' && a.card === self), (a) => a.type === 'select' && a.card === self);

  it('keeps its identity after its effect put it in the Deck, in an entry of no zone', () => {
    expect(s.players[0].deck).toContain(self);
    for (const seat of [0, 1] as const) {
      const v = expectSoundView(s, seat);
      const f = v.frame as NonNullable<DuelState['frame']>;
      expect(v.cards[f.scriptCard]).toEqual({ uid: f.scriptCard, id: SELF_TO_DECK, owner: 0 });
      expect(placedUids(v).map(([, u]) => u)).not.toContain(f.scriptCard);
      expect(f.source).toBe(f.scriptCard);
      expect(effectOf(v, f.scriptCard, f.effect)).toBeDefined();
      // Every card of the Deck stays blank.
      expect(v.players[0].deck.every((u) => v.cards[u]?.id === 0)).toBe(true);
    }
  });

  it('R-ZONE-6: its place in the Deck stays hidden, from its owner too', () => {
    const deck = s.players[0].deck.filter((u) => u !== self);
    const moved: DuelState = { ...s, players: [{ ...s.players[0], deck: [self, ...deck] }, s.players[1]] };
    const last: DuelState = { ...s, players: [{ ...s.players[0], deck: [...deck, self] }, s.players[1]] };
    for (const seat of [0, 1] as const) expect(playerView(moved, seat)).toEqual(playerView(last, seat));
  });
});

describe('playerView: views do not depend on hidden facts', () => {
  /** Seat 0 Sets a monster and a card and ends the turn; seat 1 has drawn, nothing more. */
  const play = (s: DuelState): DuelState => act(act(act(s, setMonster), setSpellTrap), endTurn);

  it("R-ZONE-6: the order of the opponent's Deck and hand does not change seat 0's view", () => {
    const a = play(duel(DRAGON, FUSION));
    const b = play(duel(DRAGON, { main: FUSION.main.slice().reverse(), extra: FUSION.extra.slice().reverse() }));
    expect(a.players[1].hand.map((u) => a.cards[u]?.id)).not.toEqual(b.players[1].hand.map((u) => b.cards[u]?.id));
    expect(playerView(a, 0)).toEqual(playerView(b, 0));
    expect(playerView(a, 1)).not.toEqual(playerView(b, 1));
  });

  it("R-ZONE-6: which cards the opponent's hidden cards are does not change seat 0's view", () => {
    const a = play(duel(DRAGON, preset('maximum')));
    const b = play(duel(DRAGON, preset('beginner')));
    expect(playerView(a, 0)).toEqual(playerView(b, 0));
  });

  it('R-ZONE-6: your own Deck order is hidden from you too', () => {
    const a = duel(DRAGON, FUSION, 1);
    // Same cards in the hand, different Deck order: swap the first two Deck cards.
    const [x, y, ...rest] = a.players[0].deck as [number, number, ...number[]];
    const b: DuelState = { ...a, players: [{ ...a.players[0], deck: [y, x, ...rest] }, a.players[1]] };
    expect(playerView(a, 0)).toEqual(playerView(b, 0));
  });
});

/** Every position of a seeded duel played by a small LCG that prefers anything over ending the turn. */
function* seededDuel(seed: number, steps = 120): Generator<DuelState> {
  let s = duel(FUSION, preset('maximum'), seed);
  let rnd = seed;
  for (let step = 0; step < steps && s.winner === null; step++) {
    yield s;
    const actions = legalActions(s);
    rnd = (rnd * 1103515245 + 12345) >>> 0;
    const useful = actions.filter((a) => a.type !== 'endTurn');
    const pool = useful.length > 0 && rnd % 4 !== 0 ? useful : actions;
    const r = applyAction(s, pool[rnd % pool.length] as Action);
    if (!r.ok) throw new Error(textKey(r.error));
    s = r.state;
  }
}

describe('playerView: sound over whole duels', () => {
  it('R-ZONE-5: both GYs are visible to both players, in order', () => {
    let s: DuelState | undefined;
    for (const x of seededDuel(1)) if (x.players[0].gy.length > 0 && x.players[1].gy.length > 0) s = x;
    if (!s) throw new Error('the seeded duel never filled both GYs');
    for (const seat of [0, 1] as const) {
      const v = playerView(s, seat);
      for (const p of [0, 1] as const) {
        expect(v.players[p].gy).toEqual(s.players[p].gy);
        expect(v.players[p].gy.map((u) => v.cards[u]?.id)).toEqual(s.players[p].gy.map((u) => s.cards[u]?.id));
      }
    }
  });

  it('every view of every position of three seeded duels hides what it must', () => {
    let positions = 0;
    for (const seed of [1, 2, 3]) {
      for (const s of seededDuel(seed)) {
        expectSoundView(s, 0);
        expectSoundView(s, 1);
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(300);
  });
});
