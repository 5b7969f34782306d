/** Static description of the Rush Duel field, shared by the board components. */
import { translate, type StringKey } from '../i18n';

type Tr = (key: StringKey, vars?: Record<string, string | number>) => string;
const EN: Tr = (key, vars) => translate('en', key, vars);

export type Side = 'you' | 'opponent';

export type ZoneKind = 'monster' | 'spellTrap' | 'field' | 'graveyard' | 'deck' | 'extraDeck';

export interface ZoneSpec {
  kind: ZoneKind;
  /** 1-based index for monster and spell/trap zones. */
  index?: number;
}

/** Accessible name, e.g. "Your monster zone 1" or "Opponent graveyard" (in English unless `t` says otherwise). */
export function zoneName(side: Side, zone: ZoneSpec, t: Tr = EN): string {
  return t(`zone.${side === 'you' ? 'your' : 'opp'}.${zone.kind}`, { n: zone.index ?? '' });
}

/** Short visible caption for a zone. */
export function zoneCaption(zone: ZoneSpec, t: Tr = EN): string {
  return t(`zone.short.${zone.kind}`);
}

export function sideName(side: Side, t: Tr = EN): string {
  return t(side === 'you' ? 'zone.yourSide' : 'zone.oppSide');
}

export function lpName(side: Side, t: Tr = EN): string {
  return t(side === 'you' ? 'zone.yourLp' : 'zone.oppLp');
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
