// Staged coverage positions for sets 160208 and 160209 (see base.ts for the shape).
import { copies, fillerDeck, main, mon, type Staged } from './base';

const AVIAN = 160320008; // Warrior Normal, Level 3, 1000/1000
const FUSION = 160204050;
const HARPIE_LADY = 160424007;
const VOLTCONDOR = 160002017;
const PRIMA = 160001028;
const TRAP_HOLE = 160202019;
const set = (card: number) => ({ card, faceDown: true });
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
// Seat 1 acts on its turn (attacks, or Normal Summons in Attack Position); seat 0 holds the Trap.
const theirs = (p0: object, p1: object) => ({ turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
const onAttack = (trap: number, p0: object, p1: object = { monsters: [{ card: AVIAN }] }): Staged => [
  trap,
  theirs({ spellTraps: [set(trap)], ...p0 }, p1),
  ['enterBattle', 'attack'],
];
const onSummon = (trap: number, p0: object, p1: object = { hand: [AVIAN] }): Staged => [
  trap,
  theirs({ spellTraps: [set(trap)], ...p0 }, p1),
  [{ type: 'summon', position: 'attack' }],
];
const light7 = () => mon('lw7', 'Winged Beast', 7, 2000, 'LIGHT');

export const SETS160208AND160209_STAGED: Staged[] = [
  [160208008, main({ hand: [AVIAN], monsters: [{ card: 160208008 }, { card: mon('wb', 'Winged Beast', 4, 1000, 'WIND') }], graveyard: [HARPIE_LADY] })],
  onSummon(160208016, { graveyard: [HARPIE_LADY, HARPIE_LADY] }),
  [160208018, main({ hand: [AVIAN], monsters: [{ card: 160208018 }] })],
  [160208019, main({ hand: [AVIAN], monsters: [{ card: 160208019 }] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160208022, main({ hand: [mon('ww', 'Warrior', 7, 2000, 'WIND')], monsters: [{ card: 160208022 }] })],
  [160208024, main({ monsters: [{ card: 160208024 }], deck: copies(10, AVIAN) })],
  [160208033, main({ hand: [160208033, 160004028], graveyard: [160208031, ...copies(4, 160208027)], extra: [160208019] })],
  onAttack(160208034, { monsters: [{ card: mon('ww', 'Warrior', 7, 2500, 'WIND') }] }),
  onAttack(160208036, { monsters: [{ card: AVIAN }] }),
  onAttack(160208037, { monsters: [{ card: mon('ww', 'Warrior', 7, 2500, 'WIND') }] }),
  [160208038, main({ monsters: [{ card: 160208038 }] }, { monsters: [{ card: AVIAN }] })],
  [160208039, main({ monsters: [{ card: 160208039 }], graveyard: [FUSION] })],
  [160208040, main({ hand: [mon('wy', 'Wyrm', 4, 1), AVIAN], monsters: [{ card: 160208040 }], field: { card: 160001045 } }, { monsters: [{ card: AVIAN }] })],
  [160208041, main({ monsters: [{ card: 160208041 }] })],
  [160208042, main({ monsters: [{ card: 160208042 }], graveyard: [160004024, ...copies(3, 160208046)] })],
  [160208043, main({ hand: [AVIAN], monsters: [{ card: 160208043 }], graveyard: [FUSION] })],
  [160208053, main({ hand: [160208053], monsters: [{ card: mon('wy', 'Wyrm', 4, 1) }] })],
  onAttack(160208058, { graveyard: [mon('wy', 'Wyrm', 4, 1)] }),
  [160208059, theirs({ monsters: [{ card: AVIAN }], spellTraps: [set(160208059)] }, { hand: [mon('big', 'Warrior', 7, 2500)], monsters: [{ card: AVIAN }, { card: AVIAN }] }), ['summon', 'select', 'select']],
  [160208064, main({ monsters: [{ card: 160208064, summonedHow: 'tribute' }] }, { monsters: [{ card: AVIAN }] })],
  [160209001, main({ monsters: [{ card: 160209001 }, { card: VOLTCONDOR }] })],
  [160209002, main({ monsters: [normal(160209002)], graveyard: [VOLTCONDOR] })],
  [160209003, main({ monsters: [{ card: 160209003 }, { card: VOLTCONDOR }], deck: copies(10, AVIAN) })],
  [160209005, main({ hand: [light7()], monsters: [{ card: 160209005 }] })],
  [160209006, main({ monsters: [{ card: 160209006 }], graveyard: [VOLTCONDOR] })],
  [160209012, main({ monsters: [{ card: 160209012 }], deck: copies(6, AVIAN) })],
  [160209016, main({ monsters: [{ card: 160209016 }] })],
  [160209018, main({ hand: [160209018], monsters: [{ card: mon('sc', 'Spellcaster', 4, 1500) }], graveyard: [mon('s5', 'Spellcaster', 5, 1), mon('s6', 'Spellcaster', 6, 1)] })],
  [160209019, main({ hand: [160209019, mon('sc', 'Spellcaster', 4, 1)] })],
  [160209021, main({ hand: [160209021], monsters: [{ card: light7() }] })],
  [160209026, main({ hand: [AVIAN], monsters: [{ card: 160209026 }], graveyard: [mon('gd', 'Dragon', 4, 1)] }, { monsters: [{ card: AVIAN }] })],
  [160209028, main({ monsters: [{ card: 160209028 }], graveyard: [mon('gd', 'Dragon', 4, 1)] })],
  [160209029, main({ monsters: [{ card: 160209029 }] }, { monsters: [{ card: mon('o7', 'Warrior', 7, 2500) }] })],
  [160209031, main({ monsters: [normal(160209031)], graveyard: [mon('n1', 'Warrior', 1, 0, 'DARK', 1400)], deck: copies(10, AVIAN) })],
  [160209032, main({ hand: [160209032, AVIAN] }, { monsters: [{ card: AVIAN }] })],
  [160209033, main({ hand: [160209033, AVIAN, 160209001] })],
  [160209034, main({ hand: [160209034], monsters: [{ card: AVIAN }], graveyard: copies(3, 160001026) })],
  [160209036, theirs({ spellTraps: [set(160209036)], graveyard: copies(3, AVIAN) }, { monsters: [{ card: AVIAN }] }), ['enterBattle', 'attack']],
  onSummon(160209037, {}, { hand: [AVIAN], monsters: [{ card: AVIAN }] }),
  onAttack(160209038, { monsters: [{ card: AVIAN, position: 'defense' }], deck: copies(5, AVIAN) }),
  // Descending Dragon of Clear Water: seat 1's Dragonic Demolisher destroys seat 0's monster.
  [
    160209039,
    theirs({ monsters: [{ card: AVIAN }], spellTraps: [set(160209039)], graveyard: [AVIAN] }, { hand: [AVIAN], monsters: [{ card: 160209026 }], graveyard: [mon('gd', 'Dragon', 4, 1)] }),
    ['activate', 'select', 'select'],
  ],
  [160209040, main({ monsters: [{ card: 160209040 }] })],
  [160209042, main({ monsters: [{ card: 160209042 }], graveyard: [mon('fa', 'Fairy', 4, 1)] })],
  [160209048, main({ monsters: [normal(160209048)], graveyard: [160201009] })],
  [160209049, main({ monsters: [normal(160209049)], graveyard: [mon('w5', 'Warrior', 4, 500)] })],
  [160209050, main({ monsters: [{ card: 160209050 }], graveyard: [mon('d8', 'Warrior', 8, 2500, 'DARK')] })],
  [160209052, main({ monsters: [{ card: 160209052 }] })],
  [160209054, main({ hand: [160209054] })],
  [160209057, main({ hand: [160209057, mon('d8', 'Warrior', 8, 2500, 'DARK')] })],
  [160209061, main({ monsters: [normal(160209061)] }, { graveyard: [AVIAN, AVIAN] })],
  [160209063, main({ monsters: [normal(160209063)] })],
  [160209064, main({ monsters: [normal(160209064), { card: PRIMA }] })],
  [160209066, main({ hand: [160209066], graveyard: [PRIMA, mon('p1', 'Psychic', 4, 1), mon('p2', 'Psychic', 4, 1)] })],
  [160209067, { ...main({ hand: [160209067], monsters: [{ card: mon('ps', 'Psychic', 4, 1000) }] }), players: [{ lp: 4000, deck: fillerDeck, hand: [160209067], monsters: [{ card: mon('ps', 'Psychic', 4, 1000) }] }, { deck: fillerDeck }] }],
  [160209068, main({ hand: [160209068, PRIMA] }, { monsters: [{ card: mon('o', 'Warrior', 4, 2100) }] })],
  [160209069, main({ hand: [160209069], graveyard: [160002025] })],
  onSummon(160209073, { graveyard: [mon('p1', 'Psychic', 2, 1), mon('p2', 'Psychic', 2, 1)] }),
  [160209074, main({ monsters: [{ card: 160209074 }, { card: mon('bw', 'Beast-Warrior', 4, 1200) }], field: { card: 160001045 } }, { monsters: [{ card: AVIAN }] })],
  [160209075, main({ monsters: [{ card: 160209075 }, { card: mon('bw', 'Beast-Warrior', 4, 1200) }] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160209082, main({ hand: [mon('ds', 'Spellcaster', 4, 1, 'DARK')], monsters: [{ card: 160209082 }], graveyard: [160002000] })],
  [160209084, main({ hand: [160209084], deck: copies(10, AVIAN) })],
  [160209085, main({ hand: [160209085, 160002000], spellTraps: [set(TRAP_HOLE)] })],
];
