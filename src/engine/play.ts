// What a duel on screen needs from the rules core: making a duel, its legal actions, applying
// them, and reading the cards and the view. The browser's first screen imports this instead of
// ./index, so saving and checking states (serialize, invariants), replays, scenarios and deck
// checks are not in its initial JS (src/cli/web/budget.ts); those load with the screens using them.
export { applyAction } from './apply';
export { legalActions, whyNot } from './legal';
export { whyCannotPlay } from './whyCannotPlay';
export { newDuel, STARTING_LP } from './setup';
export type { CardSpec, DeckList, DuelConfig, SetupResult } from './setup';
export { cardDef, cardName, rulesetCard } from './cards';
export { attachRuleset, createRuleset, duelCardData, rulesetOf } from './ruleset';
export { scriptOf } from './effects/registry';
export type { CardScript } from './effects/types';
export { tributeRuleOf } from './tributeRules';
export { cardDefProblem } from './facts';
export { MAX_INPUT_CHARS, tooLong } from './limits';
export type { Ruleset, RulesetInput } from './ruleset';
export { monsterAtk, monsterDef, monsterLevel } from './stats';
export { raceOf } from './effects/primitives/race';
export { attributeNow } from './effects/primitives/attribute';
export { concede } from './concede';
export { ENGINE_VERSION } from './version';
export { playerView } from './view';
export { TEXT_CODES, OPT_NO, OPT_YES, OPT_ATTACK, OPT_DEFENSE, isEngineText, textKey, tx, type EngineText, type TextCode, type TextParam } from './text';
export type { Banlist, BanStatus, DeckFormat } from './banlist';
export type * from './types';
