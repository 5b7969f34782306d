// Staged coverage positions for the cards of the battle words (continuous and this-turn battle
// rules, `forbid` `battleDamage`, `modify` `cannotAttack`; see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const attack = ['enterBattle', 'attack'] as const;

export const S40_BATTLE_STAGED: Staged[] = [
  [160310009, main({ hand: [160310009, mon('l7', 'Warrior', 7, 2500)], monsters: [{ card: FILLER }] })],
  [160213078, main({ monsters: [{ card: 160213078 }, { card: FILLER }] })],
  [160022023, main({ hand: [FILLER], monsters: [{ card: 160022023 }] })],
  [160016054, main({ hand: [160016054], monsters: [{ card: mon('r', 'Reptile', 4, 1000, 'LIGHT') }] })],
  [160012064, theirTurn(160012064, {}, { monsters: [{ card: FILLER }] }), [...attack]],
  [160451005, theirTurn(160451005, { graveyard: copies(20, FILLER) }, { monsters: [{ card: FILLER }] }), [...attack]],
  [160321008, main({ monsters: [{ card: 160321008 }] })],
  [160015061, theirTurn(160015061, { monsters: [{ card: 160001028 }] }, { hand: [FILLER] }), ['summon']],
];
