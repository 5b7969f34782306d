// The continuous rule `fewerTributes` with 0 Tributes: a Normal Summon without Tributes (with a
// `position` `attack`, the Attack Position summon only; a Set still needs its Tributes).
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { cardDocProblem } from './validate';

// Home of the Charmers (160218021): Level 5 Spellcasters with 1500 DEF, in Attack Position.
function setup(monsters: object[] = []) {
  const caster = { vanilla: { name: 's5', level: 5, atk: 2000, def: 1500, attribute: 'DARK', race: 'Spellcaster' }, ref: 's5' };
  const r = readBoard({ turn: 3, phase: 'main', players: [{ field: { card: { id: 160218021, ref: 'hm' } }, hand: [caster], monsters }, {}] }, 1, builtinRuleset());
  const s5 = r.refs.get('s5') as number;
  const summons = legalActions(r.state).filter((a) => a.type === 'summon' && a.card === s5);
  return { state: r.state, s5, summons };
}

describe('fewerTributes 0', () => {
  it('R-NS-4: with no monster to Tribute, the Attack Position summon is listed once per free zone, the Set not at all', () => {
    const { summons } = setup();
    expect(summons.length).toBe(3);
    expect(summons.every((a) => a.type === 'summon' && a.position === 'attack' && a.zone !== undefined)).toBe(true);
  });
  it('R-NS-4: the summon without Tributes is a Normal Summon; with a monster on the field the Set asks for its Tribute', () => {
    const { state, s5, summons } = setup([{ card: { vanilla: { name: 't', level: 4, atk: 0, def: 0, attribute: 'DARK', race: 'Warrior' }, ref: 't' } }]);
    expect(summons.some((a) => a.type === 'summon' && a.position === 'set' && a.zone === undefined)).toBe(true);
    expect(summons.some((a) => a.type === 'summon' && a.position === 'attack' && a.zone === undefined)).toBe(false);
    const done = applyAction(state, { type: 'summon', card: s5, position: 'attack', zone: 1 });
    expect(done.ok && done.state.players[0].monsters[1]?.summoned?.how).toBe('normal');
  });
  it('R-NS-4: the schema takes 0 to 2 Tributes', () => {
    const doc = (tributes: number) => ({ id: 1, effects: [], continuous: { fewerTributes: { tributes, filter: { level: { min: 5 } } } } });
    expect(cardDocProblem(doc(0))).toBeNull();
    expect(cardDocProblem(doc(3))).not.toBeNull();
  });
});
