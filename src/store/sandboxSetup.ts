// The sandbox position being set up, and the scenario it becomes (docs/scenario.md).
import { CARD_POOL } from '../cards/pool';
import { PRESET_DECKS } from '../cards/presets';
import { seedRng, shuffleInPlace } from '../engine';

export type MonsterPosition = 'attack' | 'defense' | 'set';
export interface MonsterPick {
  id: number;
  position: MonsterPosition;
}

export interface SandboxSide {
  lp: number;
  hand: number[];
  deck: number[];
  graveyard: number[];
  monsters: MonsterPick[];
  spellTraps: number[];
  /** A face-up Field Spell, or none. */
  field: number | null;
  /** The center piece of a monster in MAXIMUM mode on the field (its [L] and [R] come with it), or none. */
  maximum: number | null;
  /** After the listed Deck, a preset deck's Main Deck shuffled with the seed (FILL_DECK), so a long game can go on. */
  fillDeck: boolean;
}

export interface SandboxSetup {
  me: SandboxSide;
  opponent: SandboxSide;
}

export const PILES = ['hand', 'deck', 'graveyard', 'spellTraps'] as const;
export type Pile = (typeof PILES)[number];

const OVERLORD = [160202002, 160202001, 160202003];
const FIRE_GUARDIAN = 160302003;
const BLUE_EYES = 160001000;

export const DEFAULT_SETUP: SandboxSetup = {
  me: {
    lp: 8000, hand: [...OVERLORD], deck: [FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN], graveyard: [],
    monsters: [], spellTraps: [], field: null, maximum: null, fillDeck: false,
  },
  opponent: {
    lp: 8000, hand: [], deck: [], graveyard: [], monsters: [{ id: BLUE_EYES, position: 'attack' }], spellTraps: [], field: null,
    maximum: null, fillDeck: true,
  },
};

/** The preset whose Main Deck fills a Deck (fillDeck). */
export const FILL_DECK = PRESET_DECKS[1] ?? PRESET_DECKS[0];

/** The MAXIMUM pieces of a center piece: [left, right], or null when it is no center piece. */
export function maximumPieces(center: number): [number, number] | null {
  const m = CARD_POOL.get(center)?.maximum;
  return m?.role === 'center' ? [m.left, m.right] : null;
}

function monstersOf(s: SandboxSide): Record<string, unknown>[] {
  const pieces = s.maximum === null ? null : maximumPieces(s.maximum);
  // The scenario reader explains what is wrong with a crowded field or a card that is no center piece.
  if (s.maximum !== null) {
    const max = { card: s.maximum, zone: 1, position: 'attack', maximum: pieces && { left: pieces[0], right: pieces[1] } };
    return [max, ...s.monsters.map((m) => ({ card: m.id }))];
  }
  return s.monsters.map((m) => ({ card: m.id, position: m.position === 'attack' ? 'attack' : 'defense', faceDown: m.position === 'set' }));
}

function side(s: SandboxSide, seed: number): Record<string, unknown> {
  const fill = s.fillDeck && FILL_DECK ? [...FILL_DECK.main] : [];
  shuffleInPlace(seedRng(seed), fill);
  return {
    lp: s.lp,
    hand: s.hand,
    deck: [...s.deck, ...fill],
    graveyard: s.graveyard,
    monsters: monstersOf(s),
    spellTraps: s.spellTraps.map((id) => ({ card: id, faceDown: true })),
    field: s.field === null ? null : { card: s.field, faceDown: false },
  };
}

/** The scenario: your turn 2, Main Phase. Each Deck is exactly the listed cards, then the preset's if fillDeck. */
export function sandboxScenario(s: SandboxSetup, seed = 1): Record<string, unknown> {
  return { seed, state: { turn: 2, turnPlayer: 0, phase: 'main', players: [side(s.me, seed), side(s.opponent, seed + 1)] } };
}
