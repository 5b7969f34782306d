// The public face of the rules core. Everything outside src/engine uses only this.
export { applyAction } from './apply';
export { legalActions, whyNot } from './legal';
export { newDuel } from './setup';
export type { CardSpec, DeckList, DuelConfig, SetupResult } from './setup';
export { cardDef, cardName, poolCard } from './cards';
export { monsterAtk, monsterDef, monsterLevel } from './stats';
export type * from './types';
