// The card text of `mill` `upTo` ("up to" the count: the player picks how many), in every
// language: the phrasebook's mill sentence, reworded.
import type { TextLang } from '../terms';

export function millUpTo(lang: TextLang, text: string): string {
  if (lang === 'ja') return text.replace(/を墓地へ送る$/, 'までの好きな枚数を墓地へ送る');
  if (lang === 'zh') return text.replace(/张卡送去墓地$/, '张为止的任意数量的卡送去墓地');
  return `${text.replace(/^send (the )?/, 'send at most ')} (you pick how many)`;
}

/** The card text of `mill` `bottom`: the cards come from the bottom of the Deck, the phrasebook's mill sentence reworded. */
export function millBottom(lang: TextLang, text: string): string {
  if (lang === 'ja') return text.replace('デッキの上から', 'デッキの下から');
  if (lang === 'zh') return text.replace('卡组最上方', '卡组最下方');
  return text.replace(' on top of ', ' at the bottom of ');
}
