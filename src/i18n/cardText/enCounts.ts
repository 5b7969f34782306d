// English conditions on counts and kept cards (the phrasebook's exists and numberIs): "there are
// at most three monsters", "the card you drew is \"Umi\"", "your opponent drew a card".
import { MANY, inWords } from './numberWords';

/** "at least two of the chosen cards are Pyro monsters or Aqua monsters" for a count of kinds among kept cards. */
export function numberAmong(cards: string, min: number | undefined, max: number | undefined): string | null {
  const m = /^every (.+) among (the .+)$/.exec(cards);
  if (!m || (min === undefined) === (max === undefined)) return null;
  const kinds = (m[1] ?? '').replace(/\b(monster|card)\b/g, '$1s');
  return `${min !== undefined ? `at least ${inWords(min)}` : `at most ${inWords(max ?? 0)}`} of ${m[2]} are ${kinds}`;
}

/** A condition that a group of cards exists, worded for what the group is. */
export function existsEn(text: string): string {
  if (text === 'the destroyed cards') return 'any card was destroyed';
  // A condition on a count: "there are at most three monsters", not "there are up to three".
  const group = text.replace(/^up to /, 'at most ');
  // One kept card: "the chosen card is a Spell card", not "there is a Spell card among the chosen card".
  const one = /^(an?) (.+) among (the [\w -]+ (?:card|monster))$/.exec(group);
  if (one) {
    const [, article, what = '', ref = ''] = one;
    const who = ref.replace(/^the (chosen|drawn) (card|monster)$/, (_, v: string, n: string) => `the ${n} you ${v === 'chosen' ? 'chose' : 'drew'}`);
    // Names take no article: 'is "Umi" or "Big Umi"'.
    return what.startsWith('"') ? `${who} is ${what.replace(/ or an? "/g, ' or "')}` : `${who} is ${article} ${what}`;
  }
  // A kept reference on its own asks whether the step did anything: "a card was drawn".
  if (group === 'the drawn card') return 'you drew a card';
  const before = /^the (chosen|drawn|revealed|destroyed|discarded) (card|monster)s?$/.exec(group);
  if (before) return `a ${before[2]} was ${before[1]}`;
  if (/^the cards? your opponent drew$/.test(group)) return 'your opponent drew a card';
  const after = /^the (card|monster)s? ((?:added|put|shuffled|sent|returned)\b.*)$/.exec(group);
  if (after) return `a ${after[1]} was ${after[2]}`;
  const turned = /^the monsters whose position this effect changed(.*)$/.exec(group);
  if (turned) return `this effect changed the position of a monster${turned[1]}`;
  const m = / (you control|your opponent controls)$/.exec(group);
  return m ? `${m[1]} ${group.slice(0, m.index)}` : `there ${MANY.test(group) ? 'are' : 'is'} ${group}`;
}
