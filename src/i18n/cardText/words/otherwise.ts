// The card text of the guard `ifNotSaid`: the steps run when the player did not say yes to an
// earlier `ask` ("otherwise, ..."), in every language.
import type { TextLang } from '../terms';

export const OTHERWISE: Readonly<Record<TextLang, (clause: string) => string>> = {
  en: (c) => `otherwise, ${c}`,
  ja: (c) => `そうしなかった場合、${c}`,
  zh: (c) => `没有这样做的场合，${c}`,
};
