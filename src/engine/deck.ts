// Deck legality for tournament play (R-DECK-1..8). Separate from newDuel on purpose:
// scenarios and tests duel with decks no tournament would allow. Every problem is
// reported (not just the first) as a text code naming cards and counts (rendered by src/i18n).
import { BAN_LIMIT, banStatus, DEFAULT_BANLIST, type Banlist, type BanStatus, type DeckFormat } from './banlist';
import { isExtraDeckMonster } from './cards';
import type { Ruleset } from './ruleset';
import { tx, type EngineText } from './text';
import type { CardDef } from './types';

export type LegendRule = 'current' | 'legacy';

export interface DeckInput {
  main: number[];
  extra?: number[];
  side?: number[];
}

export interface DeckCheckOptions {
  /** 'current' (from 2023-01-01, R-DECK-6) or 'legacy' (before 2023, R-DECK-7). */
  legendRule?: LegendRule;
  banlist?: Banlist;
  /** A named rule set: its list and Legend rule apply unless `banlist` / `legendRule` are given. */
  format?: DeckFormat;
  /** The cards a deck may hold (see ruleset.ts); a card it does not know is reported. */
  ruleset?: Ruleset;
  /** Where card definitions come from instead of a ruleset: tests pass synthetic cards. */
  lookup?: Lookup;
  /**
   * Every card known by its facts, playable or not (the card catalog). A card found here but
   * not by the ruleset / lookup is reported as not playable yet (deck.notPlayable) and still
   * counts for the other rules, instead of being an unknown id.
   */
  catalog?: Lookup;
}

export interface DeckProblem {
  /** The rule broken, e.g. 'R-DECK-1'; 'R-DECK-INPUT' for data that is not a deck list. */
  rule: string;
  /** What is wrong, as a text code (src/engine/text.ts) the deck builder renders. */
  text: EngineText;
}

export interface DeckCheck {
  ok: boolean;
  problems: DeckProblem[];
  /** Legal but probably a mistake, e.g. a MAXIMUM center without its pieces. */
  warnings: EngineText[];
}

type Section = 'main' | 'extra' | 'side';
/** The size rules of each section (src/decks/caps.ts refuses an import over `max`). */
export const SIZE: Readonly<Record<Section, { min: number; max: number; rule: string }>> = {
  main: { min: 40, max: 60, rule: 'R-DECK-1' },
  extra: { min: 0, max: 15, rule: 'R-DECK-2' },
  side: { min: 0, max: 15, rule: 'R-DECK-3' },
};
const MAX_COPIES = 3;

type Lookup = (id: number) => CardDef | undefined;

/** One known card of the deck and the section it sits in. */
interface Entry {
  def: CardDef;
  section: Section;
}

/** The card ids of a list of cards, in order (the renderer counts repeats: "Pot of Greed ×2, Dark Hole"). */
const idList = (defs: readonly CardDef[]): number[] => defs.map((d) => d.id);

/** The kind word of a card (`kind.<word>`): spell, trap, or the monster kind. */
const kindWord = (def: CardDef): string => (def.kind === 'monster' ? (def.monsterKind ?? 'normal') : def.kind);

/**
 * Reads one section; reports what is not a list of whole numbers instead of throwing.
 * `listed` counts every entry the player gave, card or not, for the size rules.
 */
function readSection(deck: object, section: Section, problems: DeckProblem[]): { ids: number[]; listed: number } | null {
  const raw = (deck as Record<string, unknown>)[section];
  if (raw === undefined && section !== 'main') return { ids: [], listed: 0 };
  if (!Array.isArray(raw)) {
    problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.notList', { section }) });
    return null;
  }
  const ids: number[] = [];
  raw.forEach((v: unknown, i) => {
    if (typeof v === 'number' && Number.isInteger(v)) ids.push(v);
    else problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.entryNotId', { section, index: i + 1, value: String(JSON.stringify(v)) }) });
  });
  return { ids, listed: raw.length };
}

