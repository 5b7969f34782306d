// The effect text of a card the game has, by id, in the chosen language: generated from its
// document, or the project's wording of a card still written as a TypeScript script
// (scriptText/). Card names come in the chosen card-name language.
import { poolCard } from '../../cards/pool';
import { scriptById } from '../../cards/scripts';
import type { CardDoc } from '../../engine/effects/doc';
import { cardDocText, effectWords, type TextLang } from './index';
import { NAMES_NOT_IN_POOL, scriptCardText } from './scriptText';

function namer(id: number, names: 'en' | 'ja'): (cid: number) => string {
  const script = scriptById(id);
  return (cid: number): string => {
    const d = poolCard(cid);
    if (d) return names === 'ja' && d.nameJa ? d.nameJa : d.name;
    const other = NAMES_NOT_IN_POOL[cid] ?? (script?.doc as CardDoc | undefined)?.names?.[String(cid)];
    return other ? other[names] : `#${cid}`;
  };
}

export function effectTextOf(id: number, lang: TextLang = 'en', names: 'en' | 'ja' = 'en'): string | null {
  if (id <= 0) return null;
  const script = scriptById(id);
  if (!script) return null;
  const nameOf = namer(id, names);
  if (!script.doc) return scriptCardText(id, lang, nameOf);
  return cardDocText(script.doc as CardDoc, lang, nameOf);
}

/** What one effect of a card does (its [Effect] part), or null for a card written as a script. */
export function effectWordsOf(id: number, effect: string, lang: TextLang = 'en', names: 'en' | 'ja' = 'en'): string | null {
  const doc = scriptById(id)?.doc as CardDoc | undefined;
  return doc ? effectWords(doc, effect, lang, namer(id, names)) : null;
}
