// The card browser's search, filters and sort over every known card (the playable pool and,
// once loaded, the catalog). Pure: the UI keeps the filter object and shows what `browse` returns.
import { isPlayable, knownCards } from '../cards/pool';
import { docScript } from '../cards/docs';
import { builtinRuleset } from '../cards/ruleset';
import { effectTextOf } from '../i18n/cardText/effectText';
import type { CardDef } from '../engine';

export type KindFilter = 'any' | 'monster' | 'spell' | 'trap';
export type MonsterKindFilter = 'any' | 'normal' | 'effect' | 'maximum' | 'fusion' | 'ritual';
export type SortKey = 'name' | 'level' | 'atk';

export interface CardFilter {
  text: string;
  kind: KindFilter;
  monsterKind: MonsterKindFilter;
  attribute: string;
  race: string;
  levelMin: number | null;
  levelMax: number | null;
  atkMin: number | null;
  atkMax: number | null;
  defMin: number | null;
  defMax: number | null;
  legendOnly: boolean;
  /** Only cards whose effects exist (the pool), not the rest of the catalog. */
  playableOnly: boolean;
  sort: SortKey;
}

export const NO_FILTER: CardFilter = {
  text: '',
  kind: 'any',
  monsterKind: 'any',
  attribute: 'any',
  race: 'any',
  levelMin: null,
  levelMax: null,
  atkMin: null,
  atkMax: null,
  defMin: null,
  defMax: null,
  legendOnly: false,
  playableOnly: false,
  sort: 'name',
};

/** The effect text of a card in English (what the search reads), or '' (Normal monsters have none). */
export function cardText(id: number): string {
  return effectTextOf(builtinRuleset(), id) ?? '';
}

// What the search reads of each card, made once per card: again only for a card whose document
// arrived since (documents come per set file in the browser; re-reading every card's text at
// each arrival made the first text search take seconds).
const haystack = new Map<number, { text: string; withDoc: boolean }>();
function searchable(def: CardDef): string {
  const withDoc = docScript(def.id) !== undefined;
  const known = haystack.get(def.id);
  if (known && known.withDoc === withDoc) return known.text;
  const text = [def.name, def.nameJa ?? '', withDoc ? cardText(def.id) : ''].join('\n').normalize('NFKC').toLowerCase();
  haystack.set(def.id, { text, withDoc });
  return text;
}

const within = (v: number | undefined, lo: number | null, hi: number | null): boolean =>
  (lo === null || (v !== undefined && v >= lo)) && (hi === null || (v !== undefined && v <= hi));

export function matches(def: CardDef, f: CardFilter): boolean {
  if (f.kind !== 'any' && def.kind !== f.kind) return false;
  if (f.monsterKind !== 'any' && (def.kind !== 'monster' || (def.monsterKind ?? 'normal') !== f.monsterKind)) return false;
  if (f.attribute !== 'any' && def.attribute !== f.attribute) return false;
  if (f.race !== 'any' && def.race !== f.race) return false;
  if (f.legendOnly && !def.legend) return false;
  if (f.playableOnly && !isPlayable(def.id)) return false;
  const monsterOnly = f.levelMin !== null || f.levelMax !== null || f.atkMin !== null || f.atkMax !== null || f.defMin !== null || f.defMax !== null;
  if (monsterOnly && def.kind !== 'monster') return false;
  if (!within(def.level, f.levelMin, f.levelMax)) return false;
  if (!within(def.atk, f.atkMin, f.atkMax) || !within(def.def, f.defMin, f.defMax)) return false;
  // Every word must appear somewhere in the English name, the Japanese name or the text.
  const words = f.text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const h = searchable(def);
  return words.every((w) => h.includes(w));
}

// One collator for every comparison: localeCompare with a locale builds one per call, which
// is slow over 3,000 cards.
const collator = new Intl.Collator('en');

function compare(a: CardDef, b: CardDef, key: SortKey): number {
  const byName = collator.compare(a.name, b.name);
  if (key === 'level') return (b.level ?? -1) - (a.level ?? -1) || byName;
  if (key === 'atk') return (b.atk ?? -1) - (a.atk ?? -1) || byName;
  return byName;
}

export function browse(f: CardFilter, pool: Iterable<CardDef> = knownCards()): CardDef[] {
  return [...pool].filter((d) => matches(d, f)).sort((a, b) => compare(a, b, f.sort));
}

/** The attributes and Types present among the known cards, for the filter menus. */
export function poolFacets(pool: Iterable<CardDef> = knownCards()): { attributes: string[]; races: string[] } {
  const attributes = new Set<string>();
  const races = new Set<string>();
  for (const d of pool) {
    if (d.attribute) attributes.add(d.attribute);
    if (d.race) races.add(d.race);
  }
  return { attributes: [...attributes].sort(), races: [...races].sort() };
}
