// Staged coverage positions for the range leftovers, second look (tier-2 cards up to set 160209; see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const BEELUCITAROTH = { card: 160205011, maximum: { left: 160205010, right: 160205012 } };

export const RANGE_LEFTOVERS_STAGED: Staged[] = [
  [160402025, main({ monsters: [{ card: 160402025, summonedHow: 'normal' }], graveyard: [160011043] })],
  [160205012, main({ monsters: [BEELUCITAROTH] })],
  [160205015, main({ hand: [160205015], monsters: [BEELUCITAROTH] })],
  [160012007, main({ monsters: [{ card: 160012007, summonedHow: 'normal' }], graveyard: [160011043] })],
  [160013009, main({ monsters: [{ card: 160013009, summonedHow: 'normal' }], graveyard: [160013053] })],
  [160013011, main({ monsters: [{ card: 160013011 }], hand: [FUSION], graveyard: [160013012] })],
  [
    160013012,
    main(
      { monsters: [{ card: { id: 160013012, ref: 'cm' } }], spellTraps: [{ card: { id: 160013053, ref: 'dw' }, faceDown: false, equippedTo: 'cm' }] },
      { monsters: [{ card: FILLER }] },
    ),
  ],
  [160421022, main({ monsters: [{ card: 160421022 }], hand: [FUSION], graveyard: [FUSION, 160204043] })],
  [160208009, main({ monsters: [{ card: 160208009 }], graveyard: [160208012] })],
  [160014038, main({ monsters: [{ card: 160014038, summonedHow: 'normal' }], graveyard: [mon('g1', 'Galaxy', 4, 0), mon('g2', 'Galaxy', 4, 0), mon('g3', 'Galaxy', 4, 0), 160011040] })],
  [160013005, main({ monsters: [{ card: 160013005, summonedHow: 'special' }], hand: [160010101], graveyard: [160013048] })],
  [160012022, main({ monsters: [{ card: 160012022, summonedHow: 'normal' }], hand: [160012052], graveyard: [160012020] })],
  [160209062, main({ monsters: [{ card: 160209062, summonedHow: 'normal' }], graveyard: [160306012] })],
  [160209070, main({ hand: [160209070], monsters: [{ card: 160001028 }] }, { monsters: [{ card: FILLER }] })],
  [160209071, main({ hand: [160209071], graveyard: [160306003, 160201029] })],
  [160209083, main({ hand: [160209083, 160002000], graveyard: [160411002] })],
  [160206010, main({ monsters: [{ card: 160206010, summonedHow: 'normal' }], graveyard: [FILLER, 160417001] })],
  [160319006, main({ monsters: [{ card: 160319006, summonedHow: 'normal' }], graveyard: [160206013] })],
  [160319007, main({ monsters: [{ card: 160319007, summonedHow: 'normal' }, { card: 160319006 }], graveyard: [160001000] })],
  [160319008, main({ monsters: [{ card: 160319008 }], hand: [mon('m', 'Warrior', 4, 0)], deck: Array.from({ length: 10 }, () => FILLER), graveyard: [160001000] })],
  [160319028, main({ hand: [160319028], monsters: [{ card: 160001000 }] })],
  [160317007, main({ monsters: [{ card: 160317007 }, { card: mon('g8', 'Galaxy', 8, 2500) }] })],
  [160012024, main({ monsters: [{ card: 160012024 }], extra: [160008036, 160012040] }, { monsters: [{ card: FILLER }] })],
  [160012025, main({ monsters: [{ card: 160012025 }], extra: [160008036, 160012040] })],
  [160012011, main({ monsters: [{ card: 160012011 }], graveyard: [160012060] })],
  [160012060, theirTurn(160012060, { monsters: [{ card: 160012011 }, { card: 160012011 }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160007044, main({ hand: [160007044], graveyard: [mon('l1', 'Dragon', 7, 0), mon('l2', 'Warrior', 8, 0), mon('l3', 'Fiend', 7, 0), FILLER] }, { monsters: [{ card: FILLER }] })],
  [160421009, main({ monsters: [{ card: 160421009 }], hand: [FILLER], graveyard: [160003022, 160003023] }, { monsters: [{ card: FILLER }] })],
  [160010035, main({ monsters: [{ card: 160010035 }] }, { monsters: [{ card: FILLER }] })],
  [160205038, main({ hand: [160205038], graveyard: [mon('a', 'Warrior', 6, 0, 'EARTH', 500), mon('b', 'Warrior', 6, 0, 'EARTH', 500), mon('c', 'Warrior', 6, 0, 'EARTH', 500), mon('d', 'Warrior', 6, 0, 'EARTH', 500)] })],
  [160011017, main({ monsters: [{ card: 160011017 }], graveyard: [mon('g1', 'Warrior', 4, 0, 'LIGHT', 500), mon('g2', 'Warrior', 4, 0, 'DARK', 500)] }, { monsters: [{ card: FILLER }] })],
  [
    160011065,
    theirTurn(160011065, { monsters: [{ card: mon('w', 'Warrior', 4, 1000) }], spellTraps: [{ card: 160011065, faceDown: true }, { card: 160202019, faceDown: true }] }, { hand: [mon('s4', 'Warrior', 4, 1000)] }),
    ['summon'],
  ],
  [160012021, main({ monsters: [{ card: 160012021 }], hand: [mon('w', 'Warrior', 4, 0)], deck: [FUSION, FILLER, FILLER, FILLER] })],
  [160012055, main({ hand: [160012055], graveyard: [FILLER, FILLER] }, { graveyard: [mon('a', 'Warrior', 4, 0), mon('b', 'Warrior', 4, 0)] })],
  [160013049, main({ hand: [160013049], monsters: [{ card: 160315001 }, { card: 160013004 }], extra: [160013038] })],
  [160319035, theirTurn(160319035, { monsters: [{ card: mon('w', 'Warrior', 4, 1000) }], graveyard: [160001000] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160318001, main({ monsters: [{ card: 160318001, summonedHow: 'normal' }] }, { monsters: [{ card: FILLER }] })],
  [160311028, theirTurn(160311028, { monsters: [{ card: mon('g', 'Galaxy', 4, 1000) }], hand: [mon('g16', 'Galaxy', 4, 1600)] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160402060, main({ monsters: [{ card: 160402060 }], deck: Array.from({ length: 10 }, () => FILLER) })],
  [160208025, main({ monsters: [{ card: 160208025, summonedHow: 'normal' }, { card: mon('w', 'Warrior', 4, 1000) }], graveyard: [mon('wl', 'Beast', 7, 0, 'WIND'), mon('wn', 'Warrior', 4, 0)] })],
  [160402014, main({ monsters: [{ card: 160402014 }] }, { monsters: [{ card: FILLER }] })],
  [160402017, main({ monsters: [{ card: 160402017 }] }, { graveyard: [FILLER, 160319008] })],
  [160319005, main({ monsters: [{ card: 160319005, summonedHow: 'normal' }], deck: [FILLER, 160001000, FILLER, FILLER, FILLER] })],
  [160012038, main({ monsters: [{ card: 160012038 }, { card: FILLER }], graveyard: [160012054] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160011057, main({ hand: [160011057, mon('f1', 'Fairy', 4, 0), mon('f2', 'Fairy', 4, 0)], graveyard: [160006038] })],
  [160429002, main({ monsters: [{ card: 160429002, summonedHow: 'tribute' }] }, { hand: [FILLER] })],
  [160011025, main({ monsters: [{ card: 160011025 }], graveyard: [mon('p1', 'Psychic', 4, 0), mon('p2', 'Psychic', 4, 0), mon('p3', 'Psychic', 4, 0)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1000) }], graveyard: [mon('g', 'Warrior', 4, 0)] })],
];

