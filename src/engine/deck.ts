// Deck legality for tournament play (R-DECK-1..8). Separate from newDuel on purpose:
// scenarios and tests duel with decks no tournament would allow. Every problem is
// reported (not just the first) in words a player understands, naming cards and counts.
import { BAN_LIMIT, BAN_WORDS, banStatus, DEFAULT_BANLIST, type Banlist, type BanStatus, type DeckFormat } from './banlist';
import { isExtraDeckMonster } from './cards';
import type { Ruleset } from './ruleset';
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
}

export interface DeckProblem {
  /** The rule broken, e.g. 'R-DECK-1'; 'R-DECK-INPUT' for data that is not a deck list. */
  rule: string;
  message: string;
}

export interface DeckCheck {
  ok: boolean;
  problems: DeckProblem[];
  /** Legal but probably a mistake, e.g. a MAXIMUM center without its pieces. */
  warnings: string[];
}

type Section = 'main' | 'extra' | 'side';
const SECTION_NAME: Record<Section, string> = { main: 'Main Deck', extra: 'Extra Deck', side: 'Side Deck' };
const SIZE: Record<Section, { min: number; max: number; rule: string }> = {
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

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Pot of Greed ×2, Dark Hole": names in first-seen order with repeat counts. */
function nameList(defs: readonly CardDef[]): string {
  const counts = new Map<string, number>();
  for (const d of defs) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}

function kindWords(def: CardDef): string {
  if (def.kind === 'spell') return 'a Spell';
  if (def.kind === 'trap') return 'a Trap';
  const k = def.monsterKind;
  if (k === 'effect') return 'an Effect monster';
  if (k === 'maximum') return 'a MAXIMUM monster';
  if (k === 'fusion') return 'a Fusion monster';
  if (k === 'ritual') return 'a Ritual monster';
  return 'a Normal monster';
}

/**
 * Reads one section; reports what is not a list of whole numbers instead of throwing.
 * `listed` counts every entry the player gave, card or not, for the size rules.
 */
function readSection(deck: object, section: Section, problems: DeckProblem[]): { ids: number[]; listed: number } | null {
  const raw = (deck as Record<string, unknown>)[section];
  const where = SECTION_NAME[section];
  if (raw === undefined && section !== 'main') return { ids: [], listed: 0 };
  if (!Array.isArray(raw)) {
    problems.push({ rule: 'R-DECK-INPUT', message: `The ${where} must be a list of card ids.` });
    return null;
  }
  const ids: number[] = [];
  raw.forEach((v: unknown, i) => {
    if (typeof v === 'number' && Number.isInteger(v)) ids.push(v);
    else problems.push({ rule: 'R-DECK-INPUT', message: `${where} entry ${i + 1} is not a card id: ${String(JSON.stringify(v))}.` });
  });
  return { ids, listed: raw.length };
}

/** Turns ids into definitions; unknown ids and cards in the wrong deck become problems. */
function resolve(section: Section, ids: readonly number[], lookup: Lookup, problems: DeckProblem[]): Entry[] {
  const where = SECTION_NAME[section];
  const unknown = new Map<number, number>();
  const misplaced = new Map<CardDef, number>();
  const out: Entry[] = [];
  for (const id of ids) {
    const def = lookup(id);
    if (!def) {
      unknown.set(id, (unknown.get(id) ?? 0) + 1);
      continue;
    }
    out.push({ def, section });
    const wrong = section === 'main' ? isExtraDeckMonster(def) : section === 'extra' && !isExtraDeckMonster(def);
    if (wrong) misplaced.set(def, (misplaced.get(def) ?? 0) + 1);
  }
  for (const [id, n] of unknown) {
    const copies = n > 1 ? ` (${n} copies)` : '';
    problems.push({ rule: 'R-DECK-INPUT', message: `${where}: there is no card with id ${id} in the card pool${copies}.` });
  }
  for (const [def, n] of misplaced) {
    const copies = n > 1 ? ` (${n} copies)` : '';
    problems.push(
      section === 'main'
        ? { rule: 'R-DECK-1', message: `${def.name}${copies} is ${kindWords(def)}: it belongs in the Extra Deck, not the Main Deck (R-DECK-1).` }
        : { rule: 'R-DECK-2', message: `${def.name}${copies} is ${kindWords(def)}: only Fusion and Ritual monsters go in the Extra Deck (R-DECK-2).` },
    );
  }
  return out;
}

/** R-DECK-4: at most 3 cards with the same name across Main + Extra + Side. */
function checkCopies(entries: readonly Entry[], problems: DeckProblem[]): Map<string, number> {
  const byName = new Map<string, Record<Section, number>>();
  for (const e of entries) {
    const c = byName.get(e.def.name) ?? { main: 0, extra: 0, side: 0 };
    c[e.section]++;
    byName.set(e.def.name, c);
  }
  const totals = new Map<string, number>();
  for (const [name, c] of byName) {
    const total = c.main + c.extra + c.side;
    totals.set(name, total);
    if (total <= MAX_COPIES) continue;
    const parts = (['main', 'extra', 'side'] as const).filter((s) => c[s] > 0).map((s) => `${c[s]} in the ${SECTION_NAME[s]}`);
    problems.push({
      rule: 'R-DECK-4',
      message: `The deck has ${total} copies of ${name} (${parts.join(', ')}); at most ${MAX_COPIES} cards with the same name are allowed (R-DECK-4).`,
    });
  }
  return totals;
}

/** R-DECK-5. The list names ids, but limits apply to the card name (a reprint shares them). */
function checkBanlist(totals: ReadonlyMap<string, number>, banlist: Banlist, lookup: Lookup, problems: DeckProblem[]): void {
  const status = new Map<string, BanStatus>();
  // Least restrictive first, so a card on two lists ends with the stricter status.
  for (const s of ['semiLimited', 'limited', 'forbidden'] as const) {
    const ids: unknown = banlist[s];
    if (!Array.isArray(ids)) {
      problems.push({ rule: 'R-DECK-INPUT', message: `The Forbidden & Limited list "${banlist.version}" has no ${BAN_WORDS[s]} list.` });
      continue;
    }
    for (const id of ids) {
      const def = typeof id === 'number' ? lookup(id) : undefined;
      if (def) status.set(def.name, s);
    }
  }
  for (const [name, n] of totals) {
    const s = status.get(name);
    if (s === undefined || n <= BAN_LIMIT[s]) continue;
    const list = `on the Forbidden & Limited list "${banlist.version}"`;
    const message =
      s === 'forbidden'
        ? `${name} is Forbidden ${list}: remove ${n === 1 ? 'it' : `all ${n} copies`} (R-DECK-5).`
        : `${name} is ${BAN_WORDS[s]} ${list}: at most ${BAN_LIMIT[s]}, and the deck has ${n} (R-DECK-5).`;
    problems.push({ rule: 'R-DECK-5', message });
  }
}

/** R-DECK-6/7 over Main + Extra only: the Side Deck is exempt (R-DECK-8). */
function checkLegends(entries: readonly Entry[], rule: LegendRule, problems: DeckProblem[]): void {
  const legends = entries.filter((e) => e.section !== 'side' && e.def.legend).map((e) => e.def);
  if (rule === 'legacy') {
    if (legends.length > 1) {
      problems.push({
        rule: 'R-DECK-7',
        message: `The Main and Extra Deck hold ${legends.length} Legend cards (${nameList(legends)}); under the pre-2023 rule at most 1 Legend card in total is allowed (R-DECK-7).`,
      });
    }
    return;
  }
  const kinds = [['monster', 'monster'], ['spell', 'Spell'], ['trap', 'Trap']] as const;
  for (const [kind, word] of kinds) {
    const some = legends.filter((d) => d.kind === kind);
    if (some.length <= 1) continue;
    problems.push({
      rule: 'R-DECK-6',
      message: `The Main and Extra Deck hold ${some.length} Legend ${word}s (${nameList(some)}); at most 1 Legend ${word} is allowed (R-DECK-6).`,
    });
  }
}

/** Legal but useless: a MAXIMUM center whose [L] or [R] is not in the Main Deck. */
function maximumWarnings(main: readonly Entry[], lookup: Lookup): string[] {
  const inMain = new Set(main.map((e) => e.def.name));
  const warned = new Set<string>();
  const out: string[] = [];
  for (const { def } of main) {
    const m = def.maximum;
    if (!m || m.role !== 'center' || warned.has(def.name)) continue;
    warned.add(def.name);
    const missing = [m.left, m.right]
      .map((id) => lookup(id)?.name ?? `card ${id}`)
      .filter((name) => !inMain.has(name));
    if (missing.length > 0) {
      out.push(`${def.name} can never be MAXIMUM Summoned without ${missing.join(' and ')} in the Main Deck.`);
    }
  }
  return out;
}

export function checkDeck(deck: DeckInput, options: DeckCheckOptions = {}): DeckCheck {
  const problems: DeckProblem[] = [];
  if (typeof deck !== 'object' || deck === null || Array.isArray(deck)) {
    problems.push({ rule: 'R-DECK-INPUT', message: 'A deck must have a Main Deck list (and optionally Extra and Side Deck lists).' });
    return { ok: false, problems, warnings: [] };
  }
  const lookup = options.lookup ?? ((id: number) => options.ruleset?.cards.get(id));
  const legendRule = options.legendRule ?? options.format?.legendRule ?? 'current';
  if (legendRule !== 'current' && legendRule !== 'legacy') {
    problems.push({ rule: 'R-DECK-INPUT', message: `Unknown Legend rule ${JSON.stringify(legendRule)}: use 'current' or 'legacy'.` });
  }
  const entries: Entry[] = [];
  for (const section of ['main', 'extra', 'side'] as const) {
    const read = readSection(deck, section, problems);
    if (!read) continue;
    const { min, max, rule } = SIZE[section];
    // Count what the player listed, known or not: an unknown id is reported on its own.
    const n = read.listed;
    if (n < min || n > max) {
      problems.push({ rule, message: `${SECTION_NAME[section]} has ${plural(n, 'card')}; it needs ${min} to ${max} (${rule}).` });
    }
    entries.push(...resolve(section, read.ids, lookup, problems));
  }
  const totals = checkCopies(entries, problems);
  const banlist = options.banlist ?? options.format?.banlist ?? DEFAULT_BANLIST;
  if (typeof banlist === 'object' && banlist !== null) checkBanlist(totals, banlist, lookup, problems);
  else problems.push({ rule: 'R-DECK-INPUT', message: 'The Forbidden & Limited list is not a list.' });
  checkLegends(entries, legendRule === 'legacy' ? 'legacy' : 'current', problems);
  const warnings = maximumWarnings(entries.filter((e) => e.section === 'main'), lookup);
  return { ok: problems.length === 0, problems, warnings };
}

/** A card's status in a format (R-DECK-5), matched by name so a reprint shares it; null when unrestricted. */
export function cardStatus(format: DeckFormat, id: number, lookup: Lookup): BanStatus | null {
  return banStatus(format.banlist, id, (x) => lookup(x)?.name);
}
