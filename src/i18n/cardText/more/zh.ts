// Chinese wording of the words added for the MAXIMUM, Dragon and Beginner decks' documents.
import type { MorePhrases } from '../phrasebook';

export const ZH_MORE: MorePhrases = {
  evenIfZero: (clause) => `${clause}（为0也可以发动）`,
  lpDifference: '双方基本分的差',
  sameCount: (a, b) => `${a}的数量与${b}的数量相同`,
  lpBy: (cmp, n) => (cmp === 'lower' ? `对手的基本分比自己多${n}以上` : `自己的基本分比对手多${n}以上`),
  withLevels: (clause, min, max) => `${clause}（那些怪兽的等级合计${min !== undefined && max !== undefined ? (min === max ? `为${min}` : `在${min}～${max}`) : min !== undefined ? `在${min}以上` : `在${max ?? 0}以下`}）`,
  lockTraps: '双方都不能发动陷阱卡，陷阱的效果不会适用',
  summonedFrom: (clause, from) => clause.replace('在这个回合', `在这个回合从${from.map((f) => (f === 'gy' ? '墓地' : f === 'extra' ? '额外卡组' : f === 'deck' ? '卡组' : '手牌')).join('或')}`),
  distinctAtLeast: (kind, group, n) => `${group}的${kind === 'race' ? '种族' : kind === 'attribute' ? '属性' : '卡名'}有${n}种以上`,
  attackTarget: '被攻击的怪兽',
  tributeValue: (cards, n, monster, position, when) =>
    `${when}${monster.replace(/的全部/, '的')}${position ? `以${position === 'attack' ? '攻击' : '守备'}表示` : ''}上级召唤的场合，${cards}可以作为${n}只的解放`,
  extraAttacksOnMonsters: (cards, n, when) => `${when}${cards}在同一次战斗阶段中可以向怪兽追加攻击最多${n}次（直接攻击后不能）`,
  noMoreThan: (clause, of) => `${clause}（最多为${of}的数量）`,
  sentFromHand: (_plural, who) => `从${who === 'you' ? '自己' : '对手'}手牌送去墓地的卡`,
  chooseRandom: (what, howMany) => `随机选择${what}${howMany ? '（数量由自己决定）' : ''}`,
  excavateOpponent: (n) => `对手翻开对手卡组最上方${n}张卡给自己观看`,
  moveInOrder: (cards, to, who) => `将${cards}按${who === 'you' ? '自己' : '对手'}选择的顺序放回卡组${to === 'deckTop' ? '最上方' : '最下方'}`,
  choiceLabel: (k, n) => `【选择效果${k}/${n}：发动其中1个（合计每回合1次）】\n`,
  revealed: (_plural, monsters) => (monsters ? '给对手观看的怪兽' : '给对手观看的卡'),
  changedCards: (to) => `因这个效果${to === 'attack' ? '变成攻击表示' : to === 'defense' ? '变成守备表示' : to === 'faceDownDefense' ? '变成里侧守备表示' : '变更表示形式'}的怪兽`,
  movedCards: (to, shuffle) => (to === 'hand' ? '加入手牌的卡' : shuffle ? '回到卡组洗切的卡' : `回到卡组${to === 'deckTop' ? '最上方' : '最下方'}的卡`),
  numberIs: (cards, min, max) =>
    `${cards}的数量为${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}`,
  chooseAsMany: (what, of) => `选择与${of}相同数量的${what}`,
  until: (d) => (d === 'thisTurn' ? '直到回合结束时' : d === 'opponentsNextTurn' ? '直到对手下个回合结束时' : '只要表侧表示存在'),
  when: (d) => (d === 'thisTurn' ? '这个回合，' : d === 'opponentsNextTurn' ? '直到对手下个回合结束时，' : '只要表侧表示存在，'),
};
