// One duel session (docs/engine.md, "One duel session").
export { DuelSession, SessionError, runDuel, tickClock } from './session';
export type { AsyncPlayer, CallProbe, Clock, Player, SessionEnd, SessionObserver, SessionOptions, SessionRefusal, SessionResult, SessionStep, Turn } from './session';
export { randomPlayer, scriptedPlayer } from './players';
