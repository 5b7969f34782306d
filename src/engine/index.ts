// The public face of the rules core. Everything outside src/engine uses only this, or one of
// the entry points for a part of it: play.ts (the first screen's), docs.ts (card documents),
// testkit.ts (tests). docs/engine.md, "Entry points"; lint rule rush/engine-face.
export { applyAction } from './apply';
export { legalActions, whyNot } from './legal';
export { whyCannotPlay } from './whyCannotPlay';
export { newDuel, STARTING_LP } from './setup';
export type { CardSpec, DeckList, DuelConfig, SetupResult } from './setup';
export { cardDef, cardName, isExtraDeckMonster, rulesetCard } from './cards';
export { attachRuleset, createRuleset, duelCardData, rulesetOf } from './ruleset';
export { compileCard } from './effects/doc/compile';
export type { Ruleset, RulesetInput } from './ruleset';
export { cardDefProblem } from './facts';
export { attacksAllowed, battleImmune, hasPiercing, monsterAtk, monsterDef, monsterLevel } from './stats';
export { raceOf } from './effects/primitives/race';
export { attributeNow } from './effects/primitives/attribute';
export { serialize, deserialize, validateState, stateHash } from './serialize';
export { stateProblems } from './invariants';
export { runReplay } from './replay';
export { concede } from './concede';
export type { Replay, ReplayResult } from './replay';
export { runScenario, type ScenarioOutput } from './scenario/run';
// The scenario format's parts (docs/scenario.md): reading a board, starting from it, its actions, writing one.
export { readBoard } from './scenario/readBoard';
export { BoardError, describe as describeValue, isObj as isPlainObject } from './scenario/reader';
export { scenarioStart } from './scenario/start';
export { Refusal, checkScenarioAction, toEngineActions, toScenarioAction } from './scenario/translate';
export { cardLabel, writeBoard } from './scenario/writeBoard';
export { ENGINE_VERSION } from './version';
export { VANILLA_DECKS, VANILLA_MAIN } from './vanillaDeck';
export type * from './types';
export { checkDeck, cardStatus } from './deck';
export type { DeckInput, DeckCheck, DeckCheckOptions, DeckProblem, LegendRule } from './deck';
export { BAN_LIMIT, DEFAULT_BANLIST, banStatus } from './banlist';
export type { Banlist, BanStatus, DeckFormat } from './banlist';
export { playerView } from './view';
export { TEXT_CODES, AMONG_WORDS, PLACE_WORDS, OPT_NO, OPT_YES, OPT_ATTACK, OPT_DEFENSE, isEngineText, textKey, tx, type EngineText, type TextCode, type TextParam } from './text';
export { MAX_ACTIONS, MAX_INPUT_CHARS, MAX_PILE, tooLong } from './limits';
export { nextInt, seedRng, shuffleInPlace, type RngState } from './rng';
export { scriptOf } from './effects/registry';
export type { CardScript } from './effects/types';
export { tributeRuleOf } from './tributeRules';
export { DuelSession, SessionError, runDuel, tickClock, randomPlayer, scriptedPlayer } from './session';
export type { AsyncPlayer, CallProbe, Clock, Player, SessionEnd, SessionObserver, SessionOptions, SessionRefusal, SessionResult, SessionStep, Turn } from './session';