/** Turns ids into definitions; unknown ids and cards in the wrong deck become problems. */
function resolve(section: Section, ids: readonly number[], lookup: Lookup, catalog: Lookup | undefined, problems: DeckProblem[]): Entry[] {
  const unknown = new Map<number, number>();
  const unplayable = new Map<CardDef, number>();
  const misplaced = new Map<CardDef, number>();
  const out: Entry[] = [];
  for (const id of ids) {
    let def = lookup(id);
    if (!def) {
      def = catalog?.(id);
      if (!def) {
        unknown.set(id, (unknown.get(id) ?? 0) + 1);
        continue;
      }
      unplayable.set(def, (unplayable.get(def) ?? 0) + 1);
    }
    out.push({ def, section });
    const wrong = section === 'main' ? isExtraDeckMonster(def) : section === 'extra' && !isExtraDeckMonster(def);
    if (wrong) misplaced.set(def, (misplaced.get(def) ?? 0) + 1);
  }
  for (const [id, n] of unknown) {
    problems.push({ rule: 'R-DECK-INPUT', text: n > 1 ? tx('deck.unknownIdCopies', { section, id, n }) : tx('deck.unknownId', { section, id }) });
  }
  for (const [def, n] of unplayable) {
    problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.notPlayable', { section, cardId: def.id, n }) });
  }
  for (const [def, n] of misplaced) {
    const params: Record<string, number | string> = n > 1 ? { cardId: def.id, n, kind: kindWord(def) } : { cardId: def.id, kind: kindWord(def) };
    problems.push(
      section === 'main'
        ? { rule: 'R-DECK-1', text: tx(n > 1 ? 'deck.inMainCopies' : 'deck.inMain', params, 'R-DECK-1') }
        : { rule: 'R-DECK-2', text: tx(n > 1 ? 'deck.inExtraCopies' : 'deck.inExtra', params, 'R-DECK-2') },
    );
  }
  return out;
}

/** R-DECK-4: at most 3 cards with the same name across Main + Extra + Side. */
function checkCopies(entries: readonly Entry[], problems: DeckProblem[]): Map<string, number> {
  const byName = new Map<string, Record<Section, number>>();
  const idOf = new Map<string, number>();
  for (const e of entries) {
    const c = byName.get(e.def.name) ?? { main: 0, extra: 0, side: 0 };
    c[e.section]++;
    byName.set(e.def.name, c);
    if (!idOf.has(e.def.name)) idOf.set(e.def.name, e.def.id);
  }
  const totals = new Map<string, number>();
  for (const [name, c] of byName) {
    const total = c.main + c.extra + c.side;
    totals.set(name, total);
    if (total <= MAX_COPIES) continue;
    problems.push({
      rule: 'R-DECK-4',
      text: tx('deck.copies', { cardId: idOf.get(name) ?? 0, total, perSection: [c.main, c.extra, c.side], most: MAX_COPIES }, 'R-DECK-4'),
    });
  }
  return totals;
}

/** R-DECK-5. The list names ids, but limits apply to the card name (a reprint shares them). */
function checkBanlist(totals: ReadonlyMap<string, number>, banlist: Banlist, lookup: Lookup, problems: DeckProblem[]): void {
  const status = new Map<string, BanStatus>();
  const idOf = new Map<string, number>();
  // Least restrictive first, so a card on two lists ends with the stricter status.
  for (const s of ['semiLimited', 'limited', 'forbidden'] as const) {
    const ids: unknown = banlist[s];
    if (!Array.isArray(ids)) {
      problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.banlistMissing', { version: banlist.version, status: s }) });
      continue;
    }
    for (const id of ids) {
      const def = typeof id === 'number' ? lookup(id) : undefined;
      if (def) {
        status.set(def.name, s);
        idOf.set(def.name, def.id);
      }
    }
  }
  for (const [name, n] of totals) {
    const s = status.get(name);
    if (s === undefined || n <= BAN_LIMIT[s]) continue;
    const cardId = idOf.get(name) ?? 0;
    const version = banlist.version;
    const text =
      s === 'forbidden'
        ? n === 1
          ? tx('deck.forbidden', { cardId, version }, 'R-DECK-5')
          : tx('deck.forbiddenCopies', { cardId, version, n }, 'R-DECK-5')
        : tx('deck.overLimit', { cardId, status: s, version, limit: BAN_LIMIT[s], n }, 'R-DECK-5');
    problems.push({ rule: 'R-DECK-5', text });
  }
}

