// The condition word `specialSummonedThisTurn`: a player has Special Summoned a monster this turn
// (with `faceUp`, face-up; with `level`, of a printed Level in that range): a lock that holds only
// in a turn when the opponent brought out a big monster. Its test: run.ts (the turn's
// records, effects/turnLog.ts); its card text: src/i18n/cardText/words/specialSummonedThisTurn.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { int, isTrue, obj, opt, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const specialSummonedThisTurnForm = {
  specialSummonedThisTurn: obj({
    specialSummonedThisTurn: word('you', 'opponent'),
    level: opt(obj({ min: opt(int(1, 12)), max: opt(int(1, 12)) })),
    faceUp: opt(isTrue),
    fusion: opt(isTrue),
  }),
};

export const specialSummonedThisTurnRows: readonly WordRow[] = [
  {
    words: ['specialSummonedThisTurn'],
    meaning:
      'that player (`you`: the effect\'s player, `opponent`) has Special Summoned a monster this turn (Fusion, Ritual and MAXIMUM Summons included, R-SS-1), with `faceUp` a face-up one, with `level` one whose printed Level is in that range (a MAXIMUM monster\'s is its centre\'s, R-MAX-7), with `fusion` a Fusion Summon (Contact Fusion included, R-FUS-2) made during the Main Phase (a Main Phase that saw a Fusion Summon of yours); read from `turnRecord` entries the engine keeps, one per summoned card, in a duel where a card reads them',
    example: { specialSummonedThisTurn: 'opponent', level: { min: 5 }, faceUp: true },
  },
  {
    words: ['specialSummonedThisTurn'],
    form: '`specialSummonedThisTurn` `fusion`',
    meaning: '`true`: that player Fusion Summoned a monster (Contact Fusion included, R-FUS-2) during the Main Phase of this turn; a Fusion Summon in the Battle Phase does not count. Kept as its own `turnRecord` entry per card',
    example: { specialSummonedThisTurn: 'you', fusion: true },
  },
];
