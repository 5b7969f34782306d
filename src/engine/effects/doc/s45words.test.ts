// The words of session 45's Fusion and materials cards (validation; the case tables play them).
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from './validate';

const ignition = (steps: unknown[], condition?: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', ...(condition ? { condition } : {}), steps }] });
const opposing = { place: 'monsterZones', side: 'opponent', filter: { faceUp: true } };
const fromGy = { place: 'gy', side: 'you', filter: { kind: 'monster' } };

describe('session 45 words (validation)', () => {
  it('R-MEFF-2: a `choose` `levels` bound may be a total read when asked (levelOf, atkOf), and `stat` `atk` sums ATK', () => {
    expect(cardDocProblem(ignition([{ do: 'choose', as: 'x', from: fromGy, min: 1, max: 2, levels: { min: { times: 1, levelOf: opposing }, max: { times: 1, levelOf: opposing } } }]))).toBeNull();
    expect(cardDocProblem(ignition([{ do: 'choose', as: 'x', from: opposing, min: 1, max: 2, levels: { stat: 'atk', max: { times: 1, atkOf: 'self' } } }]))).toBeNull();
    expect(cardDocProblem(ignition([{ do: 'choose', as: 'x', from: fromGy, min: 1, max: 2, levels: { max: { times: 2, levelOf: opposing } } }]))).toMatch(/levels: each bound is a number or a total/);
    expect(cardDocProblem(ignition([{ do: 'choose', as: 'x', from: fromGy, levels: { stat: 'def', max: 3 } }]))).toMatch(/stat/);
  });

  it('R-FUS-2: `specialSummonedThisTurn` `fusion` is a Fusion Summon of this Main Phase', () => {
    expect(cardDocProblem(ignition([{ do: 'draw', count: 1 }], [{ specialSummonedThisTurn: 'you', fusion: true }]))).toBeNull();
    expect(cardDocProblem(ignition([{ do: 'draw', count: 1 }], [{ specialSummonedThisTurn: 'you', fusion: false }]))).not.toBeNull();
  });
});
