// A card's effect text in the chosen language, generated from its document (render.ts).
import type { CardDoc } from '../../engine/docs';
import { EN_CARD_TEXT } from './en';
import { JA_CARD_TEXT } from './ja';
import type { Phrasebook } from './phrasebook';
import { renderCardDoc, type NameOf } from './render';
import type { TextLang } from './terms';
import { contactFusionText, unionFusionText } from './words/contactFusion';
import { ruleLines } from './words/nameAs';
import { ZH_CARD_TEXT } from './zh';

export type { TextLang } from './terms';
export type { NameOf } from './render';

const BOOKS: Record<TextLang, Phrasebook> = { en: EN_CARD_TEXT, ja: JA_CARD_TEXT, zh: ZH_CARD_TEXT };

export function cardDocText(doc: CardDoc, lang: TextLang, name: NameOf): string {
  const text = renderCardDoc(doc, BOOKS[lang], name);
  const before = [...ruleLines(doc, lang, name), doc.summon?.contactFusion ? contactFusionText[lang] : '', doc.summon?.unionFusion ? unionFusionText[lang] : ''];
  return [...before, text].filter((t) => t !== '').join('\n\n');
}

/**
 * What one effect of a card does: its [Effect] part alone (no condition, no cost), for a
 * menu entry that must say what pressing it does. Rendered from a document holding only that
 * effect, so the words are the card text's own.
 */
export function effectWords(doc: CardDoc, effectId: string, lang: TextLang, name: NameOf): string | null {
  const e = doc.effects.find((x) => x.id === effectId);
  if (!e || e.steps.length === 0) return null;
  const label = BOOKS[lang].labels.effect;
  const line = renderCardDoc({ id: doc.id, effects: [{ ...e, choiceOf: undefined }] }, BOOKS[lang], name)
    .split('\n')
    .find((l) => l.includes(label));
  return line ? line.slice(line.indexOf(label) + label.length) : null;
}
