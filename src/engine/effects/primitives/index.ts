// Everything a card script needs, in one import.
export * from './query';
export * from './moves';
export * from './steps';
export * from './linger';
export * from './race';
export * from './equip';
export * from './ritual';
export type { CardScript, EffectDef, Step, Ctx, ReadCtx, Aura, AuraCtx } from '../types';
