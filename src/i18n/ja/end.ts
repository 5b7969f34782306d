// Interface strings in Japanese: the end screen.
import type { EN_END } from '../en/end';

export const JA_END: Record<keyof typeof EN_END, string> = {
  'end.win': 'あなたの勝ち！',
  'end.lose': 'あなたの負け',
  'end.draw': '引き分け',
  'end.turns': 'ターン数',
  'end.dealt': '与えたダメージ',
  'end.taken': '受けたダメージ',
  'end.lpLeft': '残りLP',
  'end.summoned': '召喚したモンスター',
  'end.attacks': '攻撃宣言',
  'end.seed': 'シード',
  'end.rematch': '再戦',
  'end.replaySaved': 'リプレイとして保存しました。',
  'end.watch': 'リプレイを見る',
  'end.how': '{why}。',
  'end.bothLost': '両プレイヤーが同時に敗北した。',
  'end.paid': 'コストで払ったLP',
};
