// Staged coverage positions for the Ritual cards and Equip Spells of the s40 ritual/equip pass
// (see base.ts for the shape): each Ritual Spell in hand with its Ritual monster in the Extra
// Deck and Tributes enough, each Equip Spell in hand with a monster it may equip.
import { main, mon, type Staged } from './base';

const WARRIOR_OF_ZERA = 160215003;
const SPARKHEARTS_GIRL = 160003014;
const GRACE_PRINCESS_KANA = 160004013;
const GRACE_PRINCESS_MAI = 160215016;
const TAKE_A_SHORT_BREAK = 160026055; // "Helpful Items" in the GY
const windWarriors = [mon('w1', 'Warrior', 4, 1000, 'WIND'), mon('w2', 'Warrior', 4, 1000, 'WIND')].map((card) => ({ card }));

export const S40_RITUAL_STAGED: Staged[] = [
  [160015058, main({ hand: [160015058], monsters: [{ card: 160016000 }] })],
  [160019050, main({ hand: [160019050], monsters: [{ card: mon('p', 'Pyro', 4, 1000, 'FIRE') }], graveyard: [160014016] })],
  // Ever-Grace Princess Hina: Ritual Summoned by Grace Kamioki first, two LIGHT Aqua in the GY, a Set Spell to destroy.
  [
    160022038,
    main({ hand: [160022053, GRACE_PRINCESS_KANA], extra: [160022038], graveyard: [GRACE_PRINCESS_MAI, GRACE_PRINCESS_MAI] }, { spellTraps: [{ card: 160202019, faceDown: true }] }),
    ['activate', 'select', 'option'],
  ],
  [160022053, main({ hand: [160022053, GRACE_PRINCESS_KANA], extra: [160022037] })],
  // Beastly Mirror Calling: two Level 3 Fiends, Beastly Mirror Ritual in the GY and a Set card to destroy.
  [
    160025057,
    main(
      { hand: [160025057], extra: [160025069], monsters: [mon('f1', 'Fiend', 3, 1000, 'DARK'), mon('f2', 'Fiend', 3, 1000, 'DARK')].map((card) => ({ card })), graveyard: [160025056] },
      { spellTraps: [{ card: 160202019, faceDown: true }] },
    ),
  ],
  [160026044, main({ monsters: [{ card: 160026044 }], graveyard: [TAKE_A_SHORT_BREAK] })],
  [160026051, main({ hand: [160026051], extra: [160026041], monsters: [{ card: mon('p', 'Pyro', 7, 1000, 'FIRE', 1300) }] })],
  [160026056, main({ hand: [160026056], extra: [160026044], monsters: windWarriors })],
  [160026057, main({ hand: [160026057], extra: [160026043], monsters: windWarriors })],
  [160215010, main({ hand: [160215010], monsters: [{ card: WARRIOR_OF_ZERA }] })],
  // Tide-Ride Bluefin: Ritual Summoned by Bluefin Oath first, Pot of Greed on top of the Deck, a Set card to destroy.
  [
    160215084,
    main({ hand: [160215085], extra: [160215084], monsters: [{ card: mon('a', 'Warrior', 4, 1000) }], deck: [160411003, 160320008, 160320008] }, { spellTraps: [{ card: 160202019, faceDown: true }] }),
    ['activate', 'select', 'option'],
  ],
  [160215085, main({ hand: [160215085], extra: [160215084], monsters: [{ card: mon('a', 'Warrior', 4, 1000) }] })],
  [160215086, main({ hand: [160215086], monsters: [{ card: mon('a', 'Warrior', 4, 1000) }] })],
  [160217018, main({ monsters: [{ card: 160217018 }], hand: [mon('x', 'Warrior', 4, 0)], graveyard: [160001042, 160301014] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1000) }] })],
  [160217019, main({ monsters: [{ card: 160217019 }], hand: [mon('x', 'Warrior', 4, 0)] })],
  [160217011, main({ hand: [160217011], extra: [160217001], monsters: [{ card: 160018030 }, { card: mon('z', 'Zombie', 2, 0) }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160217028, main({ hand: [160217028], extra: [160217018], monsters: [{ card: SPARKHEARTS_GIRL }, { card: SPARKHEARTS_GIRL }] }, { monsters: [{ card: mon('b', 'Beast', 4, 1000) }] })],
  [160217029, main({ hand: [160217029], extra: [160217019], monsters: [{ card: SPARKHEARTS_GIRL }, { card: SPARKHEARTS_GIRL }, { card: SPARKHEARTS_GIRL }] }, { monsters: [{ card: mon('w', 'Warrior', 4, 1000) }] })],
];
