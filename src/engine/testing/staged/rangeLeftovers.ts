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
];

