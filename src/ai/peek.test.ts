// The AI never peeks: it only gets playerView, and two duels that differ only in cards the
// AI cannot see give it the same view and therefore the same decision (same seed).
import { describe, expect, it } from 'vitest';
import { playerView } from '../engine';
import type { CardInst, DuelState, Seat } from '../engine';
import { PRESET_DECKS } from '../cards/presets';
import { atkPos, board, card, load, mk, setPos, playRandomDuel, sized } from '../engine/testkit';
import { decide } from './decide';
import type { AiLevel } from './protocol';
import { makeRand, shuffle } from './rand';
import { tickClock } from './testing';

const LEVELS: AiLevel[] = ['easy', 'normal', 'hard'];

function decision(s: DuelState, level: AiLevel, seed: number): unknown {
  const seat = s.pending?.player as Seat;
  return decide({ id: 0, view: playerView(s, seat), seat, level, seed, budgetMs: 8 }, tickClock()).action;
}

const CLAYMAN = 160320006; // 800 / 2000
const LIGHT_SORCERER = 160003001; // 1500 / 0
const TRAP_HOLE = 160202019;
const DARK_HOLE = 160205069;
const BLUE_EYES = 160001000;

function prepared(setMonster: number, setCard: number, hand: number[]): DuelState {
  return load(
    board(
      { monsters: [atkPos(mk('Mine', 1500)), atkPos(mk('Also', 1200))], hand: [mk('Spare', 1000)] },
      { monsters: [setPos(card(setMonster, 'fd'))], spellTraps: [{ card: card(setCard, 'st'), faceDown: true }], hand },
      { turn: 3 },
    ),
  ).state;
}

describe('no peeking', () => {
  it('a Set Clayman or a Set Light Sorcerer, a Trap Hole or a Dark Hole: same view, same move', () => {
    const a = prepared(CLAYMAN, TRAP_HOLE, [BLUE_EYES, DARK_HOLE]);
    const b = prepared(LIGHT_SORCERER, DARK_HOLE, [CLAYMAN, BLUE_EYES]);
    expect(playerView(a, 0)).toEqual(playerView(b, 0));
    for (const level of LEVELS) {
      for (const seed of [1, 2]) expect(decision(a, level, seed)).toEqual(decision(b, level, seed));
    }
  });

  it('shuffling the hidden hands and decks of random duels never changes the move', () => {
    const states: DuelState[] = [];
    // Six duels in CI (every preset twice over), two in the fast tier.
    const duels = sized({ fast: 2, ci: 6, nightly: 24 });
    for (let i = 0; i < duels; i++) {
      const d = PRESET_DECKS[i % PRESET_DECKS.length] as (typeof PRESET_DECKS)[number];
      const e = PRESET_DECKS[(i + 1) % PRESET_DECKS.length] as (typeof PRESET_DECKS)[number];
      let k = 0;
      playRandomDuel({
        decks: [{ main: d.main, extra: d.extra }, { main: e.main, extra: e.extra }],
        seed: 500 + i,
        maxTurns: 14,
        onStep: (st) => {
          if (st.legal.length > 1 && k++ % 9 === 0) states.push(st.before);
        },
      });
    }
    const r = makeRand(7);
    let compared = 0;
    for (const [i, s] of states.entries()) {
      const seat = s.pending?.player as Seat;
      const opp = s.players[seat === 0 ? 1 : 0];
      // The opponent's hand and Deck, and the AI's own Deck: cards the AI cannot see.
      const hidden = [...opp.hand, ...opp.deck, ...s.players[seat].deck];
      const ids = shuffle(r, hidden.map((u) => (s.cards[u] as CardInst).id));
      const cards = s.cards.slice();
      hidden.forEach((u, j) => (cards[u] = { ...(cards[u] as CardInst), id: ids[j] as number }));
      const t: DuelState = { ...s, cards };
      expect(playerView(t, seat)).toEqual(playerView(s, seat));
      const level = LEVELS[i % 3] as AiLevel;
      expect(decision(t, level, i)).toEqual(decision(s, level, i));
      compared++;
    }
    expect(compared).toBeGreaterThan(6 * duels); // about 8 positions a duel
  });
});
