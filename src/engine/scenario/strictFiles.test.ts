// docs/scenario.md: a file that is not a valid scenario is invalid (exit 2), never a refusal:
// an option that is not a number, an unknown field of an inline card (also one named like a
// built-in member), an unknown ref anywhere in the actions, also after a refused one.
import { describe, expect, it } from 'vitest';
import { runScenario } from './run';
import { CLAYMAN, plainWords } from '../testing/mk';
import { testRuleset } from '../testing/ruleset';
import { englishText } from '../../i18n/engineText';

const run = (file: unknown) => runScenario(file, testRuleset(), englishText);
const invalid = (file: unknown): string => {
  const out = run(file);
  expect(out.ok).toBe(false);
  expect(out.failedAt).toBeUndefined();
  expect(plainWords(out.invalid)).toBe(true);
  return out.invalid as string;
};
const ogre = { name: 'Test Ogre', level: 4, atk: 1500, def: 1200, attribute: 'DARK', race: 'Fiend' };
const board = (hand: unknown[]) => ({ turn: 2, players: [{ hand, deck: [CLAYMAN, CLAYMAN] }, { deck: [CLAYMAN] }] });

describe('SCENARIO invalid files are invalid, not refusals', () => {
  it('a "choose" option that is not a whole number 0 or more is an invalid file; a number not offered stays a refusal', () => {
    for (const option of ['abc', -1, 1.5, null, [0], { n: 0 }]) {
      expect(invalid({ state: board([]), actions: [{ do: 'choose', option }] })).toMatch(/^actions\[0\]\.option: must be a whole number/);
    }
    const refused = run({ state: board([]), actions: [{ do: 'choose', option: 3 }] });
    expect(refused).toMatchObject({ ok: false, failedAt: 0 });
    expect(refused.invalid).toBeUndefined();
  });

  it('an unknown field inside a "vanilla" card is an error, also "constructor" and "__proto__", on a board and in a deck', () => {
    for (const key of ['foo', 'constructor', '__proto__', 'toString']) {
      const card = JSON.parse(`{"vanilla": {"name": "Test Ogre", "level": 4, "atk": 1500, "def": 1200, "attribute": "DARK", "race": "Fiend", "${key}": 1}, "ref": "o"}`) as unknown;
      expect(invalid({ state: board([card]) })).toBe(`state.players[0].hand[0].vanilla: unknown field "${key}" (allowed: name, level, atk, def, attribute, race)`);
      expect(invalid({ decks: [[card], [CLAYMAN]] })).toMatch(new RegExp(`^decks\\[0\\]\\[0\\]\\.vanilla: unknown field "${key}"`));
    }
    expect(invalid({ decks: [[{ id: CLAYMAN, colour: 'red' }], [CLAYMAN]] })).toMatch(/^decks\[0\]\[0\]: unknown field "colour"/);
    // The same card without the extra field is fine.
    expect(run({ state: board([{ vanilla: ogre, ref: 'o' }]) }).ok).toBe(true);
  });

  it('an unknown ref in an action after a refused one makes the file invalid', () => {
    const actions = [{ do: 'choose', option: 3 }, { do: 'summon', card: 'ghost' }];
    expect(invalid({ state: board([{ vanilla: ogre, ref: 'o' }]), actions })).toBe('actions[1].card: no card has the ref "ghost"');
    // Known refs after a refusal: still the refusal at 0.
    expect(run({ state: board([{ vanilla: ogre, ref: 'o' }]), actions: [actions[0], { do: 'summon', card: 'o' }] })).toMatchObject({ ok: false, failedAt: 0 });
  });
});
