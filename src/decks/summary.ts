// What the deck editor shows beside the list: counts by kind, MAXIMUM sets and their
// completeness, and the engine's verdict (checkDeck: R-DECK, R-LEG) with every reason.
import { checkDeck, type CardDef, type DeckCheck, type DeckCheckOptions } from '../engine';
// Straight from its module, not the engine's index: the deck rules then stay out of the
// first screen's JS (they load with the deck builder).
import type { DeckCards } from './types';
import { cardFacts } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';

export interface KindCounts {
  monster: number;
  spell: number;
  trap: number;
  normal: number;
  effect: number;
  maximum: number;
  fusion: number;
  ritual: number;
}

export interface MaximumSet {
  center: CardDef;
  left: CardDef | undefined;
  right: CardDef | undefined;
  /** Which of the three cards the Main Deck lacks (English names). */
  missing: string[];
  /** The same cards, for showing them in the player's card-name language. */
  missingCards: CardDef[];
}

export interface DeckSummary {
  counts: { main: number; extra: number; side: number };
  kinds: KindCounts;
  maximumSets: MaximumSet[];
  check: DeckCheck;
}

export function kindCounts(ids: readonly number[]): KindCounts {
  const k: KindCounts = { monster: 0, spell: 0, trap: 0, normal: 0, effect: 0, maximum: 0, fusion: 0, ritual: 0 };
  for (const id of ids) {
    const def = cardFacts(id);
    if (!def) continue;
    k[def.kind]++;
    if (def.kind === 'monster') k[def.monsterKind ?? 'normal']++;
  }
  return k;
}

/** Every MAXIMUM set any of whose three pieces is in the Main Deck. */
export function maximumSets(main: readonly number[]): MaximumSet[] {
  const present = new Set(main);
  const centers = new Set<number>();
  for (const id of present) {
    const m = cardFacts(id)?.maximum;
    if (!m) continue;
    centers.add(m.role === 'center' ? id : m.center);
  }
  const out: MaximumSet[] = [];
  for (const c of [...centers].sort((a, b) => a - b)) {
    const center = cardFacts(c);
    const m = center?.maximum;
    if (!center || m?.role !== 'center') continue;
    const left = cardFacts(m.left);
    const right = cardFacts(m.right);
    const missingCards = [center, left, right].filter((d): d is CardDef => !!d && !present.has(d.id));
    out.push({ center, left, right, missing: missingCards.map((d) => d.name), missingCards });
  }
  return out;
}

export function summarize(deck: DeckCards, options: DeckCheckOptions = {}): DeckSummary {
  return {
    counts: { main: deck.main.length, extra: deck.extra.length, side: deck.side.length },
    kinds: kindCounts([...deck.main, ...deck.extra]),
    maximumSets: maximumSets(deck.main),
    check: checkDeck({ main: deck.main, extra: deck.extra, side: deck.side }, { ruleset: builtinRuleset(), catalog: cardFacts, ...options }),
  };
}
