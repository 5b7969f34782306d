// The filter word listsMaterial: a Fusion monster whose printed list of materials names one of the
// cards given (R-FUS-1: a Fusion monster lists its materials), read on the printed card; a generic
// material of the list ("1 DARK monster") names no card.
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from '../../engine/docSchema';
import { defPasses } from '../../engine/testkit';
import { CARD_POOL } from '../pool';

const NEOS = 160320004;
const SUMMONED_SKULL = 160003000;
const HEAT_NEOS = 160018066; // "Elemental HERO Neos" + "Neo-Spacian Flare Scarab"
const MANIFESTATION = 160020048; // "Summoned Skull" + 1 DARK monster
const BLACK_SKULL = 160016000; // "Summoned Skull" + "Red-Eyes Black Dragon"

const def = (id: number) => {
  const d = CARD_POOL.get(id);
  if (!d) throw new Error(`no card ${id}`);
  return d;
};

describe('R-FUS-1: a Fusion monster that lists a named card among its materials', () => {
  it('R-FUS-1: Heat Neos lists Elemental HERO Neos; Black Skull Dragon does not', () => {
    expect(defPasses(def(HEAT_NEOS), { listsMaterial: [NEOS] })).toBe(true);
    expect(defPasses(def(BLACK_SKULL), { listsMaterial: [NEOS] })).toBe(false);
  });
  it('R-FUS-1: one of several names is enough; a generic material names no card', () => {
    expect(defPasses(def(MANIFESTATION), { listsMaterial: [NEOS, SUMMONED_SKULL] })).toBe(true);
    expect(defPasses(def(MANIFESTATION), { listsMaterial: [NEOS] })).toBe(false);
  });
  it('a card that is no Fusion monster lists nothing', () => {
    expect(defPasses(def(NEOS), { listsMaterial: [NEOS] })).toBe(false);
  });
  it('the word is a list of card ids', () => {
    const with_ = (monster: unknown) => cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'fusionSummon', from: ['gy'], materialsTo: 'gy', monster }] }] });
    expect(with_({ listsMaterial: [NEOS] })).toBeNull();
    expect(with_({ listsMaterial: 'x' })).not.toBeNull();
  });
});
