// effectTextOf reads a card's document from the ruleset it is handed (a duel's, or the game's
// own in the deck builder), never from a list of its own; names come in the chosen card-name
// language, and the text keeps the sections and labels of generated text.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../cards/ruleset';
import { CARD_POOL } from '../../cards/pool';
import { createRuleset } from '../../engine/play';
import { effectTextOf } from './effectText';

const rules = builtinRuleset();

describe('effectTextOf', () => {
  it('reads the document of the ruleset handed in: a ruleset without it has no text for the card', () => {
    const bare = createRuleset({ cards: CARD_POOL.values() });
    expect(effectTextOf(rules, 160202019)).toMatch(/^Trigger: /); // Trap Hole
    expect(effectTextOf(bare, 160202019)).toBeNull();
    // A Normal Monster has none; nor has a hidden card (id 0).
    expect(effectTextOf(rules, 160001000)).toBeNull();
    expect(effectTextOf(rules, 0)).toBeNull();
  });

  it('names come in the chosen card-name language', () => {
    expect(effectTextOf(rules, 160315032, 'en')).toContain('"Blue-Fang Burst Dragon" or one "Red-Boot Boost Dragon"');
    expect(effectTextOf(rules, 160315032, 'ja', 'ja')).toContain('「碧牙の爆速竜」または「真紅動の撃速竜」');
    expect(effectTextOf(rules, 160320032, 'zh', 'en')).toContain('「Elemental HERO Bubbleman」或「Elemental HERO Neos」');
    expect(effectTextOf(rules, 160320032, 'en')).toContain('"Elemental HERO Bubbleman" or "Elemental HERO Neos"');
    // Neos is a playable Normal Monster now; the catalog has no Japanese name for it (Normal
    // Monsters have none in the facts), so it keeps its English one.
    expect(effectTextOf(rules, 160320032, 'ja', 'ja')).toContain('「Ｅ・ＨＥＲＯ バブルマン」または「Elemental HERO Neos」');
  });

  it('texts keep the sections and labels of generated text', () => {
    expect(effectTextOf(rules, 160302001, 'en')).toBe(
      [
        'Condition: You can still enter the Battle Phase this turn.',
        'Cost: Send the card on top of your Deck to the GY.',
        'Effect: This turn, if this card destroys a monster in battle, it may attack once more in that Battle Phase.',
      ].join('\n'),
    );
    expect(effectTextOf(rules, 160422001, 'en')).toMatch(/^\[MAXIMUM\] Condition: /);
    expect(effectTextOf(rules, 160422001, 'ja')).toMatch(/^【マキシマム】条件：/);
    expect(effectTextOf(rules, 160422001, 'zh')).toMatch(/^【极大】条件：/);
    expect(effectTextOf(rules, 160211069, 'en')).toMatch(/^Summon rule: .*this card can be Normal Summoned without Tributes\.\n\nCondition: /);
    expect(effectTextOf(rules, 160211069, 'ja')).toMatch(/^召喚ルール：.*\n\n条件：/);
    expect(effectTextOf(rules, 160205018, 'zh')).toMatch(/^发动时机：.*\n代价：支付600基本分。\n效果：/);
  });
});
