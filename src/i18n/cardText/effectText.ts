// The effect text of a card, by id, in the chosen language: generated from the document of the
// ruleset handed in (the one a duel runs with, or the game's own in the deck builder), never
// from a list of its own. Card names come in the chosen card-name language.
import type { Ruleset } from '../../engine/play';
import type { CardDoc } from '../../engine/effects/doc';
import { cardDocText, type TextLang } from './index';

/** The text of the card's effects, or null for a card with none (a Normal Monster) or not in the ruleset. */
export function effectTextOf(rules: Ruleset, id: number, lang: TextLang = 'en', names: 'en' | 'ja' = 'en'): string | null {
  if (id <= 0) return null;
  const doc = rules.scripts.get(id)?.doc as CardDoc | undefined;
  if (!doc) return null;
  const nameOf = (cid: number): string => {
    const d = rules.cards.get(cid);
    if (d) return names === 'ja' && d.nameJa ? d.nameJa : d.name;
    const other = doc.names?.[String(cid)];
    return other ? other[names] : `#${cid}`;
  };
  return cardDocText(doc, lang, nameOf);
}
