// The public face of the rules core. Everything outside src/engine uses only this.
export { applyAction } from './apply';
export { legalActions, whyNot } from './legal';
export { newDuel, STARTING_LP } from './setup';
export type { CardSpec, DeckList, DuelConfig, SetupResult } from './setup';
export { cardDef, cardName, poolCard } from './cards';
export { monsterAtk, monsterDef, monsterLevel } from './stats';
export { serialize, deserialize, validateState, stateHash } from './serialize';
export { stateProblems } from './invariants';
export { runReplay } from './replay';
export { concede } from './concede';
export type { Replay, ReplayResult } from './replay';
export { runScenario } from './scenario/run';
export { ENGINE_VERSION } from './version';
export type * from './types';
