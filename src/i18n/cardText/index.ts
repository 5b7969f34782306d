// A card's effect text in the chosen language, generated from its document (render.ts).
import type { CardDoc } from '../../engine/effects/doc';
import { EN_CARD_TEXT } from './en';
import { JA_CARD_TEXT } from './ja';
import type { Phrasebook } from './phrasebook';
import { renderCardDoc, type NameOf } from './render';
import type { TextLang } from './terms';
import { ZH_CARD_TEXT } from './zh';

export type { TextLang } from './terms';
export type { NameOf } from './render';

const BOOKS: Record<TextLang, Phrasebook> = { en: EN_CARD_TEXT, ja: JA_CARD_TEXT, zh: ZH_CARD_TEXT };

export function cardDocText(doc: CardDoc, lang: TextLang, name: NameOf): string {
  return renderCardDoc(doc, BOOKS[lang], name);
}
