// The effect text of a card, by id, in the chosen language: generated from the document of the
// ruleset handed in (the one a duel runs with, or the game's own in the deck builder), never
// from a list of its own. Card names come in the chosen card-name language.
import type { Ruleset } from '../../engine/play';
import type { CardDoc } from '../../engine/docs';
import { cardDocText, effectWords, type TextLang } from './index';

const docOf = (rules: Ruleset, id: number): CardDoc | undefined => (id > 0 ? (rules.scripts.get(id)?.doc as CardDoc | undefined) : undefined);

function namer(rules: Ruleset, doc: CardDoc, names: 'en' | 'ja'): (cid: number) => string {
  return (cid: number): string => {
    const d = rules.cards.get(cid);
    if (d) return names === 'ja' && d.nameJa ? d.nameJa : d.name;
    const other = doc.names?.[String(cid)];
    return other ? other[names] : `#${cid}`;
  };
}

/** The text of the card's effects, or null for a card with none (a Normal Monster) or not in the ruleset. */
export function effectTextOf(rules: Ruleset, id: number, lang: TextLang = 'en', names: 'en' | 'ja' = 'en'): string | null {
  const doc = docOf(rules, id);
  return doc ? cardDocText(doc, lang, namer(rules, doc, names)) : null;
}

/** What one effect of a card does (its [Effect] part), or null for a card without that effect in the ruleset. */
export function effectWordsOf(rules: Ruleset, id: number, effect: string, lang: TextLang = 'en', names: 'en' | 'ja' = 'en'): string | null {
  const doc = docOf(rules, id);
  return doc ? effectWords(doc, effect, lang, namer(rules, doc, names)) : null;
}
