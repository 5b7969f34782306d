// Random tournament-legal decks drawn from a card pool, from a seed: for the whole-pool property
// tests, the coverage run, `npm run bench -- --workload pool` and `npm run sim -- --deck0 pool`.
// Plain uniform picks make decks no player would build (all Spells, no Level 4s) whose effects
// rarely fire, so a deck leans to one Type or Attribute half the time, keeps about 22 monsters
// with at least 14 of Level 4 or below, brings MAXIMUM pieces as whole sets (a third of the
// decks one set at least) and the named materials of the Fusion monsters it takes. Normal Monsters (more than half of the playable
// cards, src/cards/playable.ts) are drawn at an eighth of the weight of the other cards, so a
// deck holds about 12.5 of them among 24 monsters (13.8 when the pool had only 89 Normal
// Monsters and no such weight; seeds 1-100), and the decks still exercise effects.
// Every deck passes checkDeck (R-DECK-1..6).
import { BAN_LIMIT, banStatus, DEFAULT_BANLIST, nextInt, seedRng, type Banlist, type RngState, type CardDef } from '../engine';

export interface RandomDeckOptions {
  banlist?: Banlist;
  /** Main Deck size (40 to 60). */
  size?: number;
}

const MONSTERS = 22;
const LOW_LEVEL = 14;
const EXTRA_MAX = 15;
/** How much likelier a card with effects is drawn than a Normal Monster (see above). */
const EFFECT_WEIGHT = 8;

const isExtra = (d: CardDef): boolean => d.kind === 'monster' && (d.monsterKind === 'fusion' || d.monsterKind === 'ritual');

/** A seeded random legal deck (Main 40 by default, Extra up to 15) from `pool`. */
export function randomPoolDeck(pool: readonly CardDef[], seed: number, options: RandomDeckOptions = {}): { main: number[]; extra: number[] } {
  const rng = seedRng(seed);
  const banlist = options.banlist ?? DEFAULT_BANLIST;
  const size = options.size ?? 40;
  const byId = new Map(pool.map((c) => [c.id, c]));
  const deck = new Builder(byId, banlist);
  const theme = themeWeight(pool, rng);
  const weight = (c: CardDef): number => theme(c) * (c.monsterKind === 'normal' ? 1 : EFFECT_WEIGHT);
  const mainCards = pool.filter((c) => !isExtra(c));
  const low = mainCards.filter((c) => c.kind === 'monster' && !c.maximum && (c.level ?? 0) <= 4);
  const monsters = mainCards.filter((c) => c.kind === 'monster');
  const others = mainCards.filter((c) => c.kind !== 'monster');

  fill(deck, low, rng, weight, Math.min(LOW_LEVEL, size), size);
  // A third of the decks bring one MAXIMUM set: among 1,000 monsters a weighted pick rarely
  // reaches one (none in seeds 1-100 with 1,586 playable cards), and its effects must fire.
  const centers = mainCards.filter((c) => c.maximum?.role === 'center');
  if (centers.length > 0 && nextInt(rng, 3) === 0) fill(deck, pick(centers, rng, weight, 1), rng, weight, Math.min(LOW_LEVEL + 3, size), size);
  for (const extra of pick(pool.filter(isExtra), rng, weight, 1 + nextInt(rng, 4))) {
    if (!deck.addExtra(extra, 1 + nextInt(rng, 2))) continue;
    // Named materials come along, so the Fusion is sometimes made.
    for (const m of extra.fusionMaterials ?? []) {
      const def = typeof m === 'number' ? byId.get(m) : undefined;
      if (def && !isExtra(def)) deck.addMain(def, 2, size);
    }
  }
  fill(deck, monsters, rng, weight, Math.min(MONSTERS, size), size);
  fill(deck, others, rng, weight, size, size);
  // A small pool may run out of distinct cards under the copy limits: top up with anything.
  fill(deck, mainCards, rng, () => 1, size, size);
  if (deck.main.length < size) throw new Error(`the pool cannot make a legal ${size}-card deck`);
  return { main: deck.main, extra: deck.extra };
}

