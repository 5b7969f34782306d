// The card text of the condition word `notDoneThisTurn` (src/engine/effects/words/conditions/notDoneThisTurn/).
import type { ConditionText } from './types';

const EN_FROM = { hand: ' from a hand', deck: ' from a Deck', gy: ' from a GY', extra: ' from an Extra Deck' } as const;
const JA_FROM = { hand: '手札から', deck: 'デッキから', gy: '墓地から', extra: 'EXデッキから' } as const;
const ZH_FROM = { hand: '从手牌', deck: '从卡组', gy: '从墓地', extra: '从额外卡组' } as const;

export const notDoneThisTurnText: ConditionText<'notDoneThisTurn'> = {
  en: (c, name) => {
    if (c.notDoneThisTurn === 'drawInMainPhase') return 'no card has been drawn by you during this Main Phase';
    if (c.notDoneThisTurn === 'ritualSummon') return 'no monster has been Ritual Summoned by you this turn';
    if (c.notDoneThisTurn === 'specialSummon') return `no monster has been Special Summoned${c.from ? EN_FROM[c.from] : ''} by you this turn`;
    if (c.ids) return `no card or effect named ${c.ids.map((id) => `"${name(id)}"`).join(' or ')} has been activated by you this turn`;
    if (c.kind) return `no ${c.kind === 'monster' ? 'monster effect' : c.kind === 'spell' ? 'Spell Card' : 'Trap Card'} has been activated by you this turn`;
    return 'you have activated no card or effect this turn';
  },
  ja: (c, name) => {
    if (c.notDoneThisTurn === 'drawInMainPhase') return 'このメインフェイズに自分がカードをドローしていない';
    if (c.notDoneThisTurn === 'ritualSummon') return 'このターン、自分がモンスターを儀式召喚していない';
    if (c.notDoneThisTurn === 'specialSummon') return `このターン、自分が${c.from ? JA_FROM[c.from] : ''}モンスターを特殊召喚していない`;
    if (c.ids) return `このターン、自分が${c.ids.map((id) => `「${name(id)}」`).join('または')}のカード・効果を発動していない`;
    if (c.kind) return `このターン、自分が${c.kind === 'monster' ? 'モンスターの効果' : c.kind === 'spell' ? '魔法カード' : '罠カード'}を発動していない`;
    return 'このターン、自分がカード・効果を発動していない';
  },
  zh: (c, name) => {
    if (c.notDoneThisTurn === 'drawInMainPhase') return '这个主要阶段中自己没有抽过卡';
    if (c.notDoneThisTurn === 'ritualSummon') return '这个回合自己没有把怪兽仪式召唤过';
    if (c.notDoneThisTurn === 'specialSummon') return `这个回合自己没有${c.from ? ZH_FROM[c.from] : ''}把怪兽特殊召唤过`;
    if (c.ids) return `这个回合自己没有发动过${c.ids.map((id) => `「${name(id)}」`).join('或')}的卡·效果`;
    if (c.kind) return `这个回合自己没有发动过${c.kind === 'monster' ? '怪兽的效果' : c.kind === 'spell' ? '魔法卡' : '陷阱卡'}`;
    return '这个回合自己没有发动过卡·效果';
  },
};
