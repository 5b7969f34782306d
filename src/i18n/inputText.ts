// Messages about bringing things in (deck share codes, pasted lists, .ydk files, replay files
// and links) and the names given to decks that arrive that way, in every language. src/decks
// and src/replays return them as codes ({key, vars}); the interface renders them with ioText.
// A {why} is the validator's technical detail, kept as it is.

import { fill } from './index';

export const IO_EN = {
  'share.chars': 'This share code is not a deck: it has characters a share code never has.',
  'share.short': 'This share code is not a deck: it is too short.',
  'share.damaged': 'This share code is not a deck: it is damaged (the checksum does not match), perhaps cut short or mistyped.',
  'share.newer': 'This share code is not a deck: it was made by a newer version (format {format}).',
  'share.early': 'This share code is not a deck: it ends too early.',
  'share.bigNumber': 'This share code is not a deck: a number in it is too large.',
  'share.unknownId': 'This share code is not a deck: card id {id} is not in the card pool.',
  'share.copies': 'This share code is not a deck: it lists {n} copies of one card.',
  'share.leftover': 'This share code is not a deck: it has bytes left over.',
  'list.tooLong': 'The list is too long: at most {max} lines.',
  'list.noneKnown': 'No card of the list is in this card pool.',
  'list.empty': 'The list has no cards in it.',
  'list.fileTooLarge': 'That file is too large to be a deck list.',
  'list.textTooLarge': 'That text is too large to be a deck list: at most {max} characters.',
  'cap.main': 'This deck has more cards in its Main Deck than a deck may hold (at most {max}); nothing was imported.',
  'cap.extra': 'This deck has more cards in its Extra Deck than a deck may hold (at most {max}); nothing was imported.',
  'cap.side': 'This deck has more cards in its Side Deck than a deck may hold (at most {max}); nothing was imported.',
  'skip.noId': 'no card with id {id} in this card pool',
  'skip.noName': 'no card named "{name}" in this card pool',
  'skip.copies': '{n} copies is not a card count',
  'name.imported': 'Imported deck',
  'name.shared': 'Shared deck',
  'note.shared': 'A deck from a link: save it to keep it.',
  'replay.tooLarge': 'This replay is damaged: it is too large ({n} characters, at most {max}).',
  'replay.notJson': 'This is not a replay: it is not valid JSON.',
  'replay.foreign': 'This is not a Rush Duel replay.',
  'replay.damaged': 'This replay is damaged: {why}.',
  'replay.linkTooLarge': 'This replay link is damaged: it is too large ({n} characters, at most {max}).',
  'replay.linkCut': 'This replay link is damaged or cut short.',
} as const;

export type IoKey = keyof typeof IO_EN;

/** A message about deck input: a key of the tables here and the values it names. */
export interface IoText {
  key: IoKey;
  vars?: Record<string, string | number>;
}

