// The effect text of a card the game has, by id: generated from its document in the chosen
// language, or the English summary of a card still written as a TypeScript script.
import { poolCard } from '../../cards/pool';
import { scriptById } from '../../cards/scripts';
import type { CardDoc } from '../../engine/effects/doc';
import { cardDocText, type TextLang } from './index';

export function effectTextOf(id: number, lang: TextLang = 'en', names: 'en' | 'ja' = 'en'): string | null {
  if (id <= 0) return null;
  const script = scriptById(id);
  if (!script) return null;
  if (!script.doc) return script.text;
  const nameOf = (cid: number): string => {
    const d = poolCard(cid);
    return d ? (names === 'ja' && d.nameJa ? d.nameJa : d.name) : `#${cid}`;
  };
  return cardDocText(script.doc as CardDoc, lang, nameOf);
}
