// Card text in Japanese: the project's own wording, generated from card documents.
import { BATTLE_RULE_TEXT } from './words/battleRules';
import { isMoreTrigger, moreTriggerText, summonFromText } from './words/triggers';
import type { Filter, SameStat, SummonedHow } from '../../engine/docs';
import type { Group, Phrasebook, Quantity } from './phrasebook';
import { attributeName, raceName } from './terms';

const SAME_JA: Record<SameStat, string> = { level: 'レベル', attribute: '属性', race: '種族', atk: '攻撃力', def: '守備力', name: 'カード名' };

const KIND: Record<string, string> = { normal: '通常', effect: '効果', fusion: '融合', ritual: '儀式', maximum: 'マキシマム' };

const stat = (label: string, r: { min?: number; max?: number } | undefined): string =>
  !r ? '' : r.min !== undefined && r.max !== undefined ? `${label}${r.min === r.max ? r.min : `${r.min}～${r.max}`}の` : r.min !== undefined ? `${label}${r.min}以上の` : `${label}${r.max ?? 0}以下の`;

function adjectives(f: Filter): string {
  let a = '';
  if (f.notSelf) a += '他の';
  if (f.faceUp === true) a += '表側表示の';
  if (f.faceUp === false) a += '裏側表示の';
  if (f.position) a += f.position === 'attack' ? '攻撃表示の' : '守備表示の';
  if (f.maximumMode) a += 'マキシマムモードの';
  if (f.level) a += stat('レベル', f.level);
  a += stat('攻撃力', f.atk) + stat('守備力', f.def) + stat('元々の攻撃力が', f.originalAtk) + stat('元々の守備力が', f.originalDef) + stat('元々のレベルが', f.originalLevel);
  if (f.originalRace) a += `元々の種族が${raceName(f.originalRace, 'ja')}の`;
  if (f.equips === 'self') a += 'このカードに装備された';
  if (f.equipped !== undefined) a += f.equipped === true ? '装備魔法カードを装備した' : f.equipped === false ? '装備魔法カードを装備していない' : f.equipped === 'noMonsterCard' ? 'ユニオンモンスターカードを装備していない' : 'このカードを装備した';
  if (f.originalAtkBelowSelf) a += '元々の攻撃力がこのカードの攻撃力より低い';
  if (f.highestAtk) a += 'そのフィールドで攻撃力が最も高い';
  if (f.lowestLevel) a += 'そのフィールドでレベルが最も低い';
  if (f.atkAboveLp) a += `攻撃力が${f.atkAboveLp === 'you' ? '自分' : '相手'}のLPより高い`;
  if (f.fusionOnly) a += '融合召喚でしか特殊召喚できない';
  if (f.diceEffect) a += 'サイコロを振る効果を持つ';
  if (f.coinEffect) a += 'コイントスを行う効果を持つ';
  if (f.legend) a += 'レジェンド';
  const ar = [f.attribute ? `${attributeName(f.attribute, 'ja')}属性` : '', f.race ? raceName(f.race, 'ja') : ''].filter(Boolean).join('・');
  // A negated filter: "光属性以外の" (its names are worded with the choice fields).
  const { ids: _ids, ...notFields } = f.not ?? {};
  const not = f.not ? adjectives(notFields) : '';
  if (not !== '') a += `${not.replace(/(の|的)$/, '')}以外の`;
  return a + ar + (f.monsterKind ? (KIND[f.monsterKind] ?? '') : '');
}

/** Several piles of one player (hand, GY, Deck, Extra Deck) and no zone: "自分の手札か墓地". */
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
  if (Array.isArray(g.where.place) && g.where.place.length > 1 && !pilesOnly(g) && !isMonsterGroup(g) && !g.filter.spellKind) return 'カード';
  const place = Array.isArray(g.where.place) ? g.where.place[0] : g.where.place;
  if (isMonsterGroup(g)) return 'モンスター';
  if (g.filter.spellKind) return `${g.filter.spellKind === 'field' ? 'フィールド' : g.filter.spellKind === 'equip' ? '装備' : g.filter.spellKind === 'ritual' ? '儀式' : '通常'}魔法カード`;
  if (g.filter.kind === 'spell') return '魔法カード';
  if (g.filter.kind === 'trap') return '罠カード';
  return place === 'spellTraps' ? '魔法・罠カード' : 'カード';
}

