// The card document vocabulary is closed: every document the game ships validates, and a
// word outside the vocabulary is refused with the path of the field at fault.
import { describe, expect, it } from 'vitest';
import { CARD_DOCS } from '../../../cards/docs';
import { docProblems } from '../../../cards/docs/problems';
import { cardDocProblem } from './validate';

const trap = (over: Record<string, unknown> = {}) => ({
  id: 1,
  effects: [{ id: 'e1', kind: 'trap', trigger: { event: 'attack', by: 'opponent' }, steps: [{ do: 'destroy', cards: 'trigger' }], ...over }],
});

describe('card documents', () => {
  it('every shipped document validates', () => {
    expect(CARD_DOCS.length).toBeGreaterThan(10);
    expect(docProblems(CARD_DOCS)).toEqual([]);
    const ids = CARD_DOCS.map((d) => (d as { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses words outside the vocabulary, naming the field', () => {
    expect(cardDocProblem(trap())).toBeNull();
    expect(cardDocProblem(trap({ steps: [{ do: 'banish', cards: 'trigger' }] }))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.do must be one of/);
    expect(cardDocProblem(trap({ steps: [{ do: 'destroy', cards: 'trigger', when: 'now' }] }))).toBe('card.effects[0].steps[0] has an unknown field "when"');
    expect(cardDocProblem(trap({ steps: [{ do: 'modify', cards: 'self', kind: 'shuffleAtEndPhase' }] }))).toMatch(/kind must be one of atk/);
    expect(cardDocProblem(trap({ trigger: { event: 'flip', by: 'you' } }))).toBe('card.effects[0].trigger.event must be summon or attack');
    // Only the compiler narrows a choice by original ATK (choiceRules.ts); a document cannot.
    expect(cardDocProblem(trap({ steps: [{ do: 'choose', as: 't', from: { place: 'monsterZones', side: 'opponent', filter: { originalAtkNot: 1500 } } }] }))).toMatch(/unknown field "originalAtkNot"/);
    // Nor the count a draw had at activation (activationCounts.ts).
    expect(cardDocProblem(trap({ steps: [{ do: 'draw', count: 1, countAtActivation: 1 }] }))).toBe('card.effects[0].steps[0] has an unknown field "countAtActivation"');
  });

  it('sameCount takes exactly 2 card references; attributeOf is a card reference and no rule kept in the state holds it', () => {
    const both = [{ place: 'spellTraps', side: 'you' }, { place: 'monsterZones', side: 'opponent' }];
    expect(cardDocProblem(trap({ condition: [{ sameCount: both }] }))).toBeNull();
    expect(cardDocProblem(trap({ condition: [{ sameCount: both.slice(0, 1) }] }))).toMatch(/sameCount must be a list of 2/);
    expect(cardDocProblem(trap({ condition: [{ sameCount: [both[0], { place: 'moon', side: 'you' }] }] }))).toMatch(/sameCount\[1\]\.place/);
    const f = (filter: unknown) => trap({ steps: [{ do: 'destroy', cards: { place: 'monsterZones', side: 'opponent', filter } }] });
    expect(cardDocProblem(f({ attributeOf: 'trigger' }))).toBeNull();
    expect(cardDocProblem(f({ attributeOf: 'FIRE' }))).toMatch(/attributeOf must be/);
    expect(cardDocProblem(trap({ steps: [{ do: 'forbid', what: 'attack', filter: { attributeOf: 'trigger' } }] }))).toMatch(/unknown field "attributeOf"/);
  });

  it('refuses built-in object member names as words or fields', () => {
    for (const word of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(cardDocProblem(trap({ steps: [{ do: word, cards: 'trigger' }] }))).toMatch(/do must be one of/);
      expect(cardDocProblem(JSON.parse(`{"id":1,"effects":[],"${word}":1}`))).toMatch(/unknown field/);
    }
  });

  it('refuses a Trap without a timing, a timing on a Spell, and a choice used before it is made', () => {
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'trap', steps: [] }] })).toBe('card.effects[0]: a Trap effect needs a trigger');
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', trigger: { event: 'attack', by: 'opponent' }, steps: [] }] })).toBe(
      'card.effects[0]: only a Trap effect has a trigger',
    );
    const early = { id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'destroy', cards: { chosen: 'x' } }, { do: 'choose', as: 'x', from: 'self' }] }] };
    expect(cardDocProblem(early)).toBe('card.effects[0] step 0 uses { "chosen": "x" } before a step chooses it');
  });

  it('continuous effects: closed modifier kinds and targets', () => {
    const cont = (c: unknown) => ({ id: 1, effects: [], continuous: c });
    expect(cardDocProblem(cont({ modifiers: [{ kind: 'atk', to: 'self', value: 500 }] }))).toBeNull();
    expect(cardDocProblem(cont({ modifiers: [{ kind: 'atk', to: 'self' }] }))).toBe('card.continuous.modifiers[0].value is missing');
    expect(cardDocProblem(cont({ modifiers: [{ kind: 'fly', to: 'self' }] }))).toMatch(/kind must be one of atk, def, piercing/);
    expect(cardDocProblem(cont({ modifiers: [{ kind: 'piercing', to: { side: 'everyone' } }] }))).toMatch(/side must be one of/);
    expect(cardDocProblem(cont({ noSpecialSummonFromGy: { level: { min: 7 } }, extra: 1 }))).toBe('card.continuous has an unknown field "extra"');
    expect(cardDocProblem(cont({ modifiers: [{ kind: 'atk', to: 'self', value: 1, if: [{ turn: 'mine' }] }] }))).toMatch(/turn must be one of you, opponent/);
  });

  it('checks the words of destroyed triggers, special summons, locks and the new conditions and values', () => {
    expect(cardDocProblem(trap({ trigger: { event: 'destroyed', owner: 'you', by: 'opponent', reasons: ['battle'] } }))).toBeNull();
    expect(cardDocProblem(trap({ trigger: { event: 'destroyed', owner: 'you', by: 'opponent', reasons: ['banish'] } }))).toMatch(/trigger\.reasons\[0\] must be one of battle, effect/);
    expect(cardDocProblem(trap({ trigger: { event: 'destroyed', by: 'opponent' } }))).toBe('card.effects[0].trigger.owner is missing');
    expect(cardDocProblem(trap({ steps: [{ do: 'specialSummon', cards: 'trigger', position: 'set' }] }))).toMatch(/position must be one of attack, defense, choice/);
    expect(cardDocProblem(trap({ steps: [{ do: 'forbid', what: 'fly' }] }))).toMatch(/what must be one of normalSummon, specialSummon, attack/);
    expect(cardDocProblem(trap({ steps: [{ do: 'forbid', what: 'attack', filter: { notSelf: true } }] }))).toMatch(/unknown field "notSelf"/);
    expect(cardDocProblem(trap({ steps: [{ do: 'position', cards: 'trigger', to: 'sideways' }] }))).toMatch(/to must be one of attack, defense, change, faceDownDefense/);
    expect(cardDocProblem(trap({ condition: [{ game: 'canEnterBattle' }, { levels: 'trigger', min: 10 }] }))).toBeNull();
    expect(cardDocProblem(trap({ condition: [{ game: 'lpBehind' }] }))).toMatch(/condition\[0\]\.game must be one of canEnterBattle/);
    const value = { times: 200, levelOf: { chosen: 'gone' } };
    expect(cardDocProblem(trap({ steps: [{ do: 'damage', player: 'opponent', amount: value }] }))).toMatch(/uses \{ "chosen": "gone" \} before a step chooses it/);
    const kept = [{ do: 'destroy', cards: 'trigger', as: 'hit' }, { do: 'damage', player: 'opponent', amount: { times: 100, countOf: { chosen: 'hit' } } }];
    expect(cardDocProblem(trap({ steps: kept }))).toBeNull();
  });

  it('cuts long echoed input', () => {
    const long = 'x'.repeat(10_000);
    const problem = cardDocProblem(trap({ steps: [{ do: long }] })) ?? '';
    // The message lists every step word (a list that grows with the vocabulary); the echo is what is cut.
    expect(problem).not.toContain('x'.repeat(200));
    expect(problem.length).toBeLessThan(600);
  });

  it('R-NS-4, R-SS-1: summon rules are conditions and a position, nothing else', () => {
    const cond = [{ game: 'freeMonsterZone' }];
    expect(cardDocProblem({ id: 1, effects: [], summon: { noTributes: cond } })).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [], summon: { fromHand: { position: 'defense', condition: cond } } })).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [], summon: { fromHand: { position: 'sideways', condition: cond } } })).toMatch(/position must be one of/);
    expect(cardDocProblem({ id: 1, effects: [], summon: { fromHand: { position: 'attack' } } })).toMatch(/condition is missing/);
    expect(cardDocProblem({ id: 1, effects: [], summon: { fromGy: cond } })).toMatch(/unknown field "fromGy"/);
  });

  it('a battleWin effect resolves inside the battle: no cost, no choice, no question', () => {
    const burn = { do: 'damage', player: 'opponent', amount: { times: 1, originalAtkOf: 'trigger' } };
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'battleWin', steps: [burn] }] })).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'battleWin', cost: [{ do: 'payLp', amount: 100 }], steps: [burn] }] })).toBe(
      'card.effects[0]: a battleWin effect has no cost',
    );
    const ask = { do: 'ask', as: 'q' };
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'battleWin', steps: [ask, burn] }] })).toBe('card.effects[0]: a battleWin effect cannot choose or ask');
  });
});

