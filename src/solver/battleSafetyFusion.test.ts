// The solver's judgement of the Elemental HERO deck's documents (scripts before, listed by id
// in bound.ts then): the same verdicts from the data, and the new words judged soundly.
import { describe, expect, it } from 'vitest';
import { docById as doc } from '../cards/testing/docs';
import type { CardDoc } from '../engine/docs';
import { battleSafeTrap, battleStableContinuous } from './battleSafety';

describe('battle safety of the Elemental HERO documents', () => {
  it('160012062 Ether Escape, 160016064 Fusionic Defense (answer a summon) and 160320038 Quaking Mirror Force (turns monsters) are safe', () => {
    for (const id of [160012062, 160016064, 160320038]) expect(battleSafeTrap(doc(id)), String(id)).toBe(true);
  });

  it('160320032 Skyscraper: a fixed 1000 ATK on the turn player\'s named monsters is stable', () => {
    expect(battleStableContinuous(doc(160320032))).toBe(true);
  });

  it('a Trap that Fusion Summons or draws during a battle is not safe; a free-zone condition is not stable', () => {
    const quaking = doc(160320038);
    const withStep = (s: unknown): CardDoc => ({ ...quaking, effects: [{ ...quaking.effects[0], steps: [s] } as CardDoc['effects'][number]] });
    expect(battleSafeTrap(withStep({ do: 'fusionSummon', from: ['monsterZones'], materialsTo: 'gy' }))).toBe(false);
    expect(battleSafeTrap(withStep({ do: 'draw', count: 1, as: 'drawn' }))).toBe(false);
    const zone: CardDoc = { id: 1, effects: [], continuous: { modifiers: [{ kind: 'atk', to: 'self', value: 500, if: [{ game: 'freeSpellTrapZone' }] }] } };
    expect(battleStableContinuous(zone)).toBe(false);
  });
});
