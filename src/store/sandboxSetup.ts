// The sandbox position being set up, and the scenario it becomes (docs/scenario.md).
import { PRESET_DECKS } from '../cards/presets';

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
  me: { lp: 8000, hand: [...OVERLORD], deck: [FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN, FIRE_GUARDIAN], graveyard: [], monsters: [], spellTraps: [], field: null },
  opponent: { lp: 8000, hand: [], deck: [], graveyard: [], monsters: [{ id: BLUE_EYES, position: 'attack' }], spellTraps: [], field: null },
};

function side(s: SandboxSide, deck: number[]): Record<string, unknown> {
  return {
    lp: s.lp,
    hand: s.hand,
    deck,
    graveyard: s.graveyard,
    monsters: s.monsters.map((m) => ({ card: m.id, position: m.position === 'attack' ? 'attack' : 'defense', faceDown: m.position === 'set' })),
    spellTraps: s.spellTraps.map((id) => ({ card: id, faceDown: true })),
    field: s.field === null ? null : { card: s.field, faceDown: false },
  };
}

/** The scenario: your turn 2, Main Phase. An opponent without a Deck gets a preset's, so its turn can be played. */
export function sandboxScenario(s: SandboxSetup, seed = 1): Record<string, unknown> {
  const fallback = PRESET_DECKS[1] ?? PRESET_DECKS[0];
  const oppDeck = s.opponent.deck.length > 0 ? s.opponent.deck : [...(fallback?.main ?? [])];
  return { seed, state: { turn: 2, turnPlayer: 0, phase: 'main', players: [side(s.me, s.me.deck), side(s.opponent, oppDeck)] } };
}
