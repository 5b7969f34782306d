// The engine's test kit, one entry point: board builders (testing/mk), random and checked
// duels, test sizes, the English reason renderer's hook, and the few internals tests poke at
// directly. Only test files and test kits import it (lint rule `rush/engine-face`, docs/engine.md).
export * from './testing/mk';
export * from './testing/randomDuel';
export * from './testing/size';
export * from './testing/reasonText';
export * from './testing/deepFreeze';
export { moveCard, specialSummon, canSpecialSummon, defenseLocked, setPosition } from './effects/primitives';
export { attributeNow } from './effects/primitives/attribute';
export { raceOf } from './effects/primitives/race';
export { matchable } from './effects/primitives/fusionMatch';
export { materialFilter } from './effects/doc/fusionMaterials';
export { defPasses, passes } from './effects/doc/select';
export { LINGER_KINDS } from './effects/lingering';
export { activationProblem } from './effects/activate';
export { hasEffects } from './facts';
export { locateMonster } from './zones';
export { SIZE } from './deck';
