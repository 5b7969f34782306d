// The filter word effectMonster: every monster with effects, as card texts mean "Effect Monster"
// (R-CARD-2 frames, R-CARD-3), so MAXIMUM pieces and Fusion or Ritual monsters with effects count,
// unlike monsterKind "effect" (the Effect frame only); a Normal Monster, or a Fusion monster
// printed without effects, does not.
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from '../../engine/docSchema';
import { hasEffects, atkPos, board, card, mk } from '../../engine/testkit';
import { offered, playOk } from '../testing/play';
import { poolCard } from '../pool';

const HICROTRON = 160204035; // Fusion Effect Monster, Cyberse: needs 3 Cyberse Effect Monsters in the GY
const YGGDRAGO_L = 160202010; // MAXIMUM piece, Cyberse
const ATTRON = 160202015; // Effect Monster, Cyberse
const FEMTRON = 160202014; // Normal Monster, Cyberse
const MUDBALLMAN = 160402042; // Fusion monster printed without effects

describe('R-CARD-2, R-CARD-3: an Effect Monster is any monster with effects', () => {
  it('R-CARD-3: the facts: MAXIMUM pieces and Fusion Effect Monsters have effects; Normal Monsters and effect-less Fusions do not', () => {
    const has = (id: number) => hasEffects(poolCard(id) ?? fail(id));
    expect([YGGDRAGO_L, HICROTRON, ATTRON].map(has)).toEqual([true, true, true]);
    expect([FEMTRON, MUDBALLMAN].map(has)).toEqual([false, false]);
  });

  const b = (gy: number[]) =>
    board({ monsters: [atkPos(card(HICROTRON, 'me'))], graveyard: gy.map((g, i) => card(g, `g${String(i)}`)), deck: ['d1', 'd2', 'd3'].map((r) => mk(r, 1)) });
  it('R-CARD-2: Permilind Hicrotron counts a MAXIMUM piece and a Fusion Effect Monster among its 3 Cyberse Effect Monsters', () => {
    expect(offered(playOk(b([YGGDRAGO_L, HICROTRON, ATTRON]), []), 'me')).toBe(true);
  });
  it('R-CARD-2 refused: a Normal Monster is no Effect Monster (MAXIMUM piece, Fusion, Normal: only 2)', () => {
    expect(offered(playOk(b([YGGDRAGO_L, HICROTRON, FEMTRON]), []), 'me')).toBe(false);
  });

  it('the word is only true, and a rule kept in the duel state may hold it (it reads printed facts only)', () => {
    const with_ = (filter: unknown, step = 'destroy') =>
      cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [step === 'destroy' ? { do: 'destroy', cards: { place: 'gy', side: 'you', filter } } : { do: 'forbid', what: 'attack', filter }] }] });
    expect(with_({ effectMonster: true })).toBeNull();
    expect(with_({ effectMonster: false })).toMatch(/effectMonster must be true/);
    expect(with_({ effectMonster: true }, 'forbid')).toBeNull();
  });
});

function fail(id: number): never {
  throw new Error(`card ${String(id)} is not in the pool`);
}