/** Half the decks favour one Type or Attribute of the pool's monsters (weight 6 instead of 1). */
function themeWeight(pool: readonly CardDef[], rng: RngState): (c: CardDef) => number {
  if (nextInt(rng, 2) === 0) return () => 1;
  const themes = [...new Set(pool.flatMap((c) => (c.kind === 'monster' ? [`race:${c.race}`, `attr:${c.attribute}`] : [])))].sort();
  const theme = themes[nextInt(rng, themes.length)];
  return (c) => (c.kind === 'monster' && (theme === `race:${c.race}` || theme === `attr:${c.attribute}`) ? 6 : 1);
}

/** Up to n distinct cards, each drawn with probability proportional to its weight. Each weight is
 * read once and a drawn card's weight becomes 0, so a draw walks an array of numbers: the same
 * picks as removing it from the list, about 60x faster on a pool of 1,200 cards. */
function pick(cards: readonly CardDef[], rng: RngState, weight: (c: CardDef) => number, n: number): CardDef[] {
  const w = cards.map(weight);
  let total = w.reduce((s, x) => s + x, 0);
  const out: CardDef[] = [];
  while (out.length < n && out.length < cards.length) {
    let r = nextInt(rng, total);
    let i = 0;
    // The first card left whose running weight passes r (a drawn card has weight 0).
    while (w[i] === 0 || r >= (w[i] as number)) r -= w[i++] as number;
    out.push(cards[i] as CardDef);
    total -= w[i] as number;
    w[i] = 0;
  }
  return out;
}

/** Adds cards of `from` (1 to 3 copies each) until the Main Deck holds `until` cards. */
function fill(deck: Builder, from: readonly CardDef[], rng: RngState, weight: (c: CardDef) => number, until: number, size: number): void {
  for (const c of pick(from, rng, weight, from.length)) {
    if (deck.main.length >= until) return;
    const want = Math.min(1 + nextInt(rng, 3), until - deck.main.length);
    if (c.maximum) {
      // A MAXIMUM monster comes as its whole set, the same number of each part.
      const center = c.maximum.role === 'center' ? c : deck.known(c.maximum.center);
      const m = center?.maximum;
      const parts = m?.role === 'center' ? [m.left, center?.id, m.right].map((id) => deck.known(id)) : [undefined];
      if (parts.every((p) => p !== undefined) && deck.main.length + 3 <= until) {
        const n = Math.min(want, ...parts.map((p) => deck.room(p as CardDef)), Math.floor((until - deck.main.length) / 3));
        if (n > 0) for (const p of parts) deck.addMain(p as CardDef, n, size);
      }
      continue;
    }
    deck.addMain(c, want, size);
  }
}

/** The deck so far, refusing whatever would break a deck rule. */
class Builder {
  readonly main: number[] = [];
  readonly extra: number[] = [];
  private readonly copies = new Map<string, number>();
  private readonly legends = new Set<CardDef['kind']>();

  constructor(
    private readonly byId: ReadonlyMap<number, CardDef>,
    private readonly banlist: Banlist,
  ) {}

  known(id: number | undefined): CardDef | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** How many more copies the deck may hold (R-DECK-4, R-DECK-5, R-DECK-6). */
  room(c: CardDef): number {
    const status = banStatus(this.banlist, c.id, (id) => this.byId.get(id)?.name);
    const limit = Math.min(3, status ? BAN_LIMIT[status] : 3, c.legend ? (this.legends.has(c.kind) ? 0 : 1) : 3);
    return Math.max(0, limit - (this.copies.get(c.name) ?? 0));
  }

  addMain(c: CardDef, n: number, size: number): number {
    return this.add(c, Math.min(n, size - this.main.length), this.main);
  }

  addExtra(c: CardDef, n: number): boolean {
    return this.add(c, Math.min(n, EXTRA_MAX - this.extra.length), this.extra) > 0;
  }

  private add(c: CardDef, n: number, to: number[]): number {
    const k = Math.min(n, this.room(c));
    if (k <= 0) return 0;
    for (let i = 0; i < k; i++) to.push(c.id);
    this.copies.set(c.name, (this.copies.get(c.name) ?? 0) + k);
    if (c.legend) this.legends.add(c.kind);
    return k;
  }
}
