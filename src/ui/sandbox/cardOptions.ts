// Which pool cards each place of the sandbox setup may hold, sorted by name.
import { CARD_POOL } from '../../cards/pool';
import type { CardDef } from '../../engine';
import type { Pile } from '../../store/sandboxSetup';

const byName = (a: CardDef, b: CardDef): number => a.name.localeCompare(b.name);
const all = [...CARD_POOL.values()].sort(byName);
const extraDeck = (d: CardDef): boolean => d.monsterKind === 'fusion' || d.monsterKind === 'ritual';

export const OPTIONS: Record<Pile | 'monsters' | 'field' | 'maximum', CardDef[]> = {
  hand: all.filter((d) => !extraDeck(d)),
  deck: all.filter((d) => !extraDeck(d)),
  graveyard: all,
  monsters: all.filter((d) => d.kind === 'monster'),
  spellTraps: all.filter((d) => d.kind === 'trap' || (d.kind === 'spell' && d.spellKind !== 'field')),
  field: all.filter((d) => d.kind === 'spell' && d.spellKind === 'field'),
  /** Center pieces: a MAXIMUM monster on the field is named by its center. */
  maximum: all.filter((d) => d.maximum?.role === 'center'),
};

export const nameOf = (id: number): string => CARD_POOL.get(id)?.name ?? `#${id}`;
