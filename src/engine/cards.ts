// Looking up what a card in the duel is: the duel's ruleset, inline test cards, or a hidden card.
import { rulesetOf } from './ruleset';
import type { CardDef, DuelState } from './types';

/** Stand-in definition for a card whose identity a player view hides. */
export const HIDDEN_CARD: CardDef = Object.freeze({
  id: 0,
  name: 'Face-down card',
  kind: 'monster',
  legend: false,
});

/** A card of the duel's ruleset by id (not an inline or hidden card). */
export function rulesetCard(state: DuelState, id: number): CardDef | undefined {
  return rulesetOf(state).cards.get(id);
}

export function defById(state: DuelState, id: number): CardDef {
  if (id > 0) {
    const def = rulesetOf(state).cards.get(id);
    if (!def) throw new Error(`unknown card id ${id}`);
    return def;
  }
  if (id < 0) {
    const def = state.inline[-id - 1];
    if (!def) throw new Error(`unknown inline card ${id}`);
    return def;
  }
  return HIDDEN_CARD;
}

// One-entry cache: the card table is shared by every state of a duel, so the
// definitions of its cards can be resolved once per duel instead of once per lookup.
let cachedCards: DuelState['cards'] | null = null;
let cachedInline: DuelState['inline'] | null = null;
let cachedRuleset = '';
let cachedDefs: CardDef[] = [];

export function cardDef(state: DuelState, uid: number): CardDef {
  if (
    state.cards !== cachedCards ||
    state.inline !== cachedInline ||
    state.cardData !== cachedRuleset ||
    cachedDefs.length !== state.cards.length
  ) {
    cachedDefs = state.cards.map((c) => defById(state, c.id));
    cachedCards = state.cards;
    cachedInline = state.inline;
    cachedRuleset = state.cardData;
  }
  const def = cachedDefs[uid];
  if (!def) throw new Error(`no card with uid ${uid}`);
  return def;
}

export function cardName(state: DuelState, uid: number): string {
  return cardDef(state, uid).name;
}

export function isExtraDeckMonster(def: CardDef): boolean {
  return def.kind === 'monster' && (def.monsterKind === 'fusion' || def.monsterKind === 'ritual');
}

/** Tributes a Normal Summon of this monster needs (R-NS-4). */
export function tributesNeeded(def: CardDef): number {
  const lv = def.level ?? 0;
  return lv >= 7 ? 2 : lv >= 5 ? 1 : 0;
}
