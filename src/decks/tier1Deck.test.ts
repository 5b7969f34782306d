// Issue "every card of the early sets": a player's .ydk made of tier-1 cards (the early sets and
// starter decks) imports whole and plays. The deck holds the last tier-1 cards to arrive (Call of
// the Earthbound, Icezark, Silvermountain of Blisstopia and the Dynamic Dino Dynamix MAXIMUM set).
import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';
import { checkDeck } from '../engine';
import { newStats, playCheckedDuel, sized } from '../engine/testkit';
import { readDeckList } from './deckText';

const DECK: [number, number, string][] = [
  [160203005, 1, 'Dynamic Dino Dynamix [L]'], [160203006, 1, 'Dynamic Dino Dynamix'], [160203007, 1, 'Dynamic Dino Dynamix [R]'],
  [160001047, 2, 'Call of the Earthbound'], [160005022, 1, 'Icezark the Unequaled'], [160203030, 1, 'Silvermountain of Blisstopia'],
  [160001006, 2, 'Little D'], [160002004, 2, 'Mammoth Graveyard'], [160002015, 2, 'Vishwar Randi'], [160002026, 2, 'Nandes the Fire Awakener'],
  [160004004, 2, 'Brassaxophone the Music Princess'], [160004005, 2, 'Flutomahawk the Music Princess'], [160004038, 2, 'Sakakaze the Talismanic Warrior'],
  [160005035, 2, 'Siesta Torero'], [160006020, 2, 'Betrayer of Peace'], [160201004, 2, 'Yurushima Warrior'], [160201007, 2, 'Masaki the Legendary Samurai'],
  [160202023, 2, 'Washsprayer the Cleansketeer'], [160202040, 2, 'Scarechair Saber'], [160203009, 2, 'Mech Therizinoraptor'],
  [160203010, 2, 'Ritzy King Rex'], [160203011, 2, 'Supressaurus Sternptera'], [160203012, 1, 'Uraby'],
];
// As EDOPro writes a deck file: one id a line, a comment line, the three sections.
const YDK = ['#created by a player', '#main', ...DECK.flatMap(([id, n]) => Array.from({ length: n }, () => String(id))), '#extra', '!side', ''].join('\r\n');

describe('R-DECK-1 a .ydk of tier-1 cards', () => {
  it('imports whole: every line is a playable card, and the deck is legal', () => {
    const r = readDeckList(YDK);
    expect(r).toMatchObject({ ok: true, skipped: [], unplayable: [] });
    if (!r.ok) return;
    expect(r.deck.main).toHaveLength(40);
    for (const [id, , name] of DECK) expect(CARD_POOL.get(id)?.name).toBe(name);
    expect(checkDeck({ main: r.deck.main, extra: r.deck.extra }, { ruleset: builtinRuleset() }).problems).toEqual([]);
  });

  it('plays: seeded duels of the deck against itself keep every invariant and end', () => {
    const r = readDeckList(YDK);
    if (!r.ok) throw new Error('the deck did not import');
    const deck = { main: r.deck.main, extra: r.deck.extra };
    const stats = newStats();
    const duels = sized({ fast: 3, ci: 10, nightly: 200 });
    for (let k = 0; k < duels; k++) playCheckedDuel({ label: `tier-1 deck ${k}`, decks: [deck, deck], seed: 61_100 + k, firstPlayer: (k % 2) as 0 | 1, stats });
    expect(stats.duels).toBe(duels);
    expect(stats.activations).toBeGreaterThan(0);
  });
});