/** R-DECK-6/7 over Main + Extra only: the Side Deck is exempt (R-DECK-8). */
function checkLegends(entries: readonly Entry[], rule: LegendRule, problems: DeckProblem[]): void {
  const legends = entries.filter((e) => e.section !== 'side' && e.def.legend).map((e) => e.def);
  if (rule === 'legacy') {
    if (legends.length > 1) {
      problems.push({
        rule: 'R-DECK-7',
        text: tx('deck.legendsLegacy', { n: legends.length, cardIds: idList(legends) }, 'R-DECK-7'),
      });
    }
    return;
  }
  const kinds = [['monster', 'deck.legendMonsters'], ['spell', 'deck.legendSpells'], ['trap', 'deck.legendTraps']] as const;
  for (const [kind, code] of kinds) {
    const some = legends.filter((d) => d.kind === kind);
    if (some.length <= 1) continue;
    problems.push({
      rule: 'R-DECK-6',
      text: tx(code, { n: some.length, cardIds: idList(some) }, 'R-DECK-6'),
    });
  }
}

/** Legal but useless: a MAXIMUM center whose [L] or [R] is not in the Main Deck. */
function maximumWarnings(main: readonly Entry[], lookup: Lookup): EngineText[] {
  const inMain = new Set(main.map((e) => e.def.name));
  const warned = new Set<string>();
  const out: EngineText[] = [];
  for (const { def } of main) {
    const m = def.maximum;
    if (!m || m.role !== 'center' || warned.has(def.name)) continue;
    warned.add(def.name);
    const missing = [m.left, m.right].filter((id) => !inMain.has(lookup(id)?.name ?? `#${id}`));
    if (missing.length > 0) out.push(tx('deck.maximumPieces', { cardId: def.id, cardIdsAnd: missing }));
  }
  return out;
}

export function checkDeck(deck: DeckInput, options: DeckCheckOptions = {}): DeckCheck {
  const problems: DeckProblem[] = [];
  if (typeof deck !== 'object' || deck === null || Array.isArray(deck)) {
    problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.notObject') });
    return { ok: false, problems, warnings: [] };
  }
  const known = options.lookup ?? ((id: number) => options.ruleset?.cards.get(id));
  const catalog = options.catalog;
  // Cards of the catalog only still count for sizes, copies, the list and the Legend rule.
  const lookup: Lookup = catalog ? (id) => known(id) ?? catalog(id) : known;
  const legendRule = options.legendRule ?? options.format?.legendRule ?? 'current';
  if (legendRule !== 'current' && legendRule !== 'legacy') {
    problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.legendRule', { value: JSON.stringify(legendRule) ?? 'undefined' }) });
  }
  const entries: Entry[] = [];
  for (const section of ['main', 'extra', 'side'] as const) {
    const read = readSection(deck, section, problems);
    if (!read) continue;
    const { min, max, rule } = SIZE[section];
    // Count what the player listed, known or not: an unknown id is reported on its own.
    const n = read.listed;
    if (n < min || n > max) {
      problems.push({ rule, text: tx('deck.size', { section, n, low: min, high: max }, rule) });
    }
    entries.push(...resolve(section, read.ids, known, catalog, problems));
  }
  const totals = checkCopies(entries, problems);
  const banlist = options.banlist ?? options.format?.banlist ?? DEFAULT_BANLIST;
  if (typeof banlist === 'object' && banlist !== null) checkBanlist(totals, banlist, lookup, problems);
  else problems.push({ rule: 'R-DECK-INPUT', text: tx('deck.banlistNotList') });
  checkLegends(entries, legendRule === 'legacy' ? 'legacy' : 'current', problems);
  const warnings = maximumWarnings(entries.filter((e) => e.section === 'main'), lookup);
  return { ok: problems.length === 0, problems, warnings };
}

/** A card's status in a format (R-DECK-5), matched by name so a reprint shares it; null when unrestricted. */
export function cardStatus(format: DeckFormat, id: number, lookup: Lookup): BanStatus | null {
  return banStatus(format.banlist, id, (x) => lookup(x)?.name);
}
