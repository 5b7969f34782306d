// Card text in Simplified Chinese: the project's own wording, generated from card documents.
import { BATTLE_RULE_TEXT } from './words/battleRules';
import { isMoreTrigger, moreTriggerText, summonFromText } from './words/triggers';
import type { Filter, SameStat, SummonedHow } from '../../engine/docs';
import type { Group, Phrasebook, Quantity } from './phrasebook';
import { attributeName, raceName } from './terms';

const SAME_ZH: Record<SameStat, string> = { level: '等级', attribute: '属性', race: '种族', atk: '攻击力', def: '守备力', name: '卡名' };

const KIND: Record<string, string> = { normal: '通常', effect: '效果', fusion: '融合', ritual: '仪式', maximum: '极大' };

const stat = (label: string, r: { min?: number; max?: number } | undefined): string =>
  !r ? '' : r.min !== undefined && r.max !== undefined ? `${label}${r.min === r.max ? r.min : `${r.min}～${r.max}`}的` : r.min !== undefined ? `${label}${r.min}以上的` : `${label}${r.max ?? 0}以下的`;

function adjectives(f: Filter): string {
  let a = '';
  if (f.notSelf) a += '其他的';
  if (f.faceUp === true) a += '表侧表示的';
  if (f.faceUp === false) a += '里侧表示的';
  if (f.position) a += f.position === 'attack' ? '攻击表示的' : '守备表示的';
  if (f.maximumMode) a += '极大模式的';
  if (f.level) a += stat('等级', f.level);
  a += stat('攻击力', f.atk) + stat('守备力', f.def) + stat('原本攻击力', f.originalAtk) + stat('原本守备力', f.originalDef) + stat('原本等级', f.originalLevel);
  if (f.originalRace) a += `原本种族是${raceName(f.originalRace, 'zh')}的`;
  if (f.equips === 'self') a += '装备给这张卡的';
  if (f.equipped !== undefined) a += f.equipped === true ? '装备着装备魔法卡的' : f.equipped === false ? '没有装备装备魔法卡的' : f.equipped === 'noMonsterCard' ? '没有装备同盟怪兽卡的' : '装备着这张卡的';
  if (f.originalAtkBelowSelf) a += '原本攻击力比这张卡的攻击力低的';
  if (f.highestAtk) a += '在那个场上攻击力最高的';
  if (f.lowestLevel) a += '在那个场上等级最低的';
  if (f.atkAboveLp) a += `攻击力比${f.atkAboveLp === 'you' ? '自己' : '对手'}的基本分高的`;
  if (f.fusionOnly) a += '只能融合召唤的';
  if (f.diceEffect) a += '有掷骰子效果的';
  if (f.coinEffect) a += '有投掷硬币效果的';
  if (f.legend) a += '传说';
  const ar = [f.attribute ? `${attributeName(f.attribute, 'zh')}属性` : '', f.race ? raceName(f.race, 'zh') : ''].filter(Boolean).join('·');
  // A negated filter: "光属性以外の" (its names are worded with the choice fields).
  const { ids: _ids, ...notFields } = f.not ?? {};
  const not = f.not ? adjectives(notFields) : '';
  if (not !== '') a += `${not.replace(/(の|的)$/, '')}以外的`;
  return a + ar + (f.monsterKind ? (KIND[f.monsterKind] ?? '') : '');
}

/** The choice fields of a group, before its noun: left-out cards and listed materials. */
const choiceWords = (g: Group): string =>
  `${g.notNames ? `${g.notNames.map((n) => `「${n}」`).join('·')}以外的` : ''}${g.notChosen ? `${g.notChosen}以外的` : ''}${g.listsMaterialFrom ? `将${g.listsMaterialFrom}记述为融合素材的` : ''}${g.listsNames ? `将${g.listsNames.map((n) => `「${n}」`).join('或')}记述为融合素材的` : ''}${g.materialOf ? `${g.materialOf}记述为融合素材的` : ''}`;

/** Several piles of one player (hand, GY, Deck, Extra Deck) and no zone: "自己手牌或墓地". */
const pilesOnly = (g: Group): boolean => Array.isArray(g.where.place) && g.where.place.length > 1 && g.where.place.every((p) => p !== 'monsterZones' && p !== 'spellTraps');

function isMonsterGroup(g: Group): boolean {
  const f = g.filter;
  const place = Array.isArray(g.where.place) ? g.where.place[0] : g.where.place;
  if (f.kind === 'spell' || f.kind === 'trap') return false;
  // Cards of several places (Monster and Spell & Trap Zones) are counted as cards.
  const several = Array.isArray(g.where.place) && g.where.place.length > 1;
  return f.kind === 'monster' || Boolean(f.race || f.monsterKind || f.attribute || f.level || f.atk || f.def || f.not?.race || f.not?.attribute || f.not?.monsterKind) || (place === 'monsterZones' && !several);
}

