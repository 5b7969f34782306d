// The words the Elemental HERO documents brought: validation names the field that is wrong.
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from './validate';

const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });

describe('fusionSummon, draw as, originalAtkBelowSelf, freeSpellTrapZone (validation)', () => {
  it('R-FUS-2: a fusionSummon names its material places and where the materials go', () => {
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['hand', 'field'], materialsTo: 'gy' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['gy'], monster: { race: 'Warrior', level: { min: 6, max: 8 } }, materialsTo: 'deckShuffle' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['deck'], materialsTo: 'gy' }]))).toMatch(/from\[0\] must be one of field, hand, gy/);
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: [], materialsTo: 'gy' }]))).toMatch(/steps\[0\]\.from must name at least one place/);
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['field'] }]))).toMatch(/steps\[0\]\.materialsTo is missing/);
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['field'], materialsTo: 'banish' }]))).toMatch(/materialsTo must be one of gy, deckBottom, deckShuffle/);
    const battleWin = { id: 1, effects: [{ id: 'e1', kind: 'battleWin', steps: [{ do: 'fusionSummon', from: ['field'], materialsTo: 'gy' }] }] };
    expect(cardDocProblem(battleWin)).toMatch(/cannot choose or ask/);
  });

  it('a draw keeps the drawn cards for later steps; the filter and condition words are checked', () => {
    const drawn = [{ do: 'draw', count: 1, as: 'drawn' }, { do: 'reveal', cards: { chosen: 'drawn' } }];
    expect(cardDocProblem(spell(drawn))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'reveal', cards: { chosen: 'drawn' } }]))).toMatch(/uses \{ "chosen": "drawn" \} before a step chooses it/);
    expect(cardDocProblem(spell([{ do: 'choose', as: 't', from: { place: 'field', side: 'both', filter: { originalAtkBelowSelf: 1 } } }]))).toMatch(/originalAtkBelowSelf must be true or false/);
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', condition: [{ game: 'freeSpellTrapZone' }], steps: [] }] })).toBeNull();
    const forbid = spell([{ do: 'forbid', what: 'attack', filter: { originalAtkBelowSelf: true } }]);
    expect(cardDocProblem(forbid)).toMatch(/unknown field "originalAtkBelowSelf"/);
  });
});
