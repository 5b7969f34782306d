// Determinization: a full duel state made from a player's view by giving every hidden
// card an identity, so the engine can play on from it. Two kinds:
//
//  - meanField: no sampling. The opponent's face-down monsters become one inline Normal
//    monster with the average ATK/DEF of the unseen Level 1-4 monsters of its likely
//    decks; every other hidden card becomes a blank placeholder ("filler") that the
//    planners never play. Deterministic; used by Easy and Normal.
//  - sampled: every hidden card gets a pool id drawn without replacement from the unseen
//    cards of a likely deck (decklists.ts): Set monsters from its monsters, Set
//    Spells/Traps from its Spells/Traps, the hand and the Deck from the rest. Hard
//    averages over several of these, so an opponent's Set card is a Trap Hole in some
//    samples and a harmless card in others, in proportion.
//
// Only the view is read: the hidden cards' true identities never enter.
import type { CardDef, CardInst, DuelState, Seat } from '../engine';
import { deckCandidates, defOf, GENERIC, unseen, type DeckGuess } from './decklists';

/** What the deciding player knows of its own deck: its seat and decklist. */
export interface OwnDeck {
  seat: Seat;
  deck: DeckGuess;
}
import { type Rand, shuffle, makeRand, mixSeed } from './rand';

export interface Det {
  state: DuelState;
  /** uids whose identity is a blank placeholder: never act with them. */
  filler: ReadonlySet<number>;
}

type Slot = 'hand' | 'deck' | 'extra' | 'monster' | 'spellTrap' | 'field';

interface Hidden {
  uid: number;
  seat: Seat;
  where: Slot;
}

/** Hidden cards of the view that sit somewhere (hand, deck, extra, face-down on the field). */
function hiddenCards(view: DuelState): Hidden[] {
  const out: Hidden[] = [];
  const isHidden = (uid: number): boolean => view.cards[uid]?.id === 0;
  for (const seat of [0, 1] as const) {
    const p = view.players[seat];
    const add = (uid: number, where: Slot): void => {
      if (isHidden(uid)) out.push({ uid, seat, where });
    };
    for (const u of p.hand) add(u, 'hand');
    for (const u of p.deck) add(u, 'deck');
    for (const u of p.extra) add(u, 'extra');
    for (const m of p.monsters) if (m) add(m.uid, 'monster');
    for (const s of p.spellTraps) if (s) add(s.uid, 'spellTrap');
    if (p.field) add(p.field.uid, 'field');
  }
  return out;
}

const BLANK_NAME = 'Unknown card';

function blankDef(id: number): CardDef {
  return { id, name: BLANK_NAME, kind: 'spell', spellKind: 'normal', legend: false };
}

function setMonsterDef(id: number, atk: number, def: number): CardDef {
  return { id, name: 'Set monster', kind: 'monster', monsterKind: 'normal', attribute: 'EARTH', race: 'Warrior', level: 4, atk, def, legend: false };
}

/** Average ATK/DEF of the unseen Level 1-4 monsters of the decks seat may play. */
function averageSetMonster(view: DuelState, seat: Seat): { atk: number; def: number } {
  let atk = 0;
  let def = 0;
  let n = 0;
  for (const d of deckCandidates(view, seat)) {
    for (const id of unseen(view, seat, d).main) {
      const c = defOf(id);
      if (c?.kind !== 'monster' || (c.level ?? 0) > 4) continue;
      atk += c.atk ?? 0;
      def += c.def ?? 0;
      n++;
    }
  }
  return n === 0 ? { atk: 1000, def: 1000 } : { atk: Math.round(atk / n / 50) * 50, def: Math.round(def / n / 50) * 50 };
}

export function meanField(view: DuelState, me: Seat): Det {
  const hidden = hiddenCards(view);
  const inline = view.inline.slice();
  const blankId = -(inline.length + 1);
  inline.push(blankDef(blankId));
  const opp: Seat = me === 0 ? 1 : 0;
  let setId = 0;
  if (hidden.some((h) => h.where === 'monster')) {
    const avg = averageSetMonster(view, opp);
    setId = -(inline.length + 1);
    inline.push(setMonsterDef(setId, avg.atk, avg.def));
  }
  const cards: CardInst[] = view.cards.slice();
  const filler = new Set<number>();
  for (const h of hidden) {
    const c = cards[h.uid] as CardInst;
    if (h.where === 'monster') cards[h.uid] = { ...c, id: setId };
    else {
      cards[h.uid] = { ...c, id: blankId };
      filler.add(h.uid);
    }
  }
  return { state: { ...view, cards, inline, rng: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 1] }, filler };
}

/** Takes one id matching the test from the pool (random among matches), or null. */
function draw(r: Rand, pool: number[], test: (c: CardDef | undefined) => boolean): number | null {
  const idx: number[] = [];
  for (let i = 0; i < pool.length; i++) if (test(defOf(pool[i] as number))) idx.push(i);
  if (idx.length === 0) return null;
  const i = idx[r.int(idx.length)] as number;
  const id = pool[i] as number;
  pool.splice(i, 1);
  return id;
}

const ORDER: Record<Slot, number> = { monster: 0, spellTrap: 1, field: 2, extra: 3, hand: 4, deck: 5 };

export function sampled(view: DuelState, seed: number, own?: OwnDeck): Det {
  const r = makeRand(seed);
  const hidden = hiddenCards(view).sort((a, b) => ORDER[a.where] - ORDER[b.where]);
  const inline = view.inline.slice();
  const blankId = -(inline.length + 1);
  inline.push(blankDef(blankId));
  const cards: CardInst[] = view.cards.slice();
  const filler = new Set<number>();
  for (const seat of [0, 1] as const) {
    const mine = hidden.filter((h) => h.seat === seat);
    if (mine.length === 0) continue;
    const decks = deckCandidates(view, seat, own?.seat === seat ? own.deck : undefined);
    const deck = decks[r.int(decks.length)] as DeckGuess;
    const left = unseen(view, seat, deck);
    const main = shuffle(r, left.main);
    for (const h of mine) {
      let id: number | null;
      if (h.where === 'monster') {
        id = draw(r, main, (c) => c?.kind === 'monster' && (c.level ?? 0) <= 4) ?? draw(r, main, (c) => c?.kind === 'monster');
      } else if (h.where === 'spellTrap' && deck.name === GENERIC) id = null;
      else if (h.where === 'spellTrap') id = draw(r, main, (c) => c !== undefined && c.kind !== 'monster' && c.spellKind !== 'field');
      else if (h.where === 'field') id = draw(r, main, (c) => c?.spellKind === 'field');
      else if (h.where === 'extra') id = draw(r, left.extra, () => true);
      else id = main.pop() ?? null;
      const c = cards[h.uid] as CardInst;
      if (id === null) {
        cards[h.uid] = { ...c, id: blankId };
        filler.add(h.uid);
      } else cards[h.uid] = { ...c, id };
    }
  }
  const rs = makeRand(mixSeed(seed, 77));
  return { state: { ...view, cards, inline, rng: [rs.u32(), rs.u32(), rs.u32(), 1] }, filler };
}
