// The text of the script cards in Japanese: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

export const JA_SCRIPT_TEXT: ScriptBook = {
  // Elemental HERO Prisma
  160019065: [
    {
      cost: '素材のカード名が記された融合モンスター1体を自分のエクストラデッキから選ぶ。その後、選んだモンスターを相手に見せ、そのモンスターに素材として記されたカード名を1つ宣言する。',
      effect: 'ターン終了時まで、このカードのカード名は宣言したカード名になる。',
    },
  ],
  // Rising HERO Argent
  160320011: [
    {
      condition: '自分のデッキが4枚以上ある。',
      cost: '自分のエクストラデッキのレベル6または7の戦士族融合モンスター1体を選ぶ。その後、選んだモンスターを相手に見せる。',
      effect:
        '自分のデッキの上から4枚を公開する。その後、その中から、見せた融合モンスターに素材として記された通常モンスターを2体まで選ぶことができる。その後、選んだモンスターを手札に加え、公開した残りのカードをデッキの一番下に戻す。',
    },
  ],
  // Elemental Circulation
  160320030: [
    {
      cost:
        '自分の手札の戦士族モンスターを素材として記している、レベル6または7の戦士族融合モンスター1体を自分のエクストラデッキから選ぶ。その後、選んだモンスターを相手に見せる。その後、そのモンスターに素材として記された自分の手札の戦士族モンスター1体を選び、墓地へ送る。',
      effect:
        '自分はデッキから3枚ドローする。その後、自分の手札1枚を選び、墓地へ送る。その後、このターンの間、自分が効果を発動できるモンスターは戦士族モンスターだけになる。',
    },
  ],
};
