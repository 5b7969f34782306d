// The AI's public face (docs/ai.md). The UI talks to worker.ts; it needs toRealAction to
// apply an answer (chosen on playerView) to the real duel.
export { decide, safeAction } from './decide';
export { toRealAction } from './translate';
export { LEVELS } from './levels';
export type { AiLevel, AiRequest, AiResponse } from './protocol';