function where(g: Group): string {
  const p = Array.isArray(g.where.place) ? g.where.place[0] : g.where.place;
  const s = g.where.side;
  const pileOf = (x: string): string => (x === 'gy' ? '墓地' : x === 'hand' ? '手札' : x === 'deck' ? 'デッキ' : 'エクストラデッキ');
  // Piles and zones together: 「自分の手札・フィールド」.
  const places = Array.isArray(g.where.place) ? g.where.place : [g.where.place];
  const piles = places.filter((x) => x !== 'monsterZones' && x !== 'spellTraps');
  if (piles.length > 0 && piles.length < places.length) return `${s === 'you' ? '自分の' : s === 'opponent' ? '相手の' : 'お互いの'}${piles.map(pileOf).join('・')}・フィールド`;
  if (p === 'monsterZones' || p === 'spellTraps') return s === 'you' ? '自分フィールド' : s === 'opponent' ? '相手フィールド' : 'フィールド';
  const pile = pilesOnly(g) && g.where.top === undefined && g.where.bottom === undefined && Array.isArray(g.where.place) ? g.where.place.map(pileOf).join('か') : pileOf(p ?? 'hand');
  return `${s === 'you' ? '自分の' : s === 'opponent' ? '相手の' : 'お互いの'}${pile}${g.where.top !== undefined ? `の上から${g.where.top}枚のうち` : g.where.bottom !== undefined ? `の下から${g.where.bottom}枚のうち` : ''}`;
}

function count(q: Quantity, unit: string): string {
  if (q === 'any') return '';
  if (q === 'every') return '全て';
  if ('n' in q) return `${q.n}${unit}`;
  if ('atLeast' in q) return q.atLeast === 1 ? '' : `${q.atLeast}${unit}以上`;
  // A cap of 60 (a whole Deck) is no cap at all: "n or more".
  if (q.max >= 60) return `${q.min}${unit}以上`;
  if (q.min === 0) return `${q.max}${unit}まで`;
  if (q.min === q.max) return `${q.min}${unit}だけ`;
  return `${q.min}～${q.max}${unit}`;
}

/** The choice fields of a group, before its noun: left-out cards and listed materials. */
const choiceWords = (g: Group): string =>
  `${g.notNames ? `${g.notNames.map((n) => `「${n}」`).join('・')}以外の` : ''}${g.notChosen ? `${g.notChosen}以外の` : ''}${g.listsMaterialFrom ? `${g.listsMaterialFrom}を融合素材に記した` : ''}${g.listsNames ? `${g.listsNames.map((n) => `「${n}」`).join('か')}を融合素材に記した` : ''}${g.materialOf ? `${g.materialOf}が融合素材に記している` : ''}`;

/** Every condition but the last takes its joining form: 存在し、…であり、…少なく、 */
const joined = (conditions: string[]): string =>
  conditions.map((c, i) => (i === conditions.length - 1 ? c : c.replace(/しない$/, 'せず').replace(/ている$/, 'ており').replace(/える$/, 'え').replace(/する$/, 'し').replace(/である$/, 'であり').replace(/い$/, 'く'))).join('、');

/** A material group as a noun, without its place (「X」, ドラゴン族モンスター). */
const aMaterial = (g: Group): string =>
  (g.alternatives ?? [g]).map((h) => (h.names.length > 0 ? h.names.map((n) => `「${n}」`).join('または') : `${adjectives(h.filter)}${noun(h)}`)).join('または');

