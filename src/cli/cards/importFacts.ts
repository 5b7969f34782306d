// npx tsx src/cli/cards/importFacts.ts <folder of the Rush card facts (cards.json, aliases.json)>
// Run by hand by a developer: turns the shared facts of every Rush card into
// src/cards/data/catalog.json, in the shape of pool.json (CardDef) plus the set and the reprint
// ids. Facts only (names, stats, kinds, Legend, MAXIMUM links, Fusion materials, whether a
// Fusion or Ritual monster has no effect): no card text.
// Nothing else reads the source folder; the written file is committed (docs/decks.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardDefProblem, type CardDef, type MaximumInfo } from '../../engine';
import type { CatalogCard } from '../../cards/pool';

/** One entry of the source cards.json (only the fields used here). */
interface SourceCard {
  id: number;
  name_en: string;
  name_ja: string | null;
  kind: 'monster' | 'spell' | 'trap';
  monsterKind?: CardDef['monsterKind'];
  spellKind?: CardDef['spellKind'];
  attribute?: CardDef['attribute'];
  race?: string;
  level?: number;
  atk?: number;
  def?: number;
  legend: boolean;
  set: number;
  aliases?: number[];
  maximumRole?: 'center' | 'left' | 'right';
  maximumAtk?: number;
  maximumParts?: { left?: number; right?: number; center?: number };
  fusionMaterials?: SourceMaterial[];
  mustBeFusionSummoned?: boolean;
  hasEffect: boolean;
}

type SourceCount = number | { min: number; max: 'any' };
type SourceMaterial = number | { count: SourceCount; name: number } | { count: SourceCount; filter: Record<string, unknown>; unparsed?: boolean };

function fail(why: string): never {
  process.stderr.write(`importFacts: ${why}\n`);
  process.exit(2);
}

function maximumOf(c: SourceCard): MaximumInfo | undefined {
  const role = c.maximumRole;
  const parts = c.maximumParts;
  if (!role || !parts) return undefined;
  if (role === 'center') {
    if (c.maximumAtk === undefined || parts.left === undefined || parts.right === undefined) fail(`${c.id}: MAXIMUM center without its ATK or parts`);
    return { role, atk: c.maximumAtk, left: parts.left, right: parts.right };
  }
  if (parts.center === undefined) fail(`${c.id}: MAXIMUM piece without its center`);
  return { role, center: parts.center };
}

/**
 * The pool's material list: a card id per named material (repeated per copy), and for a
 * generic material a string that is not an id (the engine treats such a list as "not only
 * named cards"): the filter as compact JSON, once per copy, `"orMore":true` for "N or more".
 */
function materialsOf(c: SourceCard): (number | string)[] | undefined {
  if (!c.fusionMaterials) return undefined;
  const out: (number | string)[] = [];
  for (const m of c.fusionMaterials) {
    if (typeof m === 'number') {
      out.push(m);
      continue;
    }
    const open = typeof m.count !== 'number';
    const n = typeof m.count === 'number' ? m.count : m.count.min;
    const one: number | string =
      'name' in m ? m.name : JSON.stringify({ filter: m.filter, ...(open ? { orMore: true } : {}), ...(m.unparsed ? { unparsed: true } : {}) });
    for (let k = 0; k < n; k++) out.push(one);
  }
  return out;
}

/** The catalog entry: the keys in pool.json's order, absent keys left out. */
function catalogEntry(c: SourceCard): CatalogCard {
  const out: Record<string, unknown> = { id: c.id, name: c.name_en, nameJa: c.name_ja, kind: c.kind };
  if (c.kind === 'monster') {
    Object.assign(out, { monsterKind: c.monsterKind, attribute: c.attribute, race: c.race, level: c.level, atk: c.atk, def: c.def });
    const max = maximumOf(c);
    if (max) out.maximum = max;
    const mats = materialsOf(c);
    if (mats) out.fusionMaterials = mats;
    if (c.mustBeFusionSummoned) out.mustBeFusionSummoned = true;
    // A Normal Monster has no effect by its kind; a Fusion or Ritual monster says so here, so
    // the playable set can take it without a document (src/cards/playable.ts).
    if (!c.hasEffect && c.monsterKind !== 'normal') out.noEffect = true;
  } else if (c.kind === 'spell') {
    out.spellKind = c.spellKind;
  }
  out.legend = c.legend;
  out.set = c.set;
  if (c.aliases && c.aliases.length > 0) out.aliases = [...c.aliases].sort((a, b) => a - b);
  return out as unknown as CatalogCard;
}

function main(argv: readonly string[]): void {
  const dir = argv.find((a) => a !== '--');
  if (!dir) fail('usage: npx tsx src/cli/cards/importFacts.ts <folder holding cards.json and aliases.json>');
  const read = (name: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (e) {
      return fail(`${join(dir, name)}: ${(e as Error).message}`);
    }
  };
  const cards = read('cards.json');
  const aliases = read('aliases.json');
  if (!Array.isArray(cards)) fail('cards.json is not a list');
  if (typeof aliases !== 'object' || aliases === null) fail('aliases.json is not an object');
  const entries = (cards as SourceCard[]).map(catalogEntry).sort((a, b) => a.id - b.id);
  const ids = new Set<number>();
  for (const e of entries) {
    const problem = cardDefProblem(e);
    if (problem) fail(problem);
    if (ids.has(e.id)) fail(`id ${e.id} appears twice`);
    ids.add(e.id);
  }
  // Every reprint must point at a card of the list and be listed on it.
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const [reprint, first] of Object.entries(aliases as Record<string, number>)) {
    const card = byId.get(first);
    if (!card) fail(`aliases.json: ${reprint} names ${first}, which is not a card`);
    if (!card.aliases?.includes(Number(reprint))) fail(`aliases.json: ${reprint} is not listed as a reprint of ${first}`);
    if (ids.has(Number(reprint))) fail(`aliases.json: ${reprint} is a card of its own`);
  }
  const out = fileURLToPath(new URL('../../cards/data/catalog.json', import.meta.url));
  // One card per line: compact, yet a diff shows which cards changed.
  writeFileSync(out, `[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
  process.stdout.write(`importFacts: ${entries.length} cards, ${Object.keys(aliases).length} reprint ids -> ${out}\n`);
}

main(process.argv.slice(2));
