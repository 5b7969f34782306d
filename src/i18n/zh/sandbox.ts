// Interface strings in Simplified Chinese: the sandbox (a board set up by hand).
import type { EN_SANDBOX } from '../en/sandbox';

export const ZH_SANDBOX: Record<keyof typeof EN_SANDBOX, string> = {
  'sandbox.opponentHand': '对手的手牌',
  'sandbox.opponentDeck': '对手的卡组（从顶部起）',
  'sandbox.opponentGraveyard': '对手的墓地',
  'sandbox.maximum.me': '你的 MAXIMUM 怪兽',
  'sandbox.maximum.opponent': '对手的 MAXIMUM 怪兽',
  'sandbox.maximum.none': '无',
  'sandbox.maximum.note': '三张卡作为一只 MAXIMUM 模式的怪兽：占用全部三个怪兽区域，表侧攻击表示。',
  'sandbox.fillDeck': '这些卡之后接「{deck}」的主卡组（已洗切）',
  'sandbox.emptyDeck': '卡组没有卡：该玩家在必须抽卡时输掉决斗。',
  'sandbox.problem.notCenter': '{name} 不是 MAXIMUM 组合的中央部件。',
  'sandbox.problem.crowded.me': '你的 MAXIMUM 怪兽需要中间和两侧的怪兽区域都空着：移除你的其他怪兽（{n} 只），或不选择 MAXIMUM 怪兽。',
  'sandbox.problem.crowded.opponent': '对手的 MAXIMUM 怪兽需要中间和两侧的怪兽区域都空着：移除对手的其他怪兽（{n} 只），或不选择 MAXIMUM 怪兽。',
  'hint.move': "{card}：{label}。",
  'hint.step': "{label}。",
  'hint.battle': "进入战斗阶段。",
  'hint.endTurn': "结束你的回合。",
  'hint.looking': "正在寻找解法…",
  'hint.exists': "从这里有解法。再按一次查看下一张要用的卡。",
  'hint.next': "下一步：{move}",
  'hint.watch': "请看场上演示的解法：",
  'hint.noLine': "从这里没有解法（已搜索 {n} 个局面）。重置后换一种方式试试。",
  'hint.budget': "在搜索上限内没有找到解法（{n} 个局面）。",
};