function noun(g: Group): string {
  // Piles and zones together name cards, unless the filter says monsters ("a monster in your hand or on your field") or a kind of Spell.
  if (Array.isArray(g.where.place) && g.where.place.length > 1 && !pilesOnly(g) && !isMonsterGroup(g) && !g.filter.spellKind) return '卡';
  const place = Array.isArray(g.where.place) ? g.where.place[0] : g.where.place;
  if (isMonsterGroup(g)) return '怪兽';
  if (g.filter.spellKind) return `${g.filter.spellKind === 'field' ? '场地' : g.filter.spellKind === 'equip' ? '装备' : g.filter.spellKind === 'ritual' ? '仪式' : '通常'}魔法卡`;
  if (g.filter.kind === 'spell') return '魔法卡';
  if (g.filter.kind === 'trap') return '陷阱卡';
  return place === 'spellTraps' ? '魔法·陷阱卡' : '卡';
}

function where(g: Group): string {
  const p = Array.isArray(g.where.place) ? g.where.place[0] : g.where.place;
  const s = g.where.side;
  const pileOf = (x: string): string => (x === 'gy' ? '墓地' : x === 'hand' ? '手牌' : x === 'deck' ? '卡组' : '额外卡组');
  // Piles and zones together: 「自己手牌或场上」.
  const places = Array.isArray(g.where.place) ? g.where.place : [g.where.place];
  const piles = places.filter((x) => x !== 'monsterZones' && x !== 'spellTraps');
  if (piles.length > 0 && piles.length < places.length) return `${s === 'you' ? '自己' : s === 'opponent' ? '对手' : '双方'}${piles.map(pileOf).join('或')}或场上`;
  if (p === 'monsterZones' || p === 'spellTraps') return s === 'you' ? '自己场上' : s === 'opponent' ? '对手场上' : '场上';
  const pile = pilesOnly(g) && g.where.top === undefined && g.where.bottom === undefined && Array.isArray(g.where.place) ? g.where.place.map(pileOf).join('或') : pileOf(p ?? 'hand');
  return `${s === 'you' ? '自己' : s === 'opponent' ? '对手' : '双方'}${pile}${g.where.top !== undefined ? `最上方${g.where.top}张卡中` : g.where.bottom !== undefined ? `最下方${g.where.bottom}张卡中` : ''}`;
}

function count(q: Quantity, unit: string): string {
  if (q === 'any') return '';
  if (q === 'every') return '';
  if ('n' in q) return `${q.n}${unit}`;
  if ('atLeast' in q) return q.atLeast === 1 ? '' : `${q.atLeast}${unit}以上`;
  // A cap of 60 (a whole Deck) is no cap at all: "n or more".
  if (q.max >= 60) return `${q.min}${unit}以上`;
  if (q.min === 0) return `最多${q.max}${unit}`;
  if (q.min === q.max) return `仅${q.min}${unit}`;
  return `${q.min}～${q.max}${unit}`;
}

/** A material group as a noun, without its place（「X」、龙族怪兽）. */
const aMaterial = (g: Group): string =>
  (g.alternatives ?? [g]).map((h) => (h.names.length > 0 ? h.names.map((n) => `「${n}」`).join('或') : `${adjectives(h.filter)}${noun(h)}`)).join('或');

