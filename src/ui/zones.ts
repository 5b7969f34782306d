/** Static description of the Rush Duel field, shared by the board components. */

export type Side = 'you' | 'opponent';

export type ZoneKind = 'monster' | 'spellTrap' | 'field' | 'graveyard' | 'deck' | 'extraDeck';

export interface ZoneSpec {
  kind: ZoneKind;
  /** 1-based index for monster and spell/trap zones. */
  index?: number;
}

const OWNER: Record<Side, string> = { you: 'Your', opponent: 'Opponent' };

const KIND_NAME: Record<ZoneKind, string> = {
  monster: 'monster zone',
  spellTrap: 'spell/trap zone',
  field: 'field zone',
  graveyard: 'graveyard',
  deck: 'deck',
  extraDeck: 'extra deck',
};

const KIND_SHORT: Record<ZoneKind, string> = {
  monster: 'Monster',
  spellTrap: 'Spell / Trap',
  field: 'Field',
  graveyard: 'GY',
  deck: 'Deck',
  extraDeck: 'Extra',
};

/** Accessible name, e.g. "Your monster zone 1" or "Opponent graveyard". */
export function zoneName(side: Side, zone: ZoneSpec): string {
  const base = `${OWNER[side]} ${KIND_NAME[zone.kind]}`;
  return zone.index === undefined ? base : `${base} ${zone.index}`;
}

/** Short visible caption for a zone. */
export function zoneCaption(zone: ZoneSpec): string {
  return KIND_SHORT[zone.kind];
}

export function sideName(side: Side): string {
  return side === 'you' ? 'Your side' : 'Opponent side';
}

export function lpName(side: Side): string {
  return `${OWNER[side]} LP`;
}

/**
 * Your half of the mat, row by row from the centre line outwards:
 * Field | M1 M2 M3 | GY, then Extra | S1 S2 S3 | Deck.
 * The opponent's half is the same mat turned round (rows and columns reversed).
 */
const YOUR_ROWS: readonly (readonly ZoneSpec[])[] = [
  [
    { kind: 'field' },
    { kind: 'monster', index: 1 },
    { kind: 'monster', index: 2 },
    { kind: 'monster', index: 3 },
    { kind: 'graveyard' },
  ],
  [
    { kind: 'extraDeck' },
    { kind: 'spellTrap', index: 1 },
    { kind: 'spellTrap', index: 2 },
    { kind: 'spellTrap', index: 3 },
    { kind: 'deck' },
  ],
];

/** Rows in top-to-bottom screen order for the given side. */
export function matRows(side: Side): readonly (readonly ZoneSpec[])[] {
  if (side === 'you') return YOUR_ROWS;
  return [...YOUR_ROWS].reverse().map((row) => [...row].reverse());
}
