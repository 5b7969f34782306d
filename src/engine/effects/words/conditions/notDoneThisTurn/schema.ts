// The condition word `notDoneThisTurn`: the effect's player has not done an act this turn
// ("during a turn you have not activated …", "… not Special Summoned a monster", "… not drawn a
// card during this Main Phase"). Its test: run.ts (the turn's records, effects/turnLog.ts); its
// card text: src/i18n/cardText/words/notDoneThisTurn.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { int, list, obj, opt, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const notDoneThisTurnForm = {
  notDoneThisTurn: obj({
    notDoneThisTurn: word('activate', 'specialSummon', 'ritualSummon', 'drawInMainPhase'),
    ids: opt(list(int(1, 999_999_999), 5)),
    kind: opt(word('monster', 'spell', 'trap')),
    from: opt(word('hand', 'deck', 'gy', 'extra')),
  }),
};

export const notDoneThisTurnRows: readonly WordRow[] = [
  {
    words: ['notDoneThisTurn'],
    meaning:
      'you have not done this act this turn: `activate` (a card or effect; with `ids`, of a card with one of these printed names; with `kind`, of that card kind: `monster` is a monster effect), `specialSummon` (any Special Summon, Fusion, Ritual and MAXIMUM Summons included, R-SS-1; with `from`, only one from that place), `ritualSummon`, `drawInMainPhase` (a draw during this Main Phase). Read from `turnRecord` entries the engine keeps, from the action\'s events, in a duel where a card reads them',
    example: { notDoneThisTurn: 'activate', ids: [160446010] },
  },
];
