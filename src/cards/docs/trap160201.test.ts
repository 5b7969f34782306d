// Trap stream, set 160201: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, inDeck, inGy, offered, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { cardDocProblem } from '../../engine/effects/doc';
import { deserialize, serialize } from '../../engine/serialize';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import { builtinRuleset } from '../ruleset';

const fiend = (ref: string, level = 1) => mk(ref, 0, 0, level, { race: 'Fiend' });
const KURIBOT = 160001017; // a Level 1 Fiend Effect Monster

describe("160201026 King's Majesty", () => {
  const b = (gy: ReturnType<typeof card>[]) =>
    board(
      { monsters: [atkPos(mk('m', 1000))], spellTraps: [{ card: card(160201026, 'tr'), faceDown: true }], graveyard: gy },
      { monsters: [atkPos(mk('a', 2000))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it("160201026 King's Majesty: a Level 1 Fiend Normal Monster goes back into the Deck and the attack ends before damage (R-BAT-6)", () => {
    const p = playOk(b([fiend('f')]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['f'] }]);
    expect([inDeck(p, 'f'), onFieldRef(p, 'm'), onFieldRef(p, 'a'), p.state.players[0].lp, p.state.attack]).toEqual([true, true, true, 8000, null]);
    expect(p.events.some((e) => e.type === 'attackCancelled')).toBe(true);
    expect(inGy(p, 'tr')).toBe(true);
  });
  it("160201026 King's Majesty: the negated attacker has used its attack and cannot attack again (R-BAT-5)", () => {
    const p = play(b([fiend('f')]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['f'] }, { do: 'attack', card: 'a', target: 'm' }]);
    expect(p.failedAt).toBe(4);
  });
  it("160201026 King's Majesty refused: the Fiend Normal Monster in the GY is Level 2", () => {
    expect(canRespond(playOk(b([fiend('f', 2)]), attack), 'tr')).toBe(false);
  });
  it("160201026 King's Majesty refused: the Level 1 Fiend in the GY is not a Normal Monster", () => {
    expect(canRespond(playOk(b([card(KURIBOT, 'f')]), attack), 'tr')).toBe(false);
  });
});

describe('160201040 Severing Psychic Wall', () => {
  const psy = (ref: string, atk: number) => mk(ref, atk, 0, 4, { race: 'Psychic' });
  const b = (target: ReturnType<typeof atkPos>, gy: ReturnType<typeof card>[]) =>
    board(
      { monsters: [target], spellTraps: [{ card: card(160201040, 'tr'), faceDown: true }], graveyard: gy },
      { monsters: [atkPos(mk('a', 1800))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it('160201040 Severing Psychic Wall: a Psychic from the GY goes back into the Deck; the attacked 1500 Psychic reaches 2000 and wins the battle', () => {
    const p = playOk(b(atkPos(psy('m', 1500)), [psy('g', 100)]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['g'] }]);
    expect([inDeck(p, 'g'), onFieldRef(p, 'm'), inGy(p, 'a'), p.state.players[1].lp]).toEqual([true, true, true, 8000 - 200]);
  });
  it('160201040 Severing Psychic Wall: the 500 ATK lasts for the turn (after the battle the Psychic shows 2000)', () => {
    const p = playOk(b(atkPos(psy('m', 1500)), [psy('g', 100)]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['g'] }]);
    expect(atkOf(p, 'm')).toBe(2000);
  });
  it('160201040 Severing Psychic Wall refused: the attacked monster is a Warrior', () => {
    expect(canRespond(playOk(b(atkPos(mk('m', 1500)), [psy('g', 100)]), attack), 'tr')).toBe(false);
  });
  it('160201040 Severing Psychic Wall refused: no Psychic monster in the GY to shuffle back', () => {
    expect(canRespond(playOk(b(atkPos(psy('m', 1500)), [mk('g', 100)]), attack), 'tr')).toBe(false);
  });
});

describe('160201004 Yurushima Warrior', () => {
  const SAKURETSU = 160417005; // destroys the attacking monster
  const b = (gy: ReturnType<typeof mk>[]) =>
    board(
      { monsters: [atkPos(card(160201004, 'yw')), atkPos(mk('w2', 1500))], graveyard: gy },
      { monsters: [atkPos(mk('o', 500)), atkPos(mk('o2', 400))], spellTraps: [{ card: card(SAKURETSU, 'sak'), faceDown: true }] },
      { turn: 3, turnPlayer: 0 },
    );
  const use = [{ do: 'activate', card: 'yw' }, { do: 'choose', cards: ['z'] }, { do: 'choose', cards: ['yw'] }, { do: 'enterBattle' }];
  it('160201004 Yurushima Warrior: a 0 ATK monster goes back into the Deck; the chosen Warrior attacks and the opponent cannot answer with a Trap', () => {
    const p = playOk(b([mk('z', 0)]), [...use, { do: 'attack', card: 'yw', target: 'o' }]);
    expect([inDeck(p, 'z'), canRespond(p, 'sak'), inGy(p, 'o'), onFieldRef(p, 'yw'), p.state.players[1].lp]).toEqual([true, false, true, true, 8000 - 700]);
  });
  it('160201004 Yurushima Warrior: a Warrior that was not chosen still meets the Trap', () => {
    const p = playOk(b([mk('z', 0)]), [...use, { do: 'attack', card: 'w2', target: 'o' }]);
    expect(canRespond(p, 'sak')).toBe(true);
  });
  it('160201004 Yurushima Warrior refused: the only monster in the GY has 100 ATK', () => {
    expect(offered(playOk(b([mk('z', 100)]), []), 'yw')).toBe(false);
  });
});

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
    expect(cardDocProblem(docTrap({ condition: [{ distinct: 'race', of: { place: 'field', side: 'you' }, min: 2 }] }))).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [], continuous: { lockTraps: true } })).toBeNull();
  });
  it('a wrong use names its field', () => {
    expect(cardDocProblem(docTrap({ steps: [{ do: 'negateAttack', cards: 'trigger' }] }))).toMatch(/^card\.effects\[0\]\.steps\[0\] has an unknown field "cards"/);
    expect(cardDocProblem(docTrap({ steps: [{ do: 'modify', cards: 'attackTargets', kind: 'atk', value: 1 }] }))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.cards must be/);
    expect(cardDocProblem(docTrap({ steps: [{ do: 'modify', cards: 'self', kind: 'noTrapsOnAttacks' }] }))).toMatch(/steps\[0\]\.kind must be one of/);
    expect(cardDocProblem(docTrap({ condition: [{ count: { place: 'gy', side: 'you', filter: { raceOf: 'attacker' } } }] }))).toMatch(/condition\[0\]\.count\.filter\.raceOf must be/);
    expect(cardDocProblem(docTrap({ condition: [{ distinct: 'type', of: { place: 'field', side: 'you' }, min: 2 }] }))).toMatch(/condition\[0\]\.distinct must be one of attribute, race, name/);
    expect(cardDocProblem(docTrap({ condition: [{ distinct: 'race', of: { place: 'field', side: 'you' } }] }))).toMatch(/condition\[0\]\.min is missing/);
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
