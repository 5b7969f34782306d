// Staged coverage positions for the newest sets' cards of session 45, second round (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

export const S45_LATE2_STAGED: Staged[] = [
  // Sparkhearts Hat, Normal Summoned this turn, a card in the hand, a FIRE Spellcaster in the GY.
  [160217026, main({ monsters: [{ card: 160217026, summonedHow: 'normal' }], hand: [160320008], graveyard: [mon('fs', 'Spellcaster', 4, 1000, 'FIRE')] })],
  // Sanmarth the Skysavior Bright Brilliance: a card in the hand, a Level 1 Fairy in the GY, a face-up monster on the opponent's field.
  [160218043, main({ monsters: [{ card: 160218043 }], hand: [160320008], graveyard: [mon('f1', 'Fairy', 1, 300, 'LIGHT')] }, { monsters: [{ card: 160320008 }] })],
  // Skysavior Aspiration: "Fusion" in the hand to send.
  [160218051, main({ hand: [160218051, 160204050] })],
  // Evolution of the Star Dragon: a LIGHT Fusion monster in the GY, a monster on the opponent's field.
  [160219026, main({ hand: [160219026], graveyard: [160008036] }, { monsters: [{ card: 160320008 }] })],
  // Meinir the Defiant Soulclad Spirit, Normal Summoned this turn, Souffraes and a Ritual Spell in the GY.
  [160217009, main({ monsters: [{ card: 160217009, summonedHow: 'normal' }], graveyard: [160018030, 160217029] })],
  // Beginning Skullrise: Souffraes the Defiant Soul in the hand.
  [160217014, main({ hand: [160217014, 160018030] })],
  // Destined Doom of the Defiant Souls: a WIND Zombie in Attack Position; the opponent Normal Summons a monster on their turn.
  [160217016, theirTurn(160217016, { monsters: [{ card: mon('wz', 'Zombie', 4, 1000, 'WIND') }] }, { hand: [160320008] }), ['summon']],
  // Leave it to the Sparkhearts!, Normal Summoned this turn, a Deck of 10.
  [160217021, main({ monsters: [{ card: 160217021, summonedHow: 'normal' }], deck: copies(10, 160320008) })],
  // Soul Flip: 3 Attributes in its GY; the opponent Normal Summons Fire Golem (Level 3, 800 DEF) on their turn.
  [160218055, theirTurn(160218055, { graveyard: [mon('g1', 'Warrior', 4, 100, 'DARK'), mon('g2', 'Warrior', 4, 200, 'LIGHT'), mon('g3', 'Warrior', 4, 300, 'FIRE')] }, { hand: [160001019] }), ['summon']],
  // Over Rush Volcano: 3 monsters with different ATK in its GY; Raidacross, Hero of the Dawn attacks on the opponent's turn.
  [160218076, theirTurn(160218076, { monsters: [{ card: mon('o', 'Warrior', 4, 100) }], graveyard: [mon('g1', 'Warrior', 4, 100), mon('g2', 'Warrior', 4, 200), mon('g3', 'Warrior', 4, 300)] }, { monsters: [{ card: 160001022 }] }), ['enterBattle', 'attack']],
  // X-Trial Cannon: a Deck to send 2 from, Y-Trial Dragon in the GY.
  [160219008, main({ monsters: [{ card: 160219008 }], graveyard: [160219009] })],
  // Y-Trial Dragon and Z-Trial Tank: X-Head Cannon in the GY, XY-Dragon Cannon and XZ-Tank Cannon in the Extra Deck.
  [160219009, main({ monsters: [{ card: 160219009 }], graveyard: [160219056], extra: [160219005] })],
  [160219010, main({ monsters: [{ card: 160219010 }], graveyard: [160219056], extra: [160219006] })],
  // Fairy of the Stars: 3 Level 7 monsters and a Level 3 one in the GY.
  // Searching Union: X-Head Cannon at the bottom of a Deck of 10.
  [160219012, main({ hand: [160219012], deck: [...copies(9, 160320008), 160219056] })],
];