export const ZH_CARD_TEXT: Phrasebook = {
  lang: 'zh',
  evenIfZero: (clause) => `${clause}（为0也可以发动）`,
  lpDifference: '双方基本分的差',
  tributesOriginalAtk: '这张卡以表侧攻击表示上级召唤时解放的怪兽的原本攻击力合计',
  dieResult: '骰子掷出的点数',
  sameCount: (a, b) => `${a}的数量与${b}的数量相同`,
  higher: (stat, a, b) => `${a}的${stat === 'level' ? '等级' : '攻击力'}比${b}的${stat === 'level' ? '等级' : '攻击力'}高`,
  moreCount: (a, b) => `${a}的数量比${b}的数量多`,
  countDifference: (a, b) => `${a}的数量与${b}的数量的差`,
  atkDifference: (a, b) => `${a}的攻击力与${b}的攻击力的差`,
  lpBy: (cmp, n) => (cmp === 'lower' ? `对手的基本分比自己多${n}以上` : `自己的基本分比对手多${n}以上`),
  totalLevels: (cards) => `${cards.replace(/的全部/, '的')}的等级合计`,
  withLevels: (clause, min, max, atk) => `${clause}（那些怪兽的${atk ? '攻击力' : '等级'}合计${min !== undefined && max !== undefined ? (min === max ? `为${min}` : `在${min}～${max}`) : min !== undefined ? `在${min}以上` : `在${max ?? 0}以下`}）`,
  lockTraps: '双方都不能发动陷阱卡，陷阱的效果不会适用',
  summonedFrom: (clause, from) => clause.replace('在这个回合', `在这个回合从${from.map((f) => (f === 'gy' ? '墓地' : f === 'extra' ? '额外卡组' : f === 'deck' ? '卡组' : '手牌')).join('或')}`),
  distinctAtLeast: (kind, group, n) => `${group}的${kind === 'race' ? '种族' : kind === 'attribute' ? '属性' : kind === 'level' ? '等级' : '卡名'}有${n}种以上`,
  attackTarget: '被攻击的怪兽',
  equipped: '装备怪兽',
  tributeValue: (cards, n, monster, position, when) =>
    `${when}${monster.replace(/的全部/, '的')}${position ? `以${position === 'attack' ? '攻击' : '守备'}表示` : ''}上级召唤的场合，${cards}可以作为${n}只的解放`,
  extraAttacksOnMonsters: (cards, n, when) => `${when}${cards}在同一次战斗阶段中可以向怪兽追加攻击最多${n}次（直接攻击后不能）`,
  noMoreThan: (clause, of) => `${clause}（最多为${of}的数量）`,
  sentFromHand: (_plural, who) => `从${who === 'you' ? '自己' : '对手'}手牌送去墓地的卡`,
  chooseRandom: (what, howMany) => `随机选择${what}${howMany ? '（数量由自己决定）' : ''}`,
  chooseRandomUpTo: (what, of) => `随机选择${what}（数量由自己决定，最多为${of}的数量）`,
  excavateOpponent: (n) => `对手翻开对手卡组最上方${n}张卡给自己观看`,
  moveInOrder: (cards, to, who) => `将${cards}按${who === 'you' ? '自己' : '对手'}选择的顺序放回卡组${to === 'deckTop' ? '最上方' : to === 'deckBottom' ? '最下方' : '最上方或最下方（由自己选择）'}`,
  choiceLabel: (k, n) => `【选择效果${k}/${n}：发动其中1个（合计每回合1次）】\n`,
  revealed: (_plural, monsters) => (monsters ? '给对手观看的怪兽' : '给对手观看的卡'),
  changedCards: (to) => `因这个效果${to === 'attack' ? '变成攻击表示' : to === 'defense' ? '变成守备表示' : to === 'faceDownDefense' ? '变成里侧守备表示' : to === 'faceUpDefense' ? '变成表侧守备表示' : '变更表示形式'}的怪兽`,
  fusionSummoned: '这个效果融合召唤的怪兽',
  movedCards: (to, shuffle) => (to === 'hand' ? '加入手牌的卡' : shuffle ? '回到卡组洗切的卡' : `回到卡组${to === 'deckTop' ? '最上方' : '最下方'}的卡`),
  allSame: (clause, stat) => `${clause}（它们的${SAME_ZH[stat]}全部相同）`,
  numberIs: (cards, min, max) =>
    `${cards}的数量为${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}`,
  chooseAsMany: (what, of) => `选择与${of}相同数量的${what}`,
  until: (d) => (d === 'thisMainPhase' ? '在这个主要阶段内' : d === 'thisTurn' ? '直到回合结束时' : d === 'opponentsNextTurn' ? '直到对手下个回合结束时' : d === 'yourNextTurn' ? '直到自己下个回合结束时' : '只要表侧表示存在'),
  when: (d) => (d === 'thisMainPhase' ? '在这个主要阶段内，' : d === 'thisTurn' ? '这个回合，' : d === 'opponentsNextTurn' ? '直到对手下个回合结束时，' : d === 'yourNextTurn' ? '直到自己下个回合结束时，' : '只要表侧表示存在，'),
  labels: { trigger: '发动时机：', condition: '条件：', cost: '代价：', effect: '效果：', continuous: '永续效果：', maximum: '【极大】' },
  turnIs: (who) => (who === 'you' ? '是自己的回合' : '是对手的回合'),
  lpIs: (cmp) => (cmp === 'notHigher' ? '自己的基本分在对手的基本分以下' : `自己的基本分比对手${cmp === 'lower' ? '少' : '多'}`),
  lasting(kind, monsters, amount, immune) {
    switch (kind) {
      case 'atk':
      case 'def':
      case 'atkDef':
        if (amount?.equal) return `${monsters}的${kind === 'atk' ? '攻击力' : kind === 'def' ? '守备力' : '攻击力·守备力'}${amount.n < 0 ? '下降' : '上升'}${amount.equal}${Math.abs(amount.n) === 1 ? '' : `×${Math.abs(amount.n)}`}的数值`;
        return `${monsters}的${kind === 'atk' ? '攻击力' : kind === 'def' ? '守备力' : '攻击力·守备力'}${(amount?.n ?? 0) < 0 ? '下降' : '上升'}${amount?.per ? `${amount.per}×` : ''}${Math.abs(amount?.n ?? 0)}`;
      case 'tributeValue':
      case 'tributeValueAttack':
        return ZH_CARD_TEXT.tributeValue(monsters, amount?.n ?? 2, '怪兽', kind === 'tributeValueAttack' ? 'attack' : undefined, '');
      case 'level':
        return `${monsters}的等级${(amount?.n ?? 0) < 0 ? '下降' : '上升'}${Math.abs(amount?.n ?? 0)}星`;
      case 'extraAttacks':
        return `${monsters}在1回合中可以攻击${(amount?.n ?? 0) + 1}次`;
      case 'extraAttacksOnMonsters':
        return `${monsters}在1回合中最多可以向怪兽攻击${(amount?.n ?? 0) + 1}次（直接攻击后不能再追加攻击）`;
      case 'piercing':
        return `${monsters}攻击守备表示怪兽时给予贯穿伤害`;
      case 'battleImmune':
        return `${monsters}${immune?.against ? `在与${immune.against.replace(/^场上的/, '')}的战斗中` : ''}不会被战斗破坏`;
      case 'directAttack':
      case 'noDirectAttack':
      case 'cannotAttack':
      case 'noTrapsOnAttack':
      case 'keepsAttackPosition':
      case 'keepsControl':
      case 'noBattleDamage':
        return BATTLE_RULE_TEXT.zh.lasting(kind, monsters);
      case 'effectImmune': {
        if (immune?.source) return `${monsters}不会被${immune.source}的效果破坏`;
        const kinds = immune?.cards ? immune.cards.map((k) => (k === 'monster' ? '怪兽' : k === 'spell' ? '魔法' : '陷阱')).join('·') : '';
        return `${monsters}不会被${immune?.by === 'opponent' ? '对手的' : ''}${kinds}效果破坏`;
      }
    }
  },
  turnPlayersMonsters: (group) => `回合玩家${group}`,
  noSpecialSummonFromGy: (monsters) => `双方都不能从墓地把${monsters.replace(/^双方墓地的(全部)?/, '')}特殊召唤`,
  group(g, q) {
    if (g.where.top !== undefined && q === 'every' && Object.keys(g.filter).length === 0) return `${g.where.side === 'opponent' ? '对手' : '自己'}卡组最上方${g.where.top}张卡`;
    if (g.where.bottom !== undefined && q === 'every' && Object.keys(g.filter).length === 0) return `${g.where.side === 'opponent' ? '对手' : '自己'}卡组最下方${g.where.bottom}张卡`;
    const unit = isMonsterGroup(g) ? '只' : '张';
    const one = (h: Group): string =>
      h.names.length > 0 ? adjectives({ faceUp: h.filter.faceUp, position: h.filter.position, not: h.filter.not, originalLevel: h.filter.originalLevel, equipped: h.filter.equipped }) + h.names.map((n) => `「${n}」`).join('或') : `${h !== g && h.listsNames && !g.listsNames ? `将${h.listsNames.map((n) => `「${n}」`).join('或')}记述为融合素材的` : ''}${adjectives(h.filter)}${noun(h)}`;
    const body = (g.alternatives ?? [g]).map(one).join('或');
    return `${where(g)}的${q === 'every' ? '全部' : ''}${g.raceDiffers ? `与${g.raceDiffers}种族不同的` : ''}${g.attributeOf ? `与${g.attributeOf}属性相同的` : ''}${g.raceOf ? `与${g.raceOf}种族相同的` : ''}${g.attributeDiffers ? `与${g.attributeDiffers}属性不同的` : ''}${g.sameAs ? `与${g.sameAs.other ? '另一只' : ''}${g.sameAs.of}${SAME_ZH[g.sameAs.stat]}相同的` : ''}${g.levelSumOf ? `等级与${g.levelSumOf}的等级合计相同的` : ''}${g.compareTo ? `${SAME_ZH[g.compareTo.stat]}在${g.compareTo.of}的${SAME_ZH[g.compareTo.ofStat]}${g.compareTo.is === 'atMost' ? '以下' : '以上'}的` : ''}${choiceWords(g)}${g.same ? `${SAME_ZH[g.same]}相同的` : ''}${g.different ? `${SAME_ZH[g.different]}各不相同的` : ''}${g.extreme ? `${SAME_ZH[g.extreme.stat]}最${g.extreme.which === 'lowest' ? '低' : '高'}的` : ''}${body}${count(q, unit)}`;
  },
  self: '这张卡',
  attacker: '那只攻击怪兽',
  summoned: '被召唤的怪兽',
  chosen: (_plural, monsters) => (monsters ? '选择的怪兽' : '选择的卡'),
  opponentsChoice: (_plural, monsters) => (monsters ? '对手选择的怪兽' : '对手选择的卡'),
  destroyedCards: '被破坏的卡',
  sentCards: () => '送去墓地的卡',
  levels: (cards, min, max, one) =>
    `${cards}的等级${one ? '' : '合计'}${min !== undefined && max !== undefined ? (min === max ? `为${min}` : `在${min}～${max}`) : min !== undefined ? `在${min}以上` : `在${max ?? 0}以下`}`,
  forbidNormalSummon: '这个回合，自己不能把怪兽通常召唤·盖放',
  forbidSpecialSummon: '这个回合，自己不能把怪兽特殊召唤',
  forbidSpecialSummonFromHand: '这个回合，自己不能从手牌把怪兽特殊召唤',
  forbidAttack: (monsters) => `这个回合，${monsters}不能攻击`,
  forbidAttackRaceOf: (who, of) => `这个回合，${who === 'you' ? '自己' : '对手'}的与${of}种族相同的怪兽不能攻击`,
  forbidTributeSummon: (who, monsters, d, whileFaceUp, attackOnly) =>
    `${d ? ZH_CARD_TEXT.when(d) : ''}${whileFaceUp ? '这张卡表侧表示存在期间，' : ''}${who === 'you' ? '自己' : who === 'opponent' ? '对手' : '双方'}不能把${monsters}${attackOnly ? '以攻击表示上级召唤（上级盖放仍然可以）' : '上级召唤·上级盖放'}`,
  forbidDirectAttack: '这个回合，自己的怪兽不能直接攻击',
  forbidTrapsOnAttack: (monsters, whileFaceUp) => `这个回合，${whileFaceUp ? '这张卡表侧表示存在期间，' : ''}${monsters}宣言攻击时，对手不能发动陷阱卡`,
  forbidDirectAttackExcept: (monsters) => `这个回合，自己只能用${monsters}直接攻击`,
  forbidAttackExcept: (monsters) => `这个回合，自己只能用${monsters}攻击`,
  forbidAttackers: (n) => `这个回合，自己最多只能用${n}只怪兽宣言攻击`,
  flippedThisTurn: '这张卡在这个回合的主要阶段变成了表侧表示',
  summonedThisTurn: '这张卡在这个回合被召唤',
  summonedAs: (hows, t, byRule, names) => {
    const normal = hows.includes('normal') && hows.includes('tribute');
    const word: Record<SummonedHow, string> = {
      normal: normal ? '通常召唤' : '不用解放而通常召唤', tribute: '上级召唤', maximum: '极大召唤',
      special: '特殊召唤', fusion: '融合召唤', ritual: '仪式召唤',
    };
    const ways = [...new Set(hows.filter((h) => !(normal && h === 'tribute')).map((h) => word[h]))].join('或');
    if (names && names.length > 0) return `这张卡在这个回合把${names.map((n) => `「${n}」`).join('或')}解放而被${ways}`;
    return `这张卡在这个回合${t ? `把${stat('等级', t.level)}${t.race ? raceName(t.race, 'zh') : ''}怪兽${t.min ?? 1}只${(t.min ?? 1) > 1 && hows.every((h) => h === 'ritual') ? '以上' : ''}解放而` : ''}${byRule ? '用召唤规则的方法' : ''}被${ways}`;
  },
  none: (group) => `${group}不存在`,
  battleWin: '这张卡战斗破坏怪兽送去墓地时',
  battleDestroyed: '被战斗破坏的怪兽',
  originalAtk: (cards) => `${cards}的原本攻击力数值`,
  originalDef: (cards) => `${cards}的原本守备力`,
  canEnterBattle: '这个回合自己还能进行战斗阶段',
  freeMonsterZone: '自己的怪兽区域有空位',
  opponentFreeMonsterZone: '对手的怪兽区域有空位',
  freeSpellTrapZone: '自己的魔法与陷阱区域有空位',
  secondPlayersFirstTurn: '是后攻玩家的第一个回合',
  excavatedCards: '从卡组翻开的卡',
  excavate: (n) => `翻开自己卡组最上方${n}张卡给对手观看`,
  excavateCounted: (a, who) => `翻开${who === 'you' ? '自己' : '对手'}卡组最上方与${a.per ?? ''}${a.n === 1 ? '' : `×${a.n}`}相同数量的卡给${who === 'you' ? '对手' : '自己'}观看`,
  nameAsMaterial: (of) => `宣言${of}记述为融合素材的1个卡名，这张卡的卡名直到回合结束时变成宣言的卡名`,
  forbidActivateExcept: (monsters) => `这个回合，自己不能发动${monsters}以外的怪兽的效果`,
  pick: (g, q, of) => `${of}中的${choiceWords(g)}${q === 'every' ? '全部' : ''}${(g.alternatives ?? [g]).map((h) => (h.names.length > 0 ? h.names.map((n) => `「${n}」`).join('或') : `${adjectives(h.filter)}${noun(h)}`)).join('或')}${count(q, isMonsterGroup(g) ? '只' : '张')}`,
  drawnCards: (_plural, who) => (who === 'opponent' ? '对方抽到的卡' : '抽到的卡'),
  fusionSummon(monster, from, faceUp, to, materials) {
    const sources = from.map((p) => (p === 'monsterZones' ? `自己场上的${faceUp ? '表侧表示的' : ''}怪兽` : p === 'hand' ? '自己手牌的怪兽' : '自己墓地的怪兽'));
    const dest = to === 'gy' ? '送去墓地' : to === 'deckBottom' ? '放到卡组最下面' : '加入卡组洗切';
    const each = materials?.each ? `（每只都是${aMaterial(materials.each)}）` : '';
    const including = materials?.including ? `（其中至少1只是${aMaterial(materials.including)}）` : '';
    const self = materials?.includingSelf ? '（包括这张卡）' : '';
    const most = materials?.most === undefined ? '' : materials.most === 2 ? '（2只）' : `（最多${materials.most}只）`;
    return `将${sources.join('和/或')}${each}${including}${self}${most}作为融合素材${dest}，融合召唤${monster}`;
  },
  summonNoTributes: (conds) => `召唤规则：${conds.join('，并且')}的场合，这张卡可以不用解放作通常召唤。`,
  summonFromHand: (pos, conds, reveal, cost) =>
    `召唤规则：${conds.length > 0 ? `${conds.join('，并且')}的场合，` : ''}${reveal ? `通过给对方观看${reveal}，` : ''}${cost ? `通过将${cost.cards}${cost.to === 'gy' ? '送去墓地' : '放到卡组最下方'}，` : ''}这张卡可以从手牌以表侧${pos === 'defense' ? '守备' : '攻击'}表示特殊召唤。`,
  trigger(t, monster, conds) {
    if (t.event === 'anyOf') return t.of.map((x) => ZH_CARD_TEXT.trigger(x, monster, conds)).join('，或');
    if (t.if !== undefined && t.if.length > 0 && conds) {
      const timing = ZH_CARD_TEXT.trigger({ ...t, if: undefined }, monster);
      const cond = conds(t.if);
      return `在${cond}的状态下，${timing}`;
    }
    if (isMoreTrigger(t)) return moreTriggerText.zh(t);
    if (t.event === 'summon') {
      const who = t.by === 'you' ? '自己' : t.by === 'opponent' ? '对手' : '';
      const what = t.monster ? monster(t.monster, 'both').replace(/^场上的/, '').replace(/1只$/, '') : '怪兽';
      const normal = t.how && t.how.every((h) => h === 'normal' || h === 'tribute');
      const special = t.how && t.how.every((h) => h !== 'normal' && h !== 'tribute');
      const verb = normal ? '通常召唤' : special ? '特殊召唤' : '召唤';
      const from = summonFromText.zh(t.from);
      return who ? `${who}${from}${verb}${what}时` : `${what}被${from}${verb}时`;
    }
    if (t.event === 'set' && t.spellTrap) return `${t.by === 'you' ? '自己' : t.by === 'opponent' ? '对手' : ''}盖放魔法·陷阱卡时`;
    if (t.event === 'set') return `${t.by === 'you' ? '自己' : t.by === 'opponent' ? '对手' : ''}从手牌盖放怪兽时`;
    if (t.event === 'destroyed') {
      const was = { ...(t.card ?? {}), ...(t.position ? { position: t.position } : {}), ...(t.faceUp !== undefined ? { faceUp: t.faceUp } : {}) };
      const what = monster(was, t.owner).replace(/1只$/, '');
      const whose = t.by === 'you' ? '自己' : t.by === 'opponent' ? '对手' : '';
      const reasons = t.reasons ?? ['battle', 'effect'];
      const effect = t.effectOf ? `${t.effectOf.map((k) => (k === 'trap' ? '陷阱' : k === 'spell' ? '魔法' : '怪兽')).join('或')}卡的效果` : '效果';
      const how =
        reasons.length === 2 ? `${whose}的攻击或${effect}` : reasons[0] === 'battle' ? (whose ? `${whose}怪兽的攻击` : '战斗') : `${whose}的${effect}`;
      if (t.min !== undefined) return `${what}${t.min}只以上同时被${how.replace(/^的/, '')}破坏时`;
      return `${what}被${how.replace(/^的/, '')}破坏时`;
    }
    const side = t.by === 'you' ? 'you' : t.by === 'opponent' ? 'opponent' : 'both';
    const attacker = t.attacker ? monster(t.attacker, side).replace(/1只$/, '') : t.by === 'you' ? '自己的怪兽' : t.by === 'opponent' ? '对手怪兽' : '怪兽';
    if (t.target === 'direct') return `${attacker}宣言直接攻击时`;
    if (t.targetFilter) return `${attacker}向${monster(t.targetFilter, t.by === 'opponent' ? 'you' : 'opponent').replace(/1只$/, '')}宣言攻击时`;
    return `${attacker}宣言攻击时`;
  },
  exists: (group) => group === '被破坏的卡' ? '有卡被破坏' : `${group}存在`,
  refIs(ref, f, names) {
    if (f.originalIds && names.length > 0) return `${ref}的原本卡名是${names.map((n) => `「${n}」`).join('或')}`;
    if (f.maximumMode && Object.keys(f).length === 1) return `${ref}中有处于极大模式的怪兽`;
    // A kind with an original figure ("a monster with original Level 10") or other words of a monster is worded below.
    if (f.kind && f.originalLevel === undefined && f.originalAtk === undefined && f.originalDef === undefined && (f.kind !== 'monster' || adjectives(f) === '')) return `${ref}是${f.kind === 'monster' ? '怪兽' : f.kind === 'spell' ? '魔法卡' : '陷阱卡'}`;
    if (names.length > 0) return `${ref}是${names.map((n) => `「${n}」`).join('或')}`;
    const { faceUp: _up, position: _pos, ...kindOf } = f;
    const adj = adjectives(kindOf);
    if (adj !== '') return `${ref}是${adj}怪兽`;
    const pos = f.position === 'attack' ? '攻击表示' : f.position === 'defense' ? '守备表示' : '';
    if (f.faceUp === false) return `${ref}以里侧表示存在`;
    return `${ref}以${f.faceUp === true ? '表侧' : ''}${pos || '表示'}存在`;
  },
  choose: (what) => `选择${what}`,
  byOpponent: (choice) => `由对手${choice}`,
  keepsEffect: (choice) => `以使效果仍能适用的方式${choice}`,
  either: (groups) => groups.join('，或者'),
  mill: ({ n, per }, who) => `将${who === 'you' ? '自己' : who === 'opponent' ? '对手' : '双方'}卡组最上方${who === 'both' ? '各' : ''}${per ? `${per}×` : ''}${n}张卡送去墓地`,
  draw: ({ n, per, equal }, who) => `${who === 'you' ? '自己' : who === 'both' ? '双方各自' : '对手'}从卡组抽${equal ? `${equal}${n === 1 ? '' : `×${n}`}数量的卡` : `${per ? `${per}×` : ''}${n}张卡`}`,
  discard: (cards) => `将${cards}送去墓地`,
  destroy: (cards) => `破坏${cards}`,
  move(cards, to, shuffle, owners) {
    if (to === 'hand' && owners) return `将${cards}返回持有者的手牌`;
    if (to === 'hand') return `将${cards}加入手牌`;
    if (to === 'gy') return `将${cards}送去墓地`;
    if (shuffle) return `将${cards}返回卡组并洗切`;
    if (to === 'deckTopOrBottom') return `将${cards}放回卡组最上方或最下方`;
    return `将${cards}放回${owners ? '持有者的' : ''}卡组${to === 'deckTop' ? '最上方' : '最下方'}`;
  },
  reveal: (cards) => `给对手观看${cards}`,
  setCards: '因此盖放的卡',
  set: (cards, theirs) => (theirs ? `由对手将${cards}在对手自己的魔法与陷阱区域盖放` : `将${cards}在自己的魔法与陷阱区域盖放`),
  damage: (who, a) =>
    a.equal
      ? `给予${who === 'you' ? '自己' : '对手'}${a.equal}${a.n === 1 ? '' : `的 ${a.n} 倍`}的伤害`
      : `给予${who === 'you' ? '自己' : '对手'}${a.per ? `${a.per}×` : ''}${a.n}伤害`,
  payLp: (a) => (a.equal ? `支付${a.equal}${a.n === 1 ? '' : `的${a.n}倍`}的基本分` : `支付${a.per ? `${a.per}×` : ''}${a.n}基本分`),
  gainLp: (who, a) => `${who === 'you' ? '自己' : '对手'}回复${a.equal ? `${a.equal}的数值的` : `${a.per ? `${a.per}×` : ''}${a.n}`}基本分`,
  totalAtk: (cards, plural) => `${cards.replace(/的全部/, '的')}的攻击力${plural ? '合计' : ''}`,
  highest: (stat, of, one) => `${of.replace(/的全部/, '的')}${one ? '的' : '中最高的'}${stat === 'atk' ? '攻击力' : stat === 'originalAtk' ? '原本攻击力' : stat === 'def' ? '守备力' : '等级'}`,
  specialSummon: (cards, pos, field) =>
    `${field === 'byOpponent' ? '由对手' : ''}将${cards}以${pos === 'attack' ? '表侧攻击表示' : pos === 'defense' ? '表侧守备表示' : pos === 'faceDownDefense' ? '里侧守备表示' : '表侧表示'}${field === 'toOpponent' ? '在对手场上' : ''}特殊召唤`,
  position: (cards, to) =>
    to === 'change'
      ? `变更${cards}的表示形式（攻击表示变成表侧守备表示，守备表示变成表侧攻击表示）`
      : to === 'faceDownDefense' ? `将${cards}变成里侧守备表示`
      : to === 'faceUpDefense' ? `将${cards}变成表侧守备表示`
      : to === 'attackOrFaceDownDefense' ? `将${cards}变成表侧攻击表示或里侧守备表示（由自己选择）` : `将${cards}变成${to === 'attack' ? '攻击' : '守备'}表示`,
  battleImmuneWhile: (cards, position, faceUp, duration) => `${ZH_CARD_TEXT.when(duration)}${cards}在${faceUp ? '表侧' : ''}${position === 'attack' ? '攻击' : '守备'}表示的期间不会被战斗破坏`,
  modify(kind, cards, a, duration) {
    const until = ZH_CARD_TEXT.until(duration);
    const when = ZH_CARD_TEXT.when(duration);
    switch (kind) {
      case 'atk':
      case 'def':
      case 'atkDef':
        if (a.equal) return `${cards}的${kind === 'atk' ? '攻击力' : kind === 'def' ? '守备力' : '攻击力·守备力'}${until}${a.n < 0 ? '下降' : '上升'}${a.equal}${Math.abs(a.n) === 1 ? '' : `×${Math.abs(a.n)}`}的数值`;
        return `${cards}的${kind === 'atk' ? '攻击力' : kind === 'def' ? '守备力' : '攻击力·守备力'}${until}${a.n < 0 ? '下降' : '上升'}${a.per ? `${a.per}×` : ''}${Math.abs(a.n)}`;
      case 'piercing':
        return `${when}${cards}攻击守备表示怪兽时给予贯穿伤害`;
      case 'extraAttacks':
        return `${when}${cards}在同一次战斗阶段中可以攻击${a.n + 1}次`;
      case 'noDirectAttack':
        return `${when}${cards}不能直接攻击`;
      case 'directAttack':
        return `${when}${cards}可以直接攻击`;
      case 'battleImmune':
        return `${when}${cards}不会被战斗破坏`;
      case 'effectImmune':
        return `${when}${cards}不会被效果破坏`;
      case 'opponentEffectImmune':
        return `${when}${cards}不会被对手的效果破坏`;
      case 'attackEachMonster':
        return `${when}${cards}可以向对手的全部怪兽各攻击1次`;
      case 'baseAtk':
        return `${cards}的原本攻击力${until}变成${a.n}`;
      case 'opponentTrapImmuneOnce':
        return `${when}${cards}被对手的陷阱效果破坏的场合，第1次不会被破坏`;
      case 'opponentTrapImmune':
        return `${when}${cards}不会被对手的陷阱效果破坏`;
      case 'noTrapsOnSummon':
        return `对${cards}的召唤，对手不能发动陷阱卡`;
      case 'noTrapsOnAttack':
        return `${when}${cards}宣言攻击时，对手不能发动陷阱卡`;
      case 'extraAttackOnWin':
        return `${when}${cards}战斗破坏怪兽的场合，那次战斗阶段中可以再攻击1次`;
      case 'extraMonsterAttackOnWin':
        return `${when}${cards}战斗破坏怪兽的场合，那次战斗阶段中可以再向怪兽攻击1次`;
      case 'extraAttacksOnMonsters':
        return ZH_CARD_TEXT.extraAttacksOnMonsters(cards, a.n, when);
      case 'attackPositionTargetsOnly':
        return `${when}${cards}只能攻击攻击表示的怪兽`;
      case 'tributeValue':
        return ZH_CARD_TEXT.tributeValue(cards, a.n, '怪兽', undefined, when);
      case 'level':
        return `${cards}的等级${until}${a.n < 0 ? '下降' : '上升'}${a.per ? `${a.per}×` : ''}${Math.abs(a.n)}`;
      case 'cannotAttack':
        return BATTLE_RULE_TEXT.zh.cannotAttack(cards, when);
      case 'noActivate':
        return `${when}${cards}的效果不能发动`;
      case 'noTribute':
        return `${when}只要${cards}表侧表示存在，不能为上级召唤而解放`;
      case 'opponentTribute':
        return `${when}只要${cards}表侧表示存在，自己上级召唤时可以将其代替自己场上的1只怪兽解放（每次召唤限1只）`;
      case 'swapOriginalAtkDef':
        return `${cards}的原本攻击力与原本守备力${until}互换`;
    }
  },
  sentence: (clauses) => `${clauses.join('。之后，')}。`,
  allOf: (conditions) => conditions.join('，且'),
  onlyIf: (conditions, clause) => `${conditions.join('，且')}的场合，${clause}`,
  // A clause that opens with how long it lasts keeps that first ("这个回合，可以使…").
  opponentMayDo: (clause) => (clause.startsWith('对手') ? clause.replace(/^对手/, '对手可以') : `对手可以选择使${clause}`),
  mayDo: (clause) => clause.replace(/^((?:这个回合|只要表侧表示存在|直到[^，]+)，)?/, (_m, time: string | undefined) => (time ? `${time}可以使` : /^[^，]*的(种族|属性)/.test(clause) ? '可以使' : '可以')),
  per: (kind, of) => `${of}的${kind === 'level' ? '等级' : kind === 'originalLevel' ? '原本等级' : kind === 'attribute' ? '属性种类数' : kind === 'race' ? '种族种类数' : kind === 'name' ? '卡名种类数' : kind === 'distinctLevel' ? '等级种类数' : '数量'}`,
};
