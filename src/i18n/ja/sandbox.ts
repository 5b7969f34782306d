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
  'hint.move': "{card}：{label}。",
  'hint.step': "{label}。",
  'hint.battle': "バトルフェイズに入る。",
  'hint.endTurn': "ターンを終了する。",
  'hint.looking': "手順を探しています…",
  'hint.exists': "ここから勝ち筋があります。もう一度押すと次に使うカードを教えます。",
  'hint.next': "次：{move}",
  'hint.watch': "フィールドで再生される手順を見てください：",
  'hint.noLine': "ここからの手順はありません（{n}局面を探索）。リセットして別の方法を試しましょう。",
  'hint.budget': "探索の上限内では手順が見つかりませんでした（{n}局面）。",
};
