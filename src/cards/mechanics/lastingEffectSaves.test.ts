// B.B.B. - Beast Brave Brandish (save/load) and Supreme Marine Fortress Magnum Overbase (Field Spell).
import { Duel } from '../testing/maximum';
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../engine';
import { card, defPos, maxMon, mk } from '../../engine/testkit';
import { builtinRuleset } from '../ruleset';

const BBB = 160207026;
const OVERLORD_L = 160202001;
const SKY_R = 160203003;

// B.B.B.'s cases are in src/cards/cases/160207.json; what a table cannot check stays here.
// Super Electromagnetic Maximum, B.B.B. - Beast Brave Brandish.

describe('B.B.B. - Beast Brave Brandish (160207026)', () => {
  it('a duel holding its lasting piercing saves and loads', () => {
    const d = Duel.of(
      { hand: [card(BBB, 'bbb')], graveyard: [card(OVERLORD_L, 'g1'), card(SKY_R, 'g2')], monsters: [maxMon()] },
      { monsters: [defPos(mk('o', 0, 1000))] },
    );
    d.activate('bbb').pick('g1', 'g2').option(1);
    expect(d.state.lingering).toEqual([expect.objectContaining({ target: d.uid('C'), kind: 'piercing' })]);
    expect(deserialize(serialize(d.state), builtinRuleset()).ok).toBe(true);
  });
});

