// A generated puzzle's title and briefing in each interface language, from what the generator
// knows of it: the opponent's LP and the key card (named by the caller, in the player's
// card-name language).
import type { Lang } from '../../i18n';
import type { GeneratedInfo } from '../types';

const GENERATED: Record<Lang, [title: string, briefing: string]> = {
  en: ['Win this turn: {c}', 'Your opponent has {lp} LP left. Find the line that wins before your turn ends; it turns on {c}.'],
  ja: ['このターンで勝て：{c}', '相手のLPは残り{lp}。このターンが終わるまでに勝つ手順を見つけよう。鍵は{c}。'],
  zh: ['本回合获胜：{c}', '对方还剩{lp}基本分。在你的回合结束前找出获胜的手顺，关键是{c}。'],
};

export function generatedWords(g: GeneratedInfo, lang: Lang, name: (id: number) => string): { title: string; briefing: string } {
  const fill = (t: string): string => t.replace('{lp}', String(g.lp)).replace('{c}', name(g.key));
  const [title, briefing] = GENERATED[lang];
  return { title: fill(title), briefing: fill(briefing) };
}
