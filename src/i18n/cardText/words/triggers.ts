// The card text of the Trap timings of src/engine/effects/doc/moreTriggers.ts (a draw, an
// activation, a card sent to the GY, a card added to the hand or returned to the Deck) and of a
// summon trigger's `from`, in every language.
import type { Trigger, MoreTrigger } from '../../../engine/docs';
import type { TextLang } from '../terms';

type Side = 'you' | 'opponent' | 'both';
/** Whose act or card a timing reads (the first one's, for an `anyOf`). */
export function triggerSide(t: Trigger): Side {
  const one = t.event === 'anyOf' ? t.of[0] : t;
  if (!one) return 'both';
  return one.event === 'destroyed' || one.event === 'sentToGy' || one.event === 'moved' ? one.owner : one.event === 'damage' ? one.player : one.by;
}

export const isMoreTrigger = (t: Trigger): t is MoreTrigger => t.event === 'draw' || t.event === 'activate' || t.event === 'sentToGy' || t.event === 'moved' || t.event === 'damage';

const PHASE_EN = { draw: 'the Draw Phase', main: 'the Main Phase', battle: 'the Battle Phase' } as const;
const PHASE_JA = { draw: 'ドローフェイズ', main: 'メインフェイズ', battle: 'バトルフェイズ' } as const;
const PHASE_ZH = { draw: '抽卡阶段', main: '主要阶段', battle: '战斗阶段' } as const;
const REASON_EN = { battle: 'battle damage', effect: 'damage from a card effect' } as const;
const REASON_JA = { battle: '戦闘ダメージ', effect: '効果ダメージ' } as const;
const REASON_ZH = { battle: '战斗伤害', effect: '效果伤害' } as const;

const KIND_EN = { spell: 'a Spell Card', trap: 'a Trap Card', monster: 'a monster effect' } as const;
const KIND_JA = { spell: '魔法カード', trap: '罠カード', monster: 'モンスターの効果' } as const;
const KIND_ZH = { spell: '魔法卡', trap: '陷阱卡', monster: '怪兽的效果' } as const;
export const FROM_EN = { deck: 'Deck', hand: 'hand', monsterZones: 'field', spellTraps: 'Spell & Trap Zone', gy: 'GY' } as const;
export const FROM_JA = { deck: 'デッキ', hand: '手札', monsterZones: 'モンスターゾーン', spellTraps: '魔法＆罠ゾーン', gy: '墓地' } as const;
export const FROM_ZH = { deck: '卡组', hand: '手牌', monsterZones: '怪兽区', spellTraps: '魔法与陷阱区', gy: '墓地' } as const;
const SUMMON_FROM_EN = { hand: 'the hand', deck: 'the Deck', gy: 'the GY', extra: 'the Extra Deck' } as const;
const SUMMON_FROM_JA = { hand: '手札', deck: 'デッキ', gy: '墓地', extra: 'EXデッキ' } as const;
const SUMMON_FROM_ZH = { hand: '手牌', deck: '卡组', gy: '墓地', extra: '额外卡组' } as const;

type SummonFrom = keyof typeof SUMMON_FROM_EN;
/** A summon trigger's places, worded after the verb ("from the hand or the GY"). */
export const summonFromText: Readonly<Record<TextLang, (from: readonly SummonFrom[] | undefined) => string>> = {
  en: (from) => (from ? ` from ${from.map((p) => SUMMON_FROM_EN[p]).join(' or ')}` : ''),
  ja: (from) => (from ? `${from.map((p) => SUMMON_FROM_JA[p]).join('か')}から` : ''),
  zh: (from) => (from ? `从${from.map((p) => SUMMON_FROM_ZH[p]).join('或')}` : ''),
};

const whoEn = (s: Side, verb: string): string => (s === 'you' ? `you ${verb}` : s === 'opponent' ? `your opponent ${verb}s` : `a player ${verb}s`);
const whoJa = (s: Side): string => (s === 'you' ? '自分が' : s === 'opponent' ? '相手が' : 'いずれかのプレイヤーが');
const whoZh = (s: Side): string => (s === 'you' ? '自己' : s === 'opponent' ? '对手' : '任意玩家');
const gyEn = (s: Side): string => (s === 'you' ? 'your GY' : s === 'opponent' ? "your opponent's GY" : 'a GY');