export const IO_JA: Record<IoKey, string> = {
  'share.chars': 'この共有コードはデッキではありません：共有コードに使われない文字が含まれています。',
  'share.short': 'この共有コードはデッキではありません：短すぎます。',
  'share.damaged': 'この共有コードはデッキではありません：壊れています（チェックサムが一致しません）。途中で切れたか、打ち間違えた可能性があります。',
  'share.newer': 'この共有コードはデッキではありません：新しいバージョンで作られています（形式 {format}）。',
  'share.early': 'この共有コードはデッキではありません：途中で終わっています。',
  'share.bigNumber': 'この共有コードはデッキではありません：大きすぎる数が含まれています。',
  'share.unknownId': 'この共有コードはデッキではありません：カードID {id} はカードプールにありません。',
  'share.copies': 'この共有コードはデッキではありません：1種類のカードが{n}枚になっています。',
  'share.leftover': 'この共有コードはデッキではありません：余分なデータが残っています。',
  'list.tooLong': 'リストが長すぎます：最大{max}行です。',
  'list.noneKnown': 'リストのカードはどれもこのカードプールにありません。',
  'list.empty': 'リストにカードがありません。',
  'list.fileTooLarge': 'このファイルはデッキリストにしては大きすぎます。',
  'list.textTooLarge': 'このテキストはデッキリストにしては大きすぎます：最大{max}文字です。',
  'cap.main': 'このデッキはメインデッキの枚数がデッキの上限（{max}枚）を超えています。何もインポートしていません。',
  'cap.extra': 'このデッキはエクストラデッキの枚数がデッキの上限（{max}枚）を超えています。何もインポートしていません。',
  'cap.side': 'このデッキはサイドデッキの枚数がデッキの上限（{max}枚）を超えています。何もインポートしていません。',
  'skip.noId': 'ID {id} のカードはこのカードプールにありません',
  'skip.noName': '「{name}」という名前のカードはこのカードプールにありません',
  'skip.copies': '{n}枚はカードの枚数として使えません',
  'name.imported': 'インポートしたデッキ',
  'name.shared': '共有されたデッキ',
  'note.shared': 'リンクから開いたデッキです。残すには保存してください。',
  'replay.tooLarge': 'このリプレイは壊れています：大きすぎます（{n}文字、最大{max}文字）。',
  'replay.notJson': 'これはリプレイではありません：正しいJSONではありません。',
  'replay.foreign': 'これはラッシュデュエルのリプレイではありません。',
  'replay.damaged': 'このリプレイは壊れています：{why}。',
  'replay.linkTooLarge': 'このリプレイリンクは壊れています：大きすぎます（{n}文字、最大{max}文字）。',
  'replay.linkCut': 'このリプレイリンクは壊れているか、途中で切れています。',
};

export const IO_ZH: Record<IoKey, string> = {
  'share.chars': '此分享码不是卡组：含有分享码不会使用的字符。',
  'share.short': '此分享码不是卡组：太短了。',
  'share.damaged': '此分享码不是卡组：已损坏（校验和不符），可能被截断或输错。',
  'share.newer': '此分享码不是卡组：由更新的版本生成（格式 {format}）。',
  'share.early': '此分享码不是卡组：提前结束了。',
  'share.bigNumber': '此分享码不是卡组：其中的数字过大。',
  'share.unknownId': '此分享码不是卡组：卡片ID {id} 不在卡池中。',
  'share.copies': '此分享码不是卡组：同一张卡列了{n}张。',
  'share.leftover': '此分享码不是卡组：末尾有多余的数据。',
  'list.tooLong': '列表太长：最多{max}行。',
  'list.noneKnown': '列表中没有任何卡在此卡池中。',
  'list.empty': '列表中没有卡。',
  'list.fileTooLarge': '该文件太大，不像是卡组列表。',
  'list.textTooLarge': '该文本太大，不像是卡组列表：最多{max}个字符。',
  'cap.main': '此卡组的主卡组张数超过了卡组上限（最多{max}张），未导入任何内容。',
  'cap.extra': '此卡组的额外卡组张数超过了卡组上限（最多{max}张），未导入任何内容。',
  'cap.side': '此卡组的副卡组张数超过了卡组上限（最多{max}张），未导入任何内容。',
  'skip.noId': '此卡池中没有ID为 {id} 的卡',
  'skip.noName': '此卡池中没有名为「{name}」的卡',
  'skip.copies': '{n}张不是有效的卡片数量',
  'name.imported': '导入的卡组',
  'name.shared': '分享的卡组',
  'note.shared': '来自链接的卡组：保存后才会保留。',
  'replay.tooLarge': '此回放已损坏：太大了（{n}个字符，最多{max}个）。',
  'replay.notJson': '这不是回放：不是有效的JSON。',
  'replay.foreign': '这不是Rush Duel的回放。',
  'replay.damaged': '此回放已损坏：{why}。',
  'replay.linkTooLarge': '此回放链接已损坏：太大了（{n}个字符，最多{max}个）。',
  'replay.linkCut': '此回放链接已损坏或被截断。',
};

export const IO_TABLES = { en: IO_EN, ja: IO_JA, zh: IO_ZH };

/** The message in a language. */
export function ioText(lang: keyof typeof IO_TABLES, t: IoText): string {
  return fill(IO_TABLES[lang][t.key], t.vars);
}
