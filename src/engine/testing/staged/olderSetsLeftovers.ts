// Staged coverage positions for the leftovers of sets 160010 to 160022 and 1602xx-1604xx (session
// 42; see base.ts for the shape).
import { main, mon, type Staged } from './base';

export const OLDER_SETS_LEFTOVERS_STAGED: Staged[] = [
  // Twin Blaze Fiend Angel Archel: FIRE MAXIMUM pieces (Volcalize Phoenix) in the GY.
  [160215031, main({ monsters: [{ card: 160215031 }], graveyard: [160014015, 160014016, 160014017] })],
  // Altar of the Twin Blaze Fiends: Blaze Fiend Overlords Beelucitaroth in MAXIMUM mode (Level 10) as the Tribute.
  [
    160215036,
    main({
      hand: [160215036, mon('f6', 'Fiend', 6, 0)],
      extra: [160215031, 160215032],
      monsters: [{ card: 160205011, maximum: { left: 160205010, right: 160205012 } }],
    }),
  ],
  // Rabbewel Ivory: Ritual Summoned by Jeweled Tusk Ritual first with two Level 3 Tributes from the hand.
  [160022039, main({ hand: [160022056, mon('a', 'Rock', 3, 0), mon('b', 'Rock', 3, 0)], extra: [160022039] }), ['activate', 'select', 'option']],
  [160022056, main({ hand: [160022056, mon('a', 'Rock', 3, 0), mon('b', 'Rock', 3, 0)], extra: [160022039] })],
  // Art Angel Metal Position: LP lower, a DARK Fairy beside it, a Set monster on the opponent's field.
  [
    160011014,
    main(
      { lp: 3000, monsters: [{ card: 160011014 }, { card: mon('f', 'Fairy', 4, 0, 'DARK') }] },
      { monsters: [{ card: mon('o', 'Warrior', 4, 1800), position: 'defense', faceDown: true }] },
    ),
  ],
  // Roadstar Gladimagia: DARK Spellcasters of two Levels in the GY, a face-up monster of the opponent's.
  [
    160019042,
    main({ monsters: [{ card: 160019042 }], graveyard: [mon('s1', 'Spellcaster', 3, 0, 'DARK'), mon('s2', 'Spellcaster', 5, 0, 'DARK')] }, { monsters: [{ card: mon('o', 'Warrior', 4, 2000) }] }),
  ],
];