export const moreTriggerText: Readonly<Record<TextLang, (t: MoreTrigger) => string>> = {
  en(t) {
    const tt = 'turn' in t ? t.turn : undefined;
    const turn = tt === undefined ? '' : tt === 'you' ? ' in your turn' : t.event === 'draw' && t.by === 'opponent' ? ' in their own turn' : " in your opponent's turn";
    if (t.event === 'damage') {
      const who = t.player === 'you' ? 'you take' : t.player === 'opponent' ? 'your opponent takes' : 'a player takes';
      const what = t.reasons?.length === 1 ? REASON_EN[t.reasons[0] as 'battle'] : 'damage';
      return `when ${who} ${what}${t.phase ? ` in ${t.phase.map((p) => PHASE_EN[p]).join(' or ')}` : ''}`;
    }
    if (t.event === 'draw') {
      if (t.normal) return `when ${whoEn(t.by, 'make')} the regular draw of ${t.by === 'you' ? 'your' : t.by === 'opponent' ? 'their' : 'their'} Draw Phase`;
      return `when ${whoEn(t.by, 'draw')} one or more cards${t.phase === 'main' ? ' in a Main Phase' : ''}${turn}`;
    }
    if (t.event === 'activate') {
      const by = t.by === 'you' ? 'you' : t.by === 'opponent' ? 'your opponent' : 'a player';
      return `once ${t.kind.map((k) => KIND_EN[k]).join(' or ')} activated by ${by} has resolved`;
    }
    if (t.event === 'moved') {
      const whose = t.owner === 'you' ? 'your' : t.owner === 'opponent' ? "your opponent's" : 'a';
      const dest = `${t.owner === 'you' ? 'your' : t.owner === 'opponent' ? 'their' : "its owner's"} ${t.to === 'hand' ? 'hand' : 'Deck'}`;
      return `when a card goes from ${whose} ${t.from.map((p) => FROM_EN[p]).join(' or ')} ${t.to === 'hand' ? 'to' : 'back into'} ${dest}`;
    }
    const card = t.from?.length === 1 && t.from[0] === 'monsterZones' ? 'a monster' : 'a card';
    const from = t.from ? ` from ${t.owner === 'you' ? 'your' : t.owner === 'opponent' ? "your opponent's" : 'a'} ${t.from.map((p) => FROM_EN[p]).join(' or ')}` : '';
    const to = t.from && t.owner !== 'both' ? `${t.owner === 'you' ? 'your' : 'their'} GY` : gyEn(t.owner);
    const when = t.phase === 'main' ? (t.turn === 'opponent' ? " in your opponent's Main Phase" : t.turn === 'you' ? ' in your Main Phase' : ' in a Main Phase') : '';
    return `when ${card} goes${from} to ${to}${when}`;
  },
  ja(t) {
    const tt = 'turn' in t ? t.turn : undefined;
    const turn = tt === undefined ? '' : tt === 'you' ? '自分ターンに' : '相手ターンに';
    if (t.event === 'damage') {
      const what = t.reasons?.length === 1 ? REASON_JA[t.reasons[0] as 'battle'] : 'ダメージ';
      return `${t.phase ? `${t.phase.map((p) => PHASE_JA[p]).join('か')}に` : ''}${whoJa(t.player)}${what}を受けた時`;
    }
    if (t.event === 'draw') {
      if (t.normal) return `${whoJa(t.by)}ドローフェイズに通常のドローを行った時`;
      return `${turn}${t.phase === 'main' ? 'メインフェイズに' : ''}${whoJa(t.by)}カードをドローした時`;
    }
    if (t.event === 'activate') return `${whoJa(t.by)}発動した${t.kind.map((k) => KIND_JA[k]).join('か')}の処理が終わった時`;
    if (t.event === 'moved') {
      const owner = t.owner === 'you' ? '自分の' : t.owner === 'opponent' ? '相手の' : '';
      return `${owner}${t.from.map((p) => FROM_JA[p]).join('か')}からカードが${t.to === 'hand' ? `${owner}手札に加わった時` : `${t.owner === 'both' ? '持ち主の' : owner}デッキに戻った時`}`;
    }
    const whose = t.owner === 'you' ? '自分の' : t.owner === 'opponent' ? '相手の' : '';
    const from = t.from ? `${whose}${t.from.map((p) => FROM_JA[p]).join('か')}から` : '';
    const when = t.phase === 'main' ? `${t.turn === 'opponent' ? '相手の' : t.turn === 'you' ? '自分の' : ''}メインフェイズに` : turn;
    return `${when}${from}${t.from?.length === 1 && t.from[0] === 'monsterZones' ? 'モンスター' : 'カード'}が${whose}墓地へ送られた時`;
  },
  zh(t) {
    const tt = 'turn' in t ? t.turn : undefined;
    const turn = tt === undefined ? '' : tt === 'you' ? '在自己回合' : '在对手回合';
    if (t.event === 'damage') {
      const what = t.reasons?.length === 1 ? REASON_ZH[t.reasons[0] as 'battle'] : '伤害';
      return `${t.phase ? `在${t.phase.map((p) => PHASE_ZH[p]).join('或')}` : ''}${whoZh(t.player)}受到${what}时`;
    }
    if (t.event === 'draw') {
      if (t.normal) return `${whoZh(t.by)}在抽卡阶段进行通常抽卡时`;
      return `${whoZh(t.by)}${turn}${t.phase === 'main' ? '在主要阶段' : ''}抽卡时`;
    }
    if (t.event === 'activate') return `${whoZh(t.by)}发动的${t.kind.map((k) => KIND_ZH[k]).join('或')}处理完毕时`;
    if (t.event === 'moved') {
      const owner = t.owner === 'you' ? '自己的' : t.owner === 'opponent' ? '对手的' : '';
      return `卡从${owner}${t.from.map((p) => FROM_ZH[p]).join('或')}${t.to === 'hand' ? `加入${owner}手牌时` : `回到${t.owner === 'both' ? '持有者的' : owner}卡组时`}`;
    }
    const whose = t.owner === 'you' ? '自己的' : t.owner === 'opponent' ? '对手的' : '';
    const from = t.from ? `从${whose}${t.from.map((p) => FROM_ZH[p]).join('或')}` : '';
    const when = t.phase === 'main' ? `在${t.turn === 'opponent' ? '对手的' : t.turn === 'you' ? '自己的' : ''}主要阶段` : turn;
    return `${when}${t.from?.length === 1 && t.from[0] === 'monsterZones' ? '怪兽' : '卡'}${from}被送去${whose}墓地时`;
  },
};
