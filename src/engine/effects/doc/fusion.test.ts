// The words the Elemental HERO documents brought: validation names the field that is wrong.
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from './validate';

const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });

describe('the Fusion words (validation)', () => {
  it('R-FUS-2: a fusionSummon names its material places and where the materials go', () => {
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['hand', 'monsterZones'], materialsTo: 'gy' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['gy'], monster: { race: 'Warrior', level: { min: 6, max: 8 } }, materialsTo: 'deckShuffle' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['deck'], materialsTo: 'gy' }]))).toMatch(/from\[0\] must be one of monsterZones, hand, gy/);
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: [], materialsTo: 'gy' }]))).toMatch(/steps\[0\]\.from must name at least one place/);
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['monsterZones'] }]))).toMatch(/steps\[0\]\.materialsTo is missing/);
    expect(cardDocProblem(spell([{ do: 'fusionSummon', from: ['monsterZones'], materialsTo: 'banish' }]))).toMatch(/materialsTo must be one of gy, deckBottom, deckShuffle/);
    const battleWin = { id: 1, effects: [{ id: 'e1', kind: 'battleWin', steps: [{ do: 'fusionSummon', from: ['monsterZones'], materialsTo: 'gy' }] }] };
    expect(cardDocProblem(battleWin)).toMatch(/cannot choose or ask/);
  });

  it('R-FUS-2: materials (each / including) are filters, and as keeps the materials for later steps', () => {
    const step = { do: 'fusionSummon', from: ['monsterZones'], faceUp: true, materialsTo: 'gy', materials: { each: { race: 'Dragon' } }, as: 'sent' };
    expect(cardDocProblem(spell([step, { do: 'reveal', cards: { chosen: 'sent' } }]))).toBeNull();
    expect(cardDocProblem(spell([{ ...step, materials: { including: { ids: [160301001] } } }]))).toBeNull();
    expect(cardDocProblem(spell([{ ...step, materials: { each: { race: 7 } } }]))).toMatch(/materials\.each\.race/);
    expect(cardDocProblem(spell([{ ...step, materials: { every: {} } }]))).toMatch(/unknown field "every"/);
  });

  it('a draw keeps the drawn cards for later steps; the filter and condition words are checked', () => {
    const drawn = [{ do: 'draw', count: 1, as: 'drawn' }, { do: 'reveal', cards: { chosen: 'drawn' } }];
    expect(cardDocProblem(spell(drawn))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'reveal', cards: { chosen: 'drawn' } }]))).toMatch(/uses \{ "chosen": "drawn" \} before a step chooses it/);
    expect(cardDocProblem(spell([{ do: 'choose', as: 't', from: { place: 'monsterZones', side: 'both', filter: { originalAtkBelowSelf: 1 } } }]))).toMatch(/originalAtkBelowSelf must be true or false/);
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', condition: [{ game: 'freeSpellTrapZone' }], steps: [] }] })).toBeNull();
    const forbid = spell([{ do: 'forbid', what: 'attack', filter: { originalAtkBelowSelf: true } }]);
    expect(cardDocProblem(forbid)).toMatch(/unknown field "originalAtkBelowSelf"/);
  });

  it('excavate, nameAsMaterial, a filtered choice and the material filters', () => {
    const argent = [
      { do: 'choose', as: 'revealed', from: { place: 'extra', side: 'you', filter: { monsterKind: 'fusion', fusionOnly: true } } },
      { do: 'excavate', count: 4, as: 'dug' },
      { do: 'choose', as: 'added', min: 0, max: 2, optional: true, from: { chosen: 'dug', filter: { materialOf: 'revealed' } } },
      { do: 'move', cards: { chosen: 'dug', filter: { notChosen: 'added' } }, to: 'deckBottom' },
      { do: 'nameAsMaterial', of: { chosen: 'revealed' } },
    ];
    expect(cardDocProblem(spell(argent))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'excavate', count: 4 }]))).toMatch(/steps\[0\]\.as is missing/);
    expect(cardDocProblem(spell([{ do: 'excavate', count: 0, as: 'dug' }]))).toMatch(/steps\[0\]\.count must be a whole number from 1 to 60/);
    expect(cardDocProblem(spell([{ do: 'nameAsMaterial' }]))).toMatch(/steps\[0\]\.of is missing/);
    expect(cardDocProblem(spell([{ do: 'reveal', cards: { place: 'hand', side: 'you', filter: { materialOf: 'revealed' } } }]))).toMatch(
      /uses \{ "chosen": "revealed" \} before a step chooses it/,
    );
    const lists = { place: 'extra', side: 'you', filter: { listsMaterialFrom: { place: 'hand', side: 'you', filter: { race: 'Warrior' } } } };
    expect(cardDocProblem(spell([{ do: 'choose', as: 'x', from: lists }]))).toBeNull();
    const badSet = { place: 'extra', side: 'you', filter: { listsMaterialFrom: { place: 'hand' } } };
    expect(cardDocProblem(spell([{ do: 'choose', as: 'x', from: badSet }]))).toMatch(/filter\.listsMaterialFrom\.side is missing/);
    expect(cardDocProblem(spell([{ do: 'choose', as: 'x', from: { place: 'gy', side: 'you', filter: { fusionOnly: 'yes' } } }]))).toMatch(/fusionOnly must be true or false/);
  });

  it('forbid activateExcept keeps a filter the duel state can hold', () => {
    expect(cardDocProblem(spell([{ do: 'forbid', what: 'activateExcept', filter: { race: 'Warrior' } }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'forbid', what: 'activateExcept' }]))).toMatch(/steps\[0\]\.filter is missing/);
    expect(cardDocProblem(spell([{ do: 'forbid', what: 'activateExcept', filter: { materialOf: 'x' } }]))).toMatch(/unknown field "materialOf"/);
  });
});
