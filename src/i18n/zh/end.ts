// Interface strings in Simplified Chinese: the end screen.
import type { EN_END } from '../en/end';

export const ZH_END: Record<keyof typeof EN_END, string> = {
  'end.win': '你赢了！',
  'end.lose': '你输了',
  'end.draw': '平局',
  'end.turns': '回合数',
  'end.dealt': '造成伤害',
  'end.taken': '受到伤害',
  'end.lpLeft': '剩余 LP',
  'end.summoned': '召唤怪兽',
  'end.attacks': '攻击宣言',
  'end.seed': '种子',
  'end.rematch': '再战',
  'end.replaySaved': '已保存为录像。',
  'end.watch': '观看录像',
  'end.how': '{why}。',
  'end.bothLost': '双方同时落败。',
  'end.paid': '作为代价支付的生命值',
};
