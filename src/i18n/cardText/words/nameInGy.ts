// The card text of a document's `nameInGy`: the name the card bears while it lies in a GY.
import type { TextLang } from '../terms';

export const nameInGyText: Readonly<Record<TextLang, (name: string) => string>> = {
  en: (name) => `In a GY, this card is named "${name}".`,
  ja: (name) => `墓地にあるこのカードのカード名は「${name}」として扱う。`,
  zh: (name) => `在墓地的这张卡的卡名当作「${name}」使用。`,
};
