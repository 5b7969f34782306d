// The test of the filter word `originalRace` (schema.ts says what it means): the printed Type,
// wherever the card is.
import type { CardDef } from '../../../../types';

export function originalRacePasses(d: CardDef, race: string): boolean {
  return d.kind === 'monster' && d.race === race;
}
