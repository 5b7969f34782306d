// The game's own ruleset: the built-in card facts and their effects (the compiled documents),
// handed to the engine. In Node the facts are bundled; in the browser they arrive as data
// (src/store/cardData.ts), so the ruleset is made on first use after that and made again if
// more cards or documents arrive.
import { createRuleset, type CardDef, type Ruleset, type CardScript } from '../engine/play';
import { CARD_POOL } from './pool';
import { docCount, docScripts } from './docs';

let cached: Ruleset | null = null;
let cachedKey = '';

/** Every card the game has, with its effects. */
export function builtinRuleset(): Ruleset {
  const key = `${CARD_POOL.size}/${docCount()}`;
  if (!cached || cachedKey !== key) {
    cached = createRuleset({ cards: CARD_POOL.values(), scripts: docScripts().filter((s) => CARD_POOL.has(s.id)) });
    cachedKey = key;
  }
  return cached;
}

/** The game's cards plus extra ones, for tests of mechanisms no built-in card uses yet. */
export function rulesetWith(extraCards: readonly CardDef[], extraScripts: readonly CardScript[] = []): Ruleset {
  const extraIds = new Set(extraCards.map((c) => c.id));
  return createRuleset({
    cards: [...[...CARD_POOL.values()].filter((c) => !extraIds.has(c.id)), ...extraCards],
    scripts: [...docScripts().filter((s) => !extraIds.has(s.id) && CARD_POOL.has(s.id)), ...extraScripts],
  });
}
