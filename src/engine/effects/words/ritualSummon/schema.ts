// The step word `ritualSummon` (R-RIT): 1 Ritual monster of your Extra Deck passing `monster`,
// summoned by sending Tributes from `from` whose Levels add up to its Level or more with none
// superfluous, or exactly to it with `exact`. Its run code: run.ts; its card text:
// src/i18n/cardText/words/ritualSummon.ts.
import { bool, isTrue, name, nonEmpty, opt, word } from '../../doc/schema/build';
import { filterSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const ritualSummonSchema = step('ritualSummon', {
  monster: filterSchema,
  from: nonEmpty(word('monsterZones', 'hand'), 2, ' must name at least one place'),
  faceUp: opt(bool),
  materials: opt(filterSchema),
  handMaterials: opt(filterSchema),
  fieldMaterials: opt(filterSchema),
  exact: opt(bool),
  differentName: opt(isTrue),
  materialsTo: opt(word('deck')),
  as: opt(name),
  materialsAs: opt(name),
});

export const ritualSummonRows: readonly WordRow[] = [
  {
    words: ['ritualSummon'],
    meaning:
      'R-RIT-2..4: 1 Ritual monster of your Extra Deck passing `monster` (printed), by sending to the GY Tributes from `from` — `monsterZones` (face-up only with `faceUp`), `hand` — passing `materials` (current on the field, printed in the hand) whose Levels add up to its Level or more with no superfluous Tribute (leaving any one out would fall short), or to exactly its Level with `exact`; `handMaterials` narrows the Tributes from the hand further ("no Effect Monsters from the hand"), `fieldMaterials` those from the Monster Zones ("none from your field except "X""); the player picks the monster, then one of the legal sets of Tributes (an option prompt `prompt.ritualTributes`, skipped when only one), then the position, R-SS-2; to activate, a Ritual monster with a legal set and a zone for it must exist; `as` keeps the summoned monster, `materialsAs` the Tributes sent (those from the field read as they were there, last-known information: a count of them in `maximumMode` is "one of them was in MAXIMUM mode"); the summon record keeps the Tributes (`self` `summoned` `tributed`)',
    example: { do: 'ritualSummon', monster: { ids: [160022066] }, from: ['monsterZones', 'hand'] },
  },
  {
    words: ['ritualSummon'],
    form: '`ritualSummon` `exact`',
    meaning: 'the Tributes\' Levels must add up to exactly the Ritual monster\'s Level',
    example: { do: 'ritualSummon', monster: { race: 'Fiend' }, from: ['monsterZones', 'hand'], materials: { race: 'Fiend' }, exact: true, as: 'summoned' },
  },
  {
    words: ['ritualSummon'],
    form: '`ritualSummon` `differentName`, `materialsTo`',
    meaning: '`differentName`: no Tribute bears the name of the Ritual monster summoned (read as `shownId`); `materialsTo` `deck`: the Tributes are shuffled into their owners\' Decks instead of going to the GY (a Ritual or Fusion monster to the Extra Deck, R-FUS-5)',
    example: { do: 'ritualSummon', monster: { race: 'Galaxy' }, from: ['monsterZones'], faceUp: true, materials: { race: 'Galaxy' }, exact: true, differentName: true, materialsTo: 'deck', materialsAs: 'materials' },
  },
];
