// The card text of the step word `ritualSummon` (src/engine/effects/words/ritualSummon/): the
// Ritual monster, where its Tributes come from, and the Level rule (R-RIT-3).
import type { DocStep } from '../../../engine/docs';
import type { TextLang } from '../terms';
import type { StepText, StepWording } from './types';

type S = Extract<DocStep, { do: 'ritualSummon' }>;

const monster = (s: S, w: StepWording): string => w.cards({ place: 'extra', side: 'you', filter: { ...s.monster, monsterKind: 'ritual' } }, { n: 1 });
const OR: Record<TextLang, string> = { en: ' and/or ', ja: 'や', zh: '和/或' };
/** The Tributes: each place worded on its own, joined by "and/or". */
const tributes = (s: S, w: StepWording, lang: TextLang): string =>
  s.from
    .map((place) => w.cards({ place, side: 'you', filter: { kind: 'monster', ...s.materials, ...(place === 'hand' ? s.handMaterials : s.fieldMaterials), ...(s.faceUp && place === 'monsterZones' ? { faceUp: true } : {}) } }, 'any'))
    .join(OR[lang]);
const KEPT: Record<TextLang, [string, string]> = {
  en: ['the Ritual Summoned monster', 'the monsters Tributed for it'],
  ja: ['儀式召喚したモンスター', 'そのリリースに使ったモンスター'],
  zh: ['仪式召唤的怪兽', '为那次仪式召唤解放的怪兽'],
};
/** Names the kept cards for later steps, and words the step. */
const keep = (s: S, w: StepWording, lang: TextLang): void => {
  if (s.as !== undefined) w.keep(s.as, KEPT[lang][0]);
  if (s.materialsAs !== undefined) w.keep(s.materialsAs, KEPT[lang][1]);
};

/** `differentName`: none of the Tributes bears the Ritual monster's name. */
const OTHER_NAME: Record<TextLang, string> = {
  en: ' (none of them sharing its name)',
  ja: '（そのモンスターと同名のモンスターは使えない）',
  zh: '（不能使用与那只怪兽同名的怪兽）',
};

export const ritualSummonText: StepText<'ritualSummon'> = {
  en: (s, w) => {
    keep(s, w, 'en');
    const rule = s.exact ? 'whose Levels add up to exactly its Level' : 'whose Levels add up to its Level or more, none of them left over (each one is needed to reach it)';
    const to = s.materialsTo === 'deck' ? 'shuffle into their owners\' Decks' : 'send to the GY';
    return `Ritual Summon ${monster(s, w)}: ${to} as its Tributes ${tributes(s, w, 'en')} ${rule}${s.differentName ? OTHER_NAME.en : ''}`;
  },
  ja: (s, w) => {
    keep(s, w, 'ja');
    const rule = s.exact ? 'そのモンスターのレベルと同じになるように' : 'そのモンスターのレベル以上になるように（余分なモンスターは使えない）';
    const to = s.materialsTo === 'deck' ? '持ち主のデッキに戻してシャッフルし' : '墓地へ送り';
    return `${tributes(s, w, 'ja')}を、レベルの合計が${rule}${s.differentName ? OTHER_NAME.ja : ''}リリースとして${to}、${monster(s, w)}を儀式召喚する`;
  },
  zh: (s, w) => {
    keep(s, w, 'zh');
    const rule = s.exact ? '与那只怪兽的等级相同' : '在那只怪兽的等级以上（不能使用多余的怪兽）';
    const to = s.materialsTo === 'deck' ? '回到持有者的卡组洗切' : '送去墓地';
    return `将${tributes(s, w, 'zh')}以等级合计${rule}的方式${s.differentName ? OTHER_NAME.zh : ''}作为解放${to}，仪式召唤${monster(s, w)}`;
  },
};
