// Monster Types (races) that card effects change for a while, e.g. Type Change Beam: "this
// turn those monsters become <Type>". The change is a temporary effect of kind 'raceAs'
// whose value is the index of the new Type in RACE_NAMES. `raceOf` is the Type a monster
// shows now; every check of "a <Type> monster on the field" should go through it.
import { cardDef } from '../../cards';
import { aurasOn } from '../../stats';
import type { DuelState, Seat } from '../../types';
import { locateMonster } from '../../zones';
import type { Ctx, ReadCtx } from '../types';
import { scriptOf } from '../registry';
import { latestOnFaceUp, linger, thisTurn } from './linger';
import { type OnField } from './query';

/** Every Type of the Rush Duel card database, in its bit order; 'raceAs' values index this list. */
export const RACE_NAMES: readonly string[] = [
  'Warrior', 'Spellcaster', 'Fairy', 'Fiend', 'Zombie', 'Machine', 'Aqua', 'Pyro', 'Rock',
  'Winged Beast', 'Plant', 'Insect', 'Thunder', 'Dragon', 'Beast', 'Beast-Warrior', 'Dinosaur',
  'Fish', 'Sea Serpent', 'Reptile', 'Psychic', 'Divine-Beast', 'Creator God', 'Wyrm', 'Cyberse',
  'Illusion', 'Cyborg', 'Magical Knight', 'High Dragon', 'Omega Psychic', 'Celestial Warrior',
  'Galaxy', 'Yokai',
];

/** Index of a Type in RACE_NAMES, or -1 for a Type the list does not know. */
export function raceIndex(race: string | undefined): number {
  return race === undefined ? -1 : RACE_NAMES.indexOf(race);
}

let readingRaceAuras = false;

/**
 * Whether a face-up card of this position has an aura that may give a Type. Type checks are
 * among the engine's most frequent reads: without such a card they skip the auras entirely
 * (reading every aura on each check halved the pool benchmark's speed).
 */
function anyTypeAura(state: DuelState): boolean {
  // Not cached per state: an effect's resolution changes its draft state in place.
  const sets = (uid: number | null | undefined): boolean => uid != null && scriptOf(state, uid)?.continuous?.setsRace === true;
  return state.players.some(
    (p) =>
      p.monsters.some((m) => m && !m.faceDown && (sets(m.uid) || (m.maximum !== null && (sets(m.maximum.left) || sets(m.maximum.right))))) ||
      (p.field !== null && !p.field.faceDown && sets(p.field.uid)) ||
      p.spellTraps.some((x) => x && !x.faceDown && sets(x.uid)),
  );
}

/** The Type continuous effects (`continuous` `raceAs`) give a face-up monster now, the last one read winning. */
function raceByAura(state: DuelState, uid: number): string | undefined {
  // An aura's own filter may read a Type: inside the auras, Types are read without them (no loop).
  if (readingRaceAuras || !anyTypeAura(state)) return undefined;
  const at = locateMonster(state, uid);
  if (!at || at.slot.faceDown) return undefined;
  readingRaceAuras = true;
  try {
    let race: string | undefined;
    for (const a of aurasOn(state, at.slot)) race = a.race ?? race;
    return race;
  } finally {
    readingRaceAuras = false;
  }
}

/**
 * The Type a card shows now: for a face-up monster on the field the latest 'raceAs' change
 * still in force, else the one a continuous effect gives it, otherwise its printed Type (cards
 * in the hand, Deck and GY are never changed).
 */
export function raceOf(state: DuelState, uid: number): string | undefined {
  const i = state.lingering.length > 0 ? latestOnFaceUp(state, uid, 'raceAs') : undefined;
  return (i === undefined ? undefined : RACE_NAMES[i]) ?? raceByAura(state, uid) ?? cardDef(state, uid).race;
}

/** Is this monster on the field (face-up) of that Type right now? */
export const isRaceNow = (state: DuelState, uid: number, race: string): boolean => raceOf(state, uid) === race;

/** Monsters of a list that show Type `race` now. */
export const ofRace = (ctx: ReadCtx, list: OnField[], race: string): OnField[] =>
  list.filter((m) => raceOf(ctx.state, m.slot.uid) === race);

/** Makes monster uid's Type `race` until the end of untilTurn. Returns false for an unknown Type. */
export function changeRace(ctx: Ctx, uid: number, race: string, untilTurn: number = thisTurn(ctx), seat?: Seat): boolean {
  const i = raceIndex(race);
  if (i < 0 || !locateMonster(ctx.state, uid)) return false;
  linger(ctx, uid, 'raceAs', i, untilTurn, seat ?? locateMonster(ctx.state, uid)?.seat ?? ctx.seat);
  return true;
}
