// Japanese wording of the words added for the MAXIMUM, Dragon and Beginner decks' documents.
import type { MorePhrases } from '../phrasebook';

export const JA_MORE: MorePhrases = {
  evenIfZero: (clause) => `${clause}（0でも発動できる）`,
  lpDifference: 'お互いのLPの差',
  sameCount: (a, b) => `${a}の数と${b}の数が同じ`,
  lpBy: (cmp, n) => (cmp === 'lower' ? `相手のLPが自分より${n}以上多い` : `自分のLPが相手より${n}以上多い`),
  withLevels: (clause, min, max) => `レベルの合計が${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}になるように、${clause}`,
  lockTraps: 'お互いに罠カードを発動できず、罠の効果は適用されない',
  summonedFrom: (clause, from) => clause.replace('このターンに', `このターンに${from.map((f) => (f === 'gy' ? '墓地' : f === 'extra' ? 'エクストラデッキ' : f === 'deck' ? 'デッキ' : '手札')).join('か')}から`),
  distinctAtLeast: (kind, group, n) => `${group}の${kind === 'race' ? '種族' : kind === 'attribute' ? '属性' : 'カード名'}が${n}種類以上`,
  attackTarget: '攻撃対象のモンスター',
  tributeValue: (cards, n, monster, position, when) =>
    `${when}${cards}は${monster.replace(/全て$/, '')}を${position ? `${position === 'attack' ? '攻撃' : '守備'}表示で` : ''}アドバンス召喚する場合、${n}体分のリリースにできる`,
  extraAttacksOnMonsters: (cards, n, when) => `${when}${cards}は1度のバトルフェイズ中にモンスターへ${n}回まで追加で攻撃できる（直接攻撃した後はできない）`,
  noMoreThan: (clause, of) => `${clause}（${of}の数まで）`,
  sentFromHand: (_plural, who) => `${who === 'you' ? '自分' : '相手'}の手札から墓地へ送ったカード`,
  chooseRandom: (what, howMany) => `${what}をランダムに選ぶ${howMany ? '（枚数は自分が決める）' : ''}`,
  excavateOpponent: (n) => `相手は相手のデッキの上から${n}枚をめくって見せる`,
  moveInOrder: (cards, to, who) => `${cards}を${who === 'you' ? '自分' : '相手'}が選んだ順番でデッキの${to === 'deckTop' ? '上' : '下'}に戻す`,
  choiceLabel: (k, n) => `【選択効果${k}/${n}：どれか1つを発動（合わせて1ターンに1度）】\n`,
  revealed: (_plural, monsters) => (monsters ? '見せたモンスター' : '見せたカード'),
  changedCards: (to) => `この効果で${to === 'attack' ? '攻撃表示に' : to === 'defense' ? '守備表示に' : to === 'faceDownDefense' ? '裏側守備表示に' : '表示形式を'}変更したモンスター`,
  movedCards: (to, shuffle) => (to === 'hand' ? '手札に加えたカード' : shuffle ? 'デッキに戻してシャッフルしたカード' : `デッキの${to === 'deckTop' ? '上' : '下'}に戻したカード`),
  numberIs: (cards, min, max) =>
    `${cards}の数が${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}～${max}`) : min !== undefined ? `${min}以上` : `${max ?? 0}以下`}である`,
  chooseAsMany: (what, of) => `${of}と同じ数の${what}を選ぶ`,
  until: (d) => (d === 'thisTurn' ? 'ターン終了時まで' : d === 'opponentsNextTurn' ? '次の相手ターン終了時まで' : '表側表示で存在する限り'),
  when: (d) => (d === 'thisTurn' ? 'このターン、' : d === 'opponentsNextTurn' ? '次の相手ターン終了時まで、' : '表側表示で存在する限り、'),
};
