// Running the step word `shuffleDeck` (schema.ts says what it means).
import type { Step } from '../../types';
import { shuffleDeck } from '../../primitives/moves';
import { act } from '../../primitives/steps';

export const runShuffleDeck = (): Step => act((ctx) => shuffleDeck(ctx, ctx.seat));