export const JA_CARD_TEXT: Phrasebook = {
  lang: 'ja',
  evenIfZero: (clause) => `${clause}（0でも発動できる）`,
  lpDifference: 'お互いのLPの差',
  tributesOriginalAtk: 'このカードを表側攻撃表示でアドバンス召喚した時にリリースしたモンスターの元々の攻撃力の合計',
  dieResult: 'サイコロの出た目',
  sameCount: (a, b) => `${a}の数と${b}の数が同じ`,
  higher: (stat, a, b) => `${a}の${stat === 'level' ? 'レベル' : '攻撃力'}が${b}の${stat === 'level' ? 'レベル' : '攻撃力'}より高い`,
  moreCount: (a, b) => `${a}の数が${b}の数より多い`,
  countDifference: (a, b) => `${a}の数と${b}の数の差`,
  atkDifference: (a, b) => `${a}の攻撃力と${b}の攻撃力の差`,
  lpBy: (cmp, n) => (cmp === 'lower' ? `相手のLPが自分より${n}以上多い` : `自分のLPが相手より${n}以上多い`),
  totalLevels: (cards) => `${cards.replace(/全て$/, '')}のレベルの合計`,
  withLevels: (clause, min, max, atk) => `${atk ? '攻撃力' : 'レベル'}の合計が${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}になるように、${clause}`,
  lockTraps: 'お互いに罠カードを発動できず、罠の効果は適用されない',
  summonedFrom: (clause, from) => clause.replace('このターンに', `このターンに${from.map((f) => (f === 'gy' ? '墓地' : f === 'extra' ? 'エクストラデッキ' : f === 'deck' ? 'デッキ' : '手札')).join('か')}から`),
  distinctAtLeast: (kind, group, n) => `${group}の${kind === 'race' ? '種族' : kind === 'attribute' ? '属性' : kind === 'level' ? 'レベル' : 'カード名'}が${n}種類以上`,
  attackTarget: '攻撃対象のモンスター',
  equipped: '装備モンスター',
  tributeValue: (cards, n, monster, position, when) =>
    `${when}${cards}は${monster.replace(/全て$/, '')}を${position ? `${position === 'attack' ? '攻撃' : '守備'}表示で` : ''}アドバンス召喚する場合、${n}体分のリリースにできる`,
  extraAttacksOnMonsters: (cards, n, when) => `${when}${cards}は1度のバトルフェイズ中にモンスターへ${n}回まで追加で攻撃できる（直接攻撃した後はできない）`,
  noMoreThan: (clause, of) => `${clause}（${of}の数まで）`,
  sentFromHand: (_plural, who) => `${who === 'you' ? '自分' : '相手'}の手札から墓地へ送ったカード`,
  chooseRandom: (what, howMany) => `${what}をランダムに選ぶ${howMany ? '（枚数は自分が決める）' : ''}`,
  chooseRandomUpTo: (what, of) => `${what}をランダムに選ぶ（枚数は${of}の数までで自分が決める）`,
  excavateOpponent: (n) => `相手は相手のデッキの上から${n}枚をめくって見せる`,
  moveInOrder: (cards, to, who) => `${cards}を${who === 'you' ? '自分' : '相手'}が選んだ順番でデッキの${to === 'deckTop' ? '上' : to === 'deckBottom' ? '下' : '上か下（自分が選ぶ）'}に戻す`,
  choiceLabel: (k, n) => `【選択効果${k}/${n}：どれか1つを発動（合わせて1ターンに1度）】\n`,
  revealed: (_plural, monsters) => (monsters ? '見せたモンスター' : '見せたカード'),
  changedCards: (to) => `この効果で${to === 'attack' ? '攻撃表示に' : to === 'defense' ? '守備表示に' : to === 'faceDownDefense' ? '裏側守備表示に' : to === 'faceUpDefense' ? '表側守備表示に' : '表示形式を'}変更したモンスター`,
  fusionSummoned: 'この効果で融合召喚したモンスター',
  movedCards: (to, shuffle) => (to === 'hand' ? '手札に加えたカード' : shuffle ? 'デッキに戻してシャッフルしたカード' : `デッキの${to === 'deckTop' ? '上' : '下'}に戻したカード`),
  allSame: (clause, stat) => `${clause.replace(/である$/, 'であり')}、それらの${SAME_JA[stat]}が全て同じである`,
  numberIs: (cards, min, max) =>
    `${cards}の数が${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}である`,
  chooseAsMany: (what, of) => `${of}と同じ数の${what}を選ぶ`,
  until: (d) => (d === 'thisMainPhase' ? 'このメインフェイズの間' : d === 'thisTurn' ? 'ターン終了時まで' : d === 'opponentsNextTurn' ? '次の相手ターン終了時まで' : d === 'yourNextTurn' ? '次の自分ターン終了時まで' : '表側表示で存在する限り'),
  when: (d) => (d === 'thisMainPhase' ? 'このメインフェイズの間、' : d === 'thisTurn' ? 'このターン、' : d === 'opponentsNextTurn' ? '次の相手ターン終了時まで、' : d === 'yourNextTurn' ? '次の自分ターン終了時まで、' : '表側表示で存在する限り、'),
  labels: { trigger: '発動条件：', condition: '条件：', cost: 'コスト：', effect: '効果：', continuous: '永続効果：', maximum: '【マキシマム】' },
  turnIs: (who) => (who === 'you' ? '自分のターンである' : '相手のターンである'),
  lpIs: (cmp) => (cmp === 'notHigher' ? '自分のLPが相手のLP以下' : `自分のLPが相手より${cmp === 'lower' ? '少ない' : '多い'}`),
  lasting(kind, monsters, amount, immune) {
    switch (kind) {
      case 'atk':
      case 'def':
      case 'atkDef':
        if (amount?.equal) return `${monsters}の${kind === 'atk' ? '攻撃力' : kind === 'def' ? '守備力' : '攻撃力・守備力'}は${amount.equal}${Math.abs(amount.n) === 1 ? '' : `×${Math.abs(amount.n)}`}の数値分${amount.n < 0 ? 'ダウン' : 'アップ'}する`;
        return `${monsters}の${kind === 'atk' ? '攻撃力' : kind === 'def' ? '守備力' : '攻撃力・守備力'}は${amount?.per ? `${amount.per}×` : ''}${Math.abs(amount?.n ?? 0)}${(amount?.n ?? 0) < 0 ? 'ダウン' : 'アップ'}する`;
      case 'tributeValue':
      case 'tributeValueAttack':
        return JA_CARD_TEXT.tributeValue(monsters, amount?.n ?? 2, 'モンスター', kind === 'tributeValueAttack' ? 'attack' : undefined, '');
      case 'level':
        return `${monsters}のレベルは${Math.abs(amount?.n ?? 0)}${(amount?.n ?? 0) < 0 ? '下がる' : '上がる'}`;
      case 'extraAttacks':
        return `${monsters}は1ターンに${(amount?.n ?? 0) + 1}回攻撃できる`;
      case 'extraAttacksOnMonsters':
        return `${monsters}は1ターンに${(amount?.n ?? 0) + 1}回までモンスターに攻撃できる（直接攻撃した後は追加の攻撃はできない）`;
      case 'piercing':
        return `${monsters}は守備表示モンスターを攻撃した場合、貫通ダメージを与える`;
      case 'battleImmune':
        return `${monsters}は${immune?.against ? `${immune.against.replace(/^フィールドの/, '')}との` : ''}戦闘では破壊されない`;
      case 'directAttack':
      case 'noDirectAttack':
      case 'cannotAttack':
      case 'noTrapsOnAttack':
      case 'keepsAttackPosition':
      case 'keepsControl':
      case 'noBattleDamage':
        return BATTLE_RULE_TEXT.ja.lasting(kind, monsters);
      case 'effectImmune': {
        if (immune?.source) return `${monsters}は${immune.source}の効果では破壊されない`;
        const kinds = immune?.cards ? immune.cards.map((k) => (k === 'monster' ? 'モンスター' : k === 'spell' ? '魔法' : '罠')).join('・') : '';
        return `${monsters}は${immune?.by === 'opponent' ? '相手の' : ''}${kinds}効果では破壊されない`;
      }
    }
  },
  turnPlayersMonsters: (group) => `ターンプレイヤーの${group.replace(/^フィールドの/, 'フィールドの')}`,
  noSpecialSummonFromGy: (monsters) => `お互いに墓地から${monsters.replace(/^お互いの墓地の/, '').replace(/全て$/, '')}を特殊召喚できない`,
  group(g, q) {
    if (g.where.top !== undefined && q === 'every' && Object.keys(g.filter).length === 0) return `${g.where.side === 'opponent' ? '相手' : '自分'}のデッキの上から${g.where.top}枚`;
    if (g.where.bottom !== undefined && q === 'every' && Object.keys(g.filter).length === 0) return `${g.where.side === 'opponent' ? '相手' : '自分'}のデッキの下から${g.where.bottom}枚`;
    const unit = isMonsterGroup(g) ? '体' : '枚';
    const one = (h: Group): string =>
      h.names.length > 0 ? adjectives({ faceUp: h.filter.faceUp, position: h.filter.position, not: h.filter.not, originalLevel: h.filter.originalLevel, equipped: h.filter.equipped }) + h.names.map((n) => `「${n}」`).join('または') : `${h !== g && h.listsNames && !g.listsNames ? `${h.listsNames.map((n) => `「${n}」`).join('か')}を融合素材に記した` : ''}${adjectives(h.filter)}${noun(h)}`;
    const body = (g.alternatives ?? [g]).map(one).join('または');
    return `${where(g)}の${g.raceDiffers ? `${g.raceDiffers}と種族が異なる` : ''}${g.attributeOf ? `${g.attributeOf}と同じ属性の` : ''}${g.raceOf ? `${g.raceOf}と同じ種族の` : ''}${g.attributeDiffers ? `${g.attributeDiffers}と属性が異なる` : ''}${g.sameAs ? `${g.sameAs.other ? '他の' : ''}${g.sameAs.of}と${SAME_JA[g.sameAs.stat]}が同じ` : ''}${g.levelSumOf ? `${g.levelSumOf}のレベルの合計とレベルが同じ` : ''}${g.compareTo ? `${SAME_JA[g.compareTo.stat]}が${g.compareTo.of}の${SAME_JA[g.compareTo.ofStat]}${g.compareTo.is === 'atMost' ? '以下' : '以上'}の` : ''}${choiceWords(g)}${g.same ? `${SAME_JA[g.same]}が同じ` : ''}${g.different ? `${SAME_JA[g.different]}がそれぞれ異なる` : ''}${g.extreme ? `${SAME_JA[g.extreme.stat]}が最も${g.extreme.which === 'lowest' ? '低い' : '高い'}` : ''}${body}${count(q, unit)}`;
  },
  self: 'このカード',
  attacker: 'その攻撃モンスター',
  summoned: '召喚されたモンスター',
  chosen: (_plural, monsters) => (monsters ? '選んだモンスター' : '選んだカード'),
  opponentsChoice: (_plural, monsters) => (monsters ? '相手が選んだモンスター' : '相手が選んだカード'),
  destroyedCards: '破壊したカード',
  sentCards: () => '墓地へ送ったカード',
  levels: (cards, min, max, one) =>
    `${cards}のレベル${one ? '' : 'の合計'}が${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}である`,
  forbidNormalSummon: 'このターン、自分はモンスターを通常召喚・セットできない',
  forbidSpecialSummon: 'このターン、自分はモンスターを特殊召喚できない',
  forbidSpecialSummonFromHand: 'このターン、自分は手札からモンスターを特殊召喚できない',
  forbidAttack: (monsters) => `このターン、${monsters.replace(/全て$/, '')}は攻撃できない`,
  forbidAttackRaceOf: (who, of) => `このターン、${who === 'you' ? '自分' : '相手'}の${of}と種族が同じモンスターは攻撃できない`,
  forbidTributeSummon: (who, monsters, d, whileFaceUp, attackOnly) =>
    `${d ? JA_CARD_TEXT.when(d) : ''}${whileFaceUp ? 'このカードが表側表示で存在する間、' : ''}${who === 'you' ? '自分' : who === 'opponent' ? '相手' : 'お互いのプレイヤー'}は${monsters.replace(/全て$/, '')}を${attackOnly ? '攻撃表示でアドバンス召喚できない（アドバンスセットはできる）' : 'アドバンス召喚・アドバンスセットできない'}`,
  forbidDirectAttack: 'このターン、自分のモンスターは直接攻撃できない',
  forbidTrapsOnAttack: (monsters, whileFaceUp) => `このターン、${whileFaceUp ? 'このカードが表側表示で存在する間、' : ''}${monsters.replace(/全て$/, '')}が攻撃宣言した時、相手は罠カードを発動できない`,
  forbidDirectAttackExcept: (monsters) => `このターン、自分は${monsters.replace(/全て$/, '')}でしか直接攻撃できない`,
  forbidAttackExcept: (monsters) => `このターン、自分は${monsters.replace(/全て$/, '')}でしか攻撃できない`,
  forbidAttackers: (n) => `このターン、自分が攻撃宣言できるモンスターは${n}体までとなる`,
  flippedThisTurn: 'このターンのメインフェイズにこのカードが表側表示になっている',
  summonedThisTurn: 'このカードがこのターンに召喚されている',
  summonedAs: (hows, t, byRule, names) => {
    const normal = hows.includes('normal') && hows.includes('tribute');
    const word: Record<SummonedHow, string> = {
      normal: normal ? '通常召喚' : 'リリースなしで通常召喚', tribute: 'アドバンス召喚', maximum: 'マキシマム召喚',
      special: '特殊召喚', fusion: '融合召喚', ritual: '儀式召喚',
    };
    const ways = [...new Set(hows.filter((h) => !(normal && h === 'tribute')).map((h) => word[h]))].join('または');
    if (names && names.length > 0) return `このカードがこのターンに${names.map((n) => `「${n}」`).join('または')}をリリースして${ways}されている`;
    return `このカードがこのターンに${t ? `${stat('レベル', t.level)}${t.race ? raceName(t.race, 'ja') : ''}モンスター${t.min ?? 1}体${(t.min ?? 1) > 1 && hows.every((h) => h === 'ritual') ? '以上' : ''}をリリースして` : ''}${byRule ? '召喚ルールの方法で' : ''}${ways}されている`;
  },
  none: (group) => `${group.replace(/^(自分フィールド|相手フィールド|フィールド|自分の墓地|相手の墓地|お互いの墓地|自分の手札|自分のデッキ)の/, '$1に')}が存在しない`,
  battleWin: 'このカードが戦闘でモンスターを破壊し墓地へ送った時',
  battleDestroyed: '戦闘で破壊したモンスター',
  originalAtk: (cards) => `${cards}の元々の攻撃力分`,
  originalDef: (cards) => `${cards}の元々の守備力`,
  canEnterBattle: 'このターン、自分がまだバトルフェイズを行える',
  freeMonsterZone: '自分のモンスターゾーンに空きがある',
  opponentFreeMonsterZone: '相手のモンスターゾーンに空きがある',
  freeSpellTrapZone: '自分の魔法＆罠ゾーンに空きがある',
  secondPlayersFirstTurn: '後攻プレイヤーの最初のターンである',
  excavatedCards: 'デッキからめくったカード',
  excavate: (n) => `自分のデッキの上から${n}枚をめくって見せる`,
  excavateCounted: (a, who) => `${who === 'you' ? '自分' : '相手'}のデッキの上から${a.per ?? ''}${a.n === 1 ? '' : `×${a.n}`}の枚数をめくって見せる`,
  nameAsMaterial: (of) => `${of}が融合素材に記しているカード名1つを宣言し、このカードのカード名はターン終了時まで宣言したカード名になる`,
  forbidActivateExcept: (monsters) => `このターン、自分は${monsters}以外のモンスターの効果を発動できない`,
  pick: (g, q, of) => `${of}の中の${choiceWords(g)}${(g.alternatives ?? [g]).map((h) => (h.names.length > 0 ? h.names.map((n) => `「${n}」`).join('または') : `${adjectives(h.filter)}${noun(h)}`)).join('または')}${count(q, isMonsterGroup(g) ? '体' : '枚')}`,
  drawnCards: (_plural, who) => (who === 'opponent' ? '相手がドローしたカード' : 'ドローしたカード'),
  fusionSummon(monster, from, faceUp, to, materials) {
    const sources = from.map((p) => (p === 'monsterZones' ? `自分フィールドの${faceUp ? '表側表示の' : ''}モンスター` : p === 'hand' ? '自分の手札のモンスター' : '自分の墓地のモンスター'));
    const dest = to === 'gy' ? '墓地へ送り' : to === 'deckBottom' ? 'デッキの一番下に置き' : 'デッキに加えてシャッフルし';
    const each = materials?.each ? `（どれも${aMaterial(materials.each)}）` : '';
    const including = materials?.including ? `（${aMaterial(materials.including)}を1体以上含む）` : '';
    const self = materials?.includingSelf ? '（このカードを含む）' : '';
    const most = materials?.most === undefined ? '' : materials.most === 2 ? '（2体）' : `（${materials.most}体まで）`;
    return `${sources.join('や')}${each}${including}${self}${most}を融合素材として${dest}、${monster}を融合召喚する`;
  },
  summonNoTributes: (conds) => `召喚ルール：${conds.join('、かつ')}場合、このカードはリリースなしで通常召喚できる。`,
  summonFromHand: (pos, conds, reveal, cost) =>
    `召喚ルール：${conds.length > 0 ? `${conds.join('、かつ')}場合、` : ''}${reveal ? `${reveal}を相手に見せる事で、` : ''}${cost ? `${cost.cards}を${cost.to === 'gy' ? '墓地へ送る' : 'デッキの一番下に置く'}事で、` : ''}このカードは手札から表側${pos === 'defense' ? '守備' : '攻撃'}表示で特殊召喚できる。`,
  trigger(t, monster, conds) {
    if (t.event === 'anyOf') return t.of.map((x) => JA_CARD_TEXT.trigger(x, monster, conds)).join('か、');
    if (t.if !== undefined && t.if.length > 0 && conds) {
      const timing = JA_CARD_TEXT.trigger({ ...t, if: undefined }, monster);
      const cond = conds(t.if);
      return `${cond}間に${timing}`;
    }
    if (isMoreTrigger(t)) return moreTriggerText.ja(t);
    if (t.event === 'summon') {
      const who = t.by === 'you' ? '自分が' : t.by === 'opponent' ? '相手が' : '';
      const what = t.monster ? monster(t.monster, 'both').replace(/^フィールドの/, '').replace(/1体$/, '') : 'モンスター';
      const normal = t.how && t.how.every((h) => h === 'normal' || h === 'tribute');
      const special = t.how && t.how.every((h) => h !== 'normal' && h !== 'tribute');
      const verb = normal ? '通常召喚' : special ? '特殊召喚' : '召喚';
      const from = summonFromText.ja(t.from);
      return who ? `${who}${from}${what}を${verb}した時` : `${what}が${from}${verb}された時`;
    }
    if (t.event === 'set' && t.spellTrap) return `${t.by === 'you' ? '自分が' : t.by === 'opponent' ? '相手が' : ''}魔法・罠カードをセットした時`;
    if (t.event === 'set') return `${t.by === 'you' ? '自分が' : t.by === 'opponent' ? '相手が' : ''}手札からモンスターをセットした時`;
    if (t.event === 'destroyed') {
      const was = { ...(t.card ?? {}), ...(t.position ? { position: t.position } : {}), ...(t.faceUp !== undefined ? { faceUp: t.faceUp } : {}) };
      const what = monster(was, t.owner).replace(/1体$/, '');
      const whose = t.by === 'you' ? '自分の' : t.by === 'opponent' ? '相手の' : '';
      const reasons = t.reasons ?? ['battle', 'effect'];
      const effect = t.effectOf ? `${t.effectOf.map((k) => (k === 'trap' ? '罠' : k === 'spell' ? '魔法' : 'モンスター')).join('または')}カードの効果` : '効果';
      const how =
        reasons.length === 2 ? `${whose}攻撃または${effect}` : reasons[0] === 'battle' ? (whose ? `${whose === '自分の' ? '自分' : '相手'}モンスターの攻撃` : '戦闘') : `${whose}${effect}`;
      if (t.min !== undefined) return `${what}${t.min}体以上が同時に${how}で破壊された時`;
      return `${what}が${how}で破壊された時`;
    }
    const side = t.by === 'you' ? 'you' : t.by === 'opponent' ? 'opponent' : 'both';
    const attacker = t.attacker ? monster(t.attacker, side).replace(/1体$/, '') : t.by === 'you' ? '自分のモンスター' : t.by === 'opponent' ? '相手モンスター' : 'モンスター';
    if (t.target === 'direct') return `${attacker}が直接攻撃を宣言した時`;
    if (t.targetFilter) return `${attacker}が${monster(t.targetFilter, t.by === 'opponent' ? 'you' : 'opponent').replace(/1体$/, '')}に攻撃宣言した時`;
    return `${attacker}が攻撃宣言した時`;
  },
  exists: (group) => `${group.replace(/^(自分フィールド|相手フィールド|フィールド|自分の墓地|相手の墓地|お互いの墓地|自分の手札|自分のデッキ)の/, '$1に')}が存在する`,
  refIs(ref, f, names) {
    if (f.originalIds && names.length > 0) return `${ref}の元々のカード名が${names.map((n) => `「${n}」`).join('または')}である`;
    if (f.maximumMode && Object.keys(f).length === 1) return `${ref}にマキシマムモードだったモンスターが含まれる`;
    // A kind with an original figure ("a monster with original Level 10") or other words of a monster is worded below.
    if (f.kind && f.originalLevel === undefined && f.originalAtk === undefined && f.originalDef === undefined && (f.kind !== 'monster' || adjectives(f) === '')) return `${ref}が${f.kind === 'monster' ? 'モンスター' : f.kind === 'spell' ? '魔法カード' : '罠カード'}である`;
    if (names.length > 0) return `${ref}が${names.map((n) => `「${n}」`).join('または')}である`;
    const { faceUp: _up, position: _pos, ...kindOf } = f;
    const adj = adjectives(kindOf);
    if (adj !== '') return `${ref}が${adj}モンスターである`;
    const pos = f.position === 'attack' ? '攻撃表示' : f.position === 'defense' ? '守備表示' : '';
    if (f.faceUp === false) return `${ref}が裏側表示で存在する`;
    return `${ref}が${f.faceUp === true ? '表側' : ''}${pos}${pos || f.faceUp ? 'で' : ''}存在する`;
  },
  choose: (what) => `${what}を選ぶ`,
  byOpponent: (choice) => `相手は${choice}`,
  keepsEffect: (choice) => `効果を適用できるように、${choice}`,
  either: (groups) => groups.join('、または'),
  mill: ({ n, per }, who) => `${who === 'you' ? '自分' : who === 'opponent' ? '相手' : 'お互い'}のデッキの上から${per ? `${per}×` : ''}${n}枚${who === 'both' ? 'ずつ' : ''}を墓地へ送る`,
  draw: ({ n, per, equal }, who) => `${who === 'you' ? '自分' : who === 'both' ? 'お互いのプレイヤー' : '相手'}はデッキから${equal ? `${equal}${n === 1 ? '' : `×${n}`}の数だけ` : `${per ? `${per}×` : ''}${n}枚`}ドローする`,
  discard: (cards) => `${cards}を墓地へ送る`,
  destroy: (cards) => `${cards}を破壊する`,
  move(cards, to, shuffle, owners) {
    if (to === 'hand' && owners) return `${cards}を持ち主の手札に戻す`;
    if (to === 'hand') return `${cards}を手札に加える`;
    if (to === 'gy') return `${cards}を墓地へ送る`;
    if (shuffle) return `${cards}をデッキに戻してシャッフルする`;
    if (to === 'deckTopOrBottom') return `${cards}をデッキの上か下に戻す`;
    return `${cards}を${owners ? '持ち主の' : ''}デッキの${to === 'deckTop' ? '上' : '下'}に戻す`;
  },
  reveal: (cards) => `${cards}を相手に見せる`,
  setCards: 'この効果でセットされたカード',
  set: (cards, theirs) => (theirs ? `相手は${cards}を相手自身の魔法＆罠ゾーンにセットする` : `${cards}を自分の魔法＆罠ゾーンにセットする`),
  damage: (who, a) =>
    a.equal
      ? `${who === 'you' ? '自分' : '相手'}に${a.equal}${a.n === 1 ? '' : `の${a.n}倍`}のダメージを与える`
      : `${who === 'you' ? '自分' : '相手'}に${a.per ? `${a.per}×` : ''}${a.n}ダメージを与える`,
  payLp: (a) => (a.equal ? `${a.equal}${a.n === 1 ? '' : `の${a.n}倍`}のLPを払う` : `${a.per ? `${a.per}×` : ''}${a.n}LPを払う`),
  gainLp: (who, a) => `${who === 'you' ? '自分' : '相手'}は${a.equal ? `${a.equal}の数値分` : `${a.per ? `${a.per}×` : ''}${a.n}`}LP回復する`,
  totalAtk: (cards, plural) => `${cards.replace(/全て$/, '')}の攻撃力${plural ? 'の合計' : ''}`,
  highest: (stat, of, one) => `${of.replace(/全て$/, '')}${one ? 'の' : 'のうち最も高い'}${stat === 'atk' ? '攻撃力' : stat === 'originalAtk' ? '元々の攻撃力' : stat === 'def' ? '守備力' : 'レベル'}`,
  specialSummon: (cards, pos, field) =>
    `${field === 'byOpponent' ? '相手は' : ''}${cards}を${field === 'toOpponent' ? '相手フィールドに' : ''}${pos === 'attack' ? '表側攻撃表示' : pos === 'defense' ? '表側守備表示' : pos === 'faceDownDefense' ? '裏側守備表示' : '表側表示'}で特殊召喚する`,
  position: (cards, to) =>
    to === 'change'
      ? `${cards}の表示形式を変更する（攻撃表示は表側守備表示に、守備表示は表側攻撃表示にする）`
      : to === 'faceDownDefense' ? `${cards}を裏側守備表示にする`
      : to === 'faceUpDefense' ? `${cards}を表側守備表示にする`
      : to === 'attackOrFaceDownDefense' ? `${cards}を表側攻撃表示か裏側守備表示（自分が選ぶ）にする` : `${cards}を${to === 'attack' ? '攻撃' : '守備'}表示にする`,
  battleImmuneWhile: (cards, position, faceUp, duration) => `${JA_CARD_TEXT.when(duration)}${cards}は${faceUp ? '表側' : ''}${position === 'attack' ? '攻撃' : '守備'}表示である間、戦闘では破壊されない`,
  modify(kind, cards, a, duration) {
    const until = JA_CARD_TEXT.until(duration);
    const when = JA_CARD_TEXT.when(duration);
    switch (kind) {
      case 'atk':
      case 'def':
      case 'atkDef':
        if (a.equal) return `${cards}の${kind === 'atk' ? '攻撃力' : kind === 'def' ? '守備力' : '攻撃力・守備力'}は${until}${a.equal}${Math.abs(a.n) === 1 ? '' : `×${Math.abs(a.n)}`}の数値分${a.n < 0 ? 'ダウン' : 'アップ'}する`;
        return `${cards}の${kind === 'atk' ? '攻撃力' : kind === 'def' ? '守備力' : '攻撃力・守備力'}は${until}${a.per ? `${a.per}×` : ''}${Math.abs(a.n)}${a.n < 0 ? 'ダウン' : 'アップ'}する`;
      case 'piercing':
        return `${when}${cards}は守備表示モンスターを攻撃した場合、貫通ダメージを与える`;
      case 'extraAttacks':
        return `${when}${cards}は1度のバトルフェイズ中に${a.n + 1}回攻撃できる`;
      case 'noDirectAttack':
        return `${when}${cards}は直接攻撃できない`;
      case 'directAttack':
        return `${when}${cards}は直接攻撃できる`;
      case 'battleImmune':
        return `${when}${cards}は戦闘では破壊されない`;
      case 'effectImmune':
        return `${when}${cards}は効果では破壊されない`;
      case 'opponentEffectImmune':
        return `${when}${cards}は相手の効果では破壊されない`;
      case 'attackEachMonster':
        return `${when}${cards}は相手モンスター全てに1回ずつ攻撃できる`;
      case 'baseAtk':
        return `${cards}の元々の攻撃力は${until}${a.n}になる`;
      case 'opponentTrapImmuneOnce':
        return `${when}${cards}が相手の罠の効果で破壊される場合、最初の1回は破壊されない`;
      case 'opponentTrapImmune':
        return `${when}${cards}は相手の罠効果では破壊されない`;
      case 'noTrapsOnSummon':
        return `${cards}の召喚に対して、相手は罠カードを発動できない`;
      case 'noTrapsOnAttack':
        return `${when}${cards}の攻撃宣言時、相手は罠カードを発動できない`;
      case 'extraAttackOnWin':
        return `${when}${cards}が戦闘でモンスターを破壊した場合、そのバトルフェイズ中にもう1度攻撃できる`;
      case 'extraMonsterAttackOnWin':
        return `${when}${cards}が戦闘でモンスターを破壊した場合、そのバトルフェイズ中にもう1度モンスターに攻撃できる`;
      case 'extraAttacksOnMonsters':
        return JA_CARD_TEXT.extraAttacksOnMonsters(cards, a.n, when);
      case 'attackPositionTargetsOnly':
        return `${when}${cards}は攻撃表示モンスターにしか攻撃できない`;
      case 'tributeValue':
        return JA_CARD_TEXT.tributeValue(cards, a.n, 'モンスター', undefined, when);
      case 'level':
        return `${cards}のレベルは${until}${a.per ? `${a.per}×` : ''}${Math.abs(a.n)}${a.n < 0 ? '下がる' : '上がる'}`;
      case 'cannotAttack':
        return BATTLE_RULE_TEXT.ja.cannotAttack(cards, when);
      case 'noActivate':
        return `${when}${cards}の効果は発動できない`;
      case 'noTribute':
        return `${when}${cards}は表側表示で存在する限り、アドバンス召喚のためにリリースできない`;
      case 'opponentTribute':
        return `${when}${cards}が表側表示で存在する限り、自分がアドバンス召喚する際、自分フィールドのモンスター1体の代わりにそれをリリースできる（1回の召喚につき1体まで）`;
      case 'swapOriginalAtkDef':
        return `${cards}の元々の攻撃力と元々の守備力は${until}入れ替わる`;
    }
  },
  sentence: (clauses) => `${clauses.join('。その後、')}。`,
  allOf: (conditions) => joined(conditions),
  onlyIf: (conditions, clause) => `${joined(conditions)}場合、${clause}`,
  opponentMayDo: (clause) => (clause.startsWith('相手は') ? `${clause}ことができる` : `相手は${clause}ことを選べる`),
  mayDo: (clause) => `${clause}ことができる`,
  per: (kind, of) => `${of.replace(/全て$/, '')}の${kind === 'level' ? 'レベル' : kind === 'originalLevel' ? '元々のレベル' : kind === 'attribute' ? '属性の種類' : kind === 'race' ? '種族の種類' : kind === 'name' ? 'カード名の種類' : kind === 'distinctLevel' ? 'レベルの種類' : '数'}`,
};
