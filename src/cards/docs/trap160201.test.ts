// The words the trap stream added with set 160201 (the cards' own cases are in
// src/cards/cases/160201.json).
import { describe, expect, it } from 'vitest';
import { playOk } from '../testing/play';
import { cardDocProblem } from '../../engine/docSchema';
import { deserialize, serialize } from '../../engine';
import { atkPos, board, card, mk } from '../../engine/testkit';
import { builtinRuleset } from '../ruleset';

// The words the trap stream added to the vocabulary: a wrong use is refused with the path of the
// field at fault, and a duel holding the new lasting modifier saves and loads.
const docTrap = (over: Record<string, unknown> = {}) => ({
  id: 1,
  effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'attack', by: 'opponent' }, steps: [{ do: 'negateAttack' }], ...over }],
});

describe('trap stream words', () => {
  it('the new words validate where they belong', () => {
    expect(cardDocProblem(docTrap())).toBeNull();
    expect(cardDocProblem(docTrap({ steps: [{ do: 'modify', cards: 'attackTarget', kind: 'atk', value: 500 }] }))).toBeNull();
    expect(cardDocProblem(docTrap({ trigger: { event: 'set', by: 'opponent' } }))).toBeNull();
    expect(cardDocProblem(docTrap({ trigger: { event: 'destroyed', owner: 'you', by: 'opponent', position: 'attack', faceUp: true, effectOf: ['trap'], min: 2 } }))).toBeNull();
    expect(cardDocProblem(docTrap({ condition: [{ distinct: 'race', of: { place: 'monsterZones', side: 'you' }, min: 2 }] }))).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [], continuous: { lockTraps: true } })).toBeNull();
  });
  it('a wrong use names its field', () => {
    expect(cardDocProblem(docTrap({ steps: [{ do: 'negateAttack', cards: 'trigger' }] }))).toMatch(/^card\.effects\[0\]\.steps\[0\] has an unknown field "cards"/);
    expect(cardDocProblem(docTrap({ steps: [{ do: 'modify', cards: 'attackTargets', kind: 'atk', value: 1 }] }))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.cards must be/);
    expect(cardDocProblem(docTrap({ steps: [{ do: 'modify', cards: 'self', kind: 'noTrapsOnAttacks' }] }))).toMatch(/steps\[0\]\.kind must be one of/);
    expect(cardDocProblem(docTrap({ condition: [{ count: { place: 'gy', side: 'you', filter: { raceOf: 'attacker' } } }] }))).toMatch(/condition\[0\]\.count\.filter\.raceOf must be/);
    expect(cardDocProblem(docTrap({ condition: [{ distinct: 'type', of: { place: 'monsterZones', side: 'you' }, min: 2 }] }))).toMatch(/condition\[0\]\.distinct must be one of attribute, race, name/);
    expect(cardDocProblem(docTrap({ condition: [{ distinct: 'race', of: { place: 'monsterZones', side: 'you' } }] }))).toMatch(/condition\[0\]\.min is missing/);
    expect(cardDocProblem(docTrap({ trigger: { event: 'set', by: 'opponent', how: ['normal'] } }))).toMatch(/trigger has an unknown field "how"/);
    expect(cardDocProblem(docTrap({ trigger: { event: 'destroyed', owner: 'you', by: 'opponent', min: 1 } }))).toMatch(/trigger\.min must be a whole number from 2/);
    expect(cardDocProblem(docTrap({ trigger: { event: 'destroyed', owner: 'you', by: 'opponent', effectOf: ['field'] } }))).toMatch(/trigger\.effectOf\[0\] must be one of monster, spell, trap/);
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'ignition', condition: [{ self: { summoned: ['special'], from: ['banished'] } }], steps: [{ do: 'draw', count: 1 }] }] })).toMatch(
      /condition\[0\]\.self\.from\[0\] must be one of hand, deck, gy, extra/,
    );
    expect(cardDocProblem({ id: 1, effects: [], continuous: { lockTraps: false } })).toMatch(/continuous\.lockTraps must be true/);
  });
  it("160201004 Yurushima Warrior: a duel holding its noTrapsOnAttack modifier saves and loads", () => {
    const p = playOk(board({ monsters: [atkPos(card(160201004, 'yw'))], graveyard: [mk('z', 0)] }, { monsters: [atkPos(mk('o', 500))] }, { turn: 3 }), [
      { do: 'activate', card: 'yw' },
      { do: 'choose', cards: ['z'] },
      { do: 'choose', cards: ['yw'] },
    ]);
    expect(p.state.lingering.some((l) => l.kind === 'noTrapsOnAttack')).toBe(true);
    const back = deserialize(serialize(p.state), builtinRuleset());
    expect(back.ok).toBe(true);
  });
});
