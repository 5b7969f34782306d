// Staged coverage positions for the cards of the word ritualSummon (see base.ts for the shape):
// each Ritual Spell in the hand with its Ritual monster in the Extra Deck and Tributes enough.
import { main, mon, type Staged } from './base';

const rite = (spell: number, monster: number, hand: (object | number)[], monsters: (object | number)[] = []) =>
  main({ hand: [spell, ...hand], extra: [monster], monsters: monsters.map((card) => ({ card })) });

const thunders = [mon('t1', 'Thunder', 4, 0, 'LIGHT'), mon('t2', 'Thunder', 4, 0, 'LIGHT')];

export const WORDS_RITUAL_STAGED: Staged[] = [
  // Plasmatic Model Rising Lystella: Ritual Summoned by Plasmatic Model Play first, 2 monsters in the GY, a face-down card to destroy.
  [
    160021047,
    main({ hand: [160021058], extra: [160021047], monsters: thunders.map((card) => ({ card })), graveyard: [160320008, 160320008] }, { spellTraps: [{ card: 160202019, faceDown: true }] }),
    ['activate', 'select', 'option'],
  ],
  [160021057, rite(160021057, 160021046, [], thunders)],
  [160021058, rite(160021058, 160021047, [], thunders)],
  // Hungreed Burger: a DARK Warrior in the GY, Hungry Burger beside it, a Spell/Trap to destroy.
  [160022033, main({ monsters: [{ card: 160022033 }, { card: 160022066 }], graveyard: [mon('dw', 'Warrior', 4, 1000, 'DARK')] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160022047, rite(160022047, 160022066, [mon('h', 'Warrior', 2, 0)], [mon('a', 'Warrior', 4, 0)])],
  [160022048, rite(160022048, 160022033, [], [mon('a', 'Warrior', 3, 0), mon('b', 'Warrior', 3, 0)])],
  [160023057, rite(160023057, 160023066, [mon('h', 'Warrior', 3, 0)], [mon('a', 'Warrior', 4, 0)])],
  [160023058, rite(160023058, 160023066, [], [mon('a', 'Beast', 4, 0), mon('b', 'Beast', 3, 0)])],
  [160024057, rite(160024057, 160024041, [mon('h', 'Warrior', 7, 0)])],
  [160025056, rite(160025056, 160025069, [], [mon('a', 'Warrior', 3, 0), mon('b', 'Warrior', 3, 0)])],
  [160215008, rite(160215008, 160215001, [], [160215003, 160215003])],
  [160216038, rite(160216038, 160216001, [mon('h', 'Warrior', 4, 0)], [mon('a', 'Warrior', 4, 0)])],
  // Ceremonial Sorcerer and Knight beside Magician of Black Chaos; Black Magic Ritual and Ceremonial Gate.
  [160323002, main({ monsters: [{ card: 160323002 }, { card: 160323001 }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160323003, main({ monsters: [{ card: 160323003 }, { card: 160323001 }] })],
  [160323030, rite(160323030, 160323001, [mon('h', 'Warrior', 4, 0)], [mon('a', 'Warrior', 4, 0)])],
  [160323031, rite(160323031, 160323003, [], [mon('a', 'Warrior', 4, 0), mon('b', 'Warrior', 3, 0)])],
  // The Zera cards: Zera the Evil Fiend Ritual Summoned by Zera Advent first (its Tributes, Warrior of Zera, land in the GY).
  [
    160215002,
    main({ hand: [160215009], extra: [160215002], monsters: [{ card: 160215003 }, { card: 160215003 }], graveyard: [160215004] }),
    ['activate', 'select', 'option'],
  ],
  [160215009, rite(160215009, 160215002, [], [160215003, 160215003])],
  [160022035, main({ monsters: [{ card: 160022035 }], hand: [160215003], graveyard: [160215003] }, { monsters: [{ card: 160320008 }] })],
  [160022036, main({ monsters: [{ card: 160022036 }], graveyard: [160215001, 160215003] }, { hand: [160320008] })],
  [160022052, rite(160022052, 160022035, [], [160215003, 160215003])],
  // The "Another" Plasmatic Models: Another Rising Lystella Ritual Summoned by Another Docking first, a non-Ritual monster beside it.
  [
    160022034,
    main({ hand: [160022051], extra: [160022034], monsters: [...thunders, mon('w', 'Warrior', 4, 0)].map((card) => ({ card })), graveyard: [160021047] }),
    ['activate', 'select', 'option'],
  ],
  [160022051, rite(160022051, 160022034, [], thunders)],
  [160218070, rite(160218070, 160218068, [], thunders)],
  // Ever-Grace Princesses: Ritual Summoned by Grace Hakama Fitting Ceremony first (Grace Princess Mai and Kana as Tributes).
  [160215014, main({ hand: [160215023, 160004013], extra: [160215014], monsters: [{ card: 160215016 }] }, { monsters: [{ card: 160320008 }] }), ['activate', 'select', 'option']],
  [160215015, main({ hand: [160215023, 160004013], extra: [160215015], monsters: [{ card: 160215016 }] }), ['activate', 'select', 'option']],
  [160215023, rite(160215023, 160215015, [160004013], [160215016])],
];
