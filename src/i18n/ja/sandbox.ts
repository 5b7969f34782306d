// Interface strings in Japanese: the sandbox (a board set up by hand).
import type { EN_SANDBOX } from '../en/sandbox';

export const JA_SANDBOX: Record<keyof typeof EN_SANDBOX, string> = {
  'sandbox.opponentHand': '相手の手札',
  'sandbox.opponentDeck': '相手のデッキ（上から順）',
  'sandbox.opponentGraveyard': '相手の墓地',
  'sandbox.maximum.me': '自分のMAXIMUMモンスター',
  'sandbox.maximum.opponent': '相手のMAXIMUMモンスター',
  'sandbox.maximum.none': 'なし',
  'sandbox.maximum.note': '3枚で1体のMAXIMUMモードのモンスター：モンスターゾーン3つすべてを使い、表側攻撃表示で置かれます。',
  'sandbox.fillDeck': 'これらのカードの後に「{deck}」のメインデッキ（シャッフル）',
  'sandbox.emptyDeck': 'デッキが0枚：このプレイヤーはドローが必要になった時点で敗北します。',
  'sandbox.problem.notCenter': '{name}はMAXIMUMセットの中央のパーツではありません。',
  'sandbox.problem.crowded.me': '自分のMAXIMUMモンスターには中央と両側のモンスターゾーンが必要です：他のモンスター（{n}体）を取り除くか、MAXIMUMモンスターを「なし」にしてください。',
  'sandbox.problem.crowded.opponent': '相手のMAXIMUMモンスターには中央と両側のモンスターゾーンが必要です：相手の他のモンスター（{n}体）を取り除くか、MAXIMUMモンスターを「なし」にしてください。',
};
