// The deck builder's deck thumbnails, filter toggle and deck odds, in every language. Like
// deckGrid.ts, only the deck builder's chunk imports this (src/ui/decks/useBenchT.ts).

export const BENCH_EN = {
  'thumb.label': '{name} ({i} of {n})',
  'thumb.hint': 'Tap a card of the deck for its buttons (− + and Side Deck), or drag it to another section, or back onto the cards to take it out. Arrow keys move; Delete takes a copy out; S moves it to or from the Side Deck.',
  'thumb.close': 'Close',
  'filters.more': 'Filters',
  'filters.on': 'Filters ({n})',
  'odds.title': 'Deck odds',
  'odds.help': 'The chance that the picked cards are among the first cards of your Main Deck, counted exactly: 5 on your first turn (the opening hand), and at least one more each later turn. A turn draws up to 5, so a player who played cards sees more: the last line is turn 2 after playing the whole hand. Cards that draw or search are not counted.',
  'odds.from': 'Pick',
  'odds.fromCards': 'Cards I tick',
  'odds.fromMaximum': 'MAXIMUM set: {name}',
  'odds.fromFusion': 'Materials of {name}',
  'odds.cards': 'Cards of the Main Deck',
  'odds.need': '{n} needed',
  'odds.mode': 'Count as a hit',
  'odds.any': 'at least one of them',
  'odds.each': 'every one of them',
  'odds.none': 'Tick one or more cards of the Main Deck.',
  'odds.seen': 'Cards seen',
  'odds.chance': 'Chance',
  'odds.turn': 'Turn {t}: the first {n} cards',
  'odds.redraw': 'Turn 2 after playing the whole hand: the first 10 cards',
} as const;

export type BenchKey = keyof typeof BENCH_EN;

export const BENCH_JA: Record<BenchKey, string> = {
  'thumb.label': '{name}（{n}枚中{i}枚目）',
  'thumb.hint': 'デッキのカードをタップするとボタン（− ＋ とサイドデッキ）を表示します。別のデッキ枠へドラッグして移動、カード一覧へドラッグして抜くこともできます。矢印キーで移動、Delete で1枚抜き、S でサイドデッキとの間を移します。',
  'thumb.close': '閉じる',
  'filters.more': '絞り込み',
  'filters.on': '絞り込み（{n}）',
  'odds.title': 'デッキの確率',
  'odds.help': '選んだカードがメインデッキの上から何枚目までに来るかの確率を正確に計算します。最初のターンは5枚（初手）、以降のターンは少なくとも1枚ずつ増えます。1ターンに5枚まで引くので、カードを使ったほど多く見られます：最後の行は手札を使い切った後の2ターン目です。ドローやサーチの効果は数えていません。',
  'odds.from': '選ぶもの',
  'odds.fromCards': 'チェックしたカード',
  'odds.fromMaximum': 'MAXIMUMセット：{name}',
  'odds.fromFusion': '{name}の融合素材',
  'odds.cards': 'メインデッキのカード',
  'odds.need': '{n}枚必要',
  'odds.mode': '成功の条件',
  'odds.any': 'どれか1枚以上',
  'odds.each': 'すべて1枚以上',
  'odds.none': 'メインデッキのカードを1枚以上チェックしてください。',
  'odds.seen': '見たカード',
  'odds.chance': '確率',
  'odds.turn': '{t}ターン目：上から{n}枚',
  'odds.redraw': '手札を使い切った後の2ターン目：上から10枚',
};

export const BENCH_ZH: Record<BenchKey, string> = {
  'thumb.label': '{name}（第 {i} 张，共 {n} 张）',
  'thumb.hint': '点击卡组中的卡片显示按钮（− + 和副卡组），也可以把它拖到另一个区，或拖回卡片列表取出。方向键移动；Delete 取出一张；S 在副卡组之间移动。',
  'thumb.close': '关闭',
  'filters.more': '筛选',
  'filters.on': '筛选（{n}）',
  'odds.title': '卡组概率',
  'odds.help': '精确计算所选卡片出现在主卡组前若干张中的概率：第一回合 5 张（起手），之后每回合至少多 1 张。每回合抽到 5 张为止，所以打出的卡越多看到的越多：最后一行是打光手牌后的第 2 回合。不计算抽卡或检索效果。',
  'odds.from': '选择',
  'odds.fromCards': '我勾选的卡片',
  'odds.fromMaximum': 'MAXIMUM 组合：{name}',
  'odds.fromFusion': '{name}的融合素材',
  'odds.cards': '主卡组的卡片',
  'odds.need': '需要 {n} 张',
  'odds.mode': '算作成功',
  'odds.any': '其中至少一张',
  'odds.each': '每一种都至少一张',
  'odds.none': '请勾选主卡组中的一张或多张卡片。',
  'odds.seen': '看到的卡片',
  'odds.chance': '概率',
  'odds.turn': '第 {t} 回合：前 {n} 张',
  'odds.redraw': '打光手牌后的第 2 回合：前 10 张',
};

export const BENCH_TABLES = { en: BENCH_EN, ja: BENCH_JA, zh: BENCH_ZH } as const;