const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });

describe('step words: malformed documents', () => {
  it('refuses malformed moveAtEndPhase, counted choices, modifier filters, maximumMode, top and lpDifference, naming the field', () => {
    expect(cardDocProblem(spell([{ do: 'moveAtEndPhase', cards: 'self', to: 'deckBottom', shuffle: true }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'moveAtEndPhase', cards: 'self', to: 'banished' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.to must be one of hand, gy/);
    const counted = { do: 'choose', as: 'x', from: { place: 'hand', side: 'you' }, max: { times: 2, countOf: { place: 'deck', side: 'you' } } };
    expect(cardDocProblem(spell([counted]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.max\.times must be a whole number from 1 to 1/);
    expect(cardDocProblem(spell([{ ...counted, max: 3, upTo: { times: 1, levelOf: 'self' } }]))).toMatch(/steps\[0\]\.upTo must be a number or/);
    expect(cardDocProblem(spell([{ do: 'modify', cards: 'self', kind: 'atk', value: 100, filter: { legend: true } }]))).toMatch(
      /step 0: filter is only for a modify of kind tributeValue/,
    );
    expect(cardDocProblem(spell([{ do: 'modify', cards: 'self', kind: 'tributeValue', value: 2, filter: { maximumMode: true } }]))).toMatch(
      /steps\[0\]\.filter has an unknown field "maximumMode"/,
    );
    expect(cardDocProblem(spell([{ do: 'destroy', cards: { place: 'monsterZones', side: 'you', filter: { maximumMode: 'yes' } } }]))).toMatch(/filter\.maximumMode must be true or false/);
    expect(cardDocProblem(spell([{ do: 'reveal', cards: { place: 'deck', side: 'you', top: 0 } }]))).toMatch(/cards\.top must be a whole number from 1 to 60/);
    expect(cardDocProblem(spell([{ do: 'damage', player: 'opponent', amount: { times: 1, lpDifference: 1 } }]))).toMatch(/amount\.lpDifference must be true/);
    expect(cardDocProblem(spell([{ do: 'change', stat: 'race', cards: 'self' }]))).toBe('card.effects[0].steps[0].of is missing');
    expect(cardDocProblem(spell([{ do: 'modify', cards: 'self', kind: 'piercing', duration: 'forever' }]))).toMatch(/duration must be one of thisTurn, opponentsNextTurn, whileFaceUp/);
  });
});
