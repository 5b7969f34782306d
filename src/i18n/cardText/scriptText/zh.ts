// The text of the script cards in Chinese: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

export const ZH_SCRIPT_TEXT: ScriptBook = {
  // Elemental HERO Prisma
  160019065: [
    {
      cost: '选择自己额外卡组中1只记有素材卡名的融合怪兽。之后，给对手观看选择的怪兽，并宣言1个那只怪兽作为素材记载的卡名。',
      effect: '直到回合结束时，这张卡的卡名变成宣言的卡名。',
    },
  ],
  // Rising HERO Argent
  160320011: [
    {
      condition: '自己卡组有4张以上的卡。',
      cost: '选择自己额外卡组的1只等级6或7的战士族融合怪兽。之后，给对手观看选择的怪兽。',
      effect:
        '公开自己卡组最上面4张卡。之后，可以从其中选择最多2只给对手观看的融合怪兽作为素材记载的通常怪兽。之后，将选择的怪兽加入手牌，其余公开的卡放回卡组最下方。',
    },
  ],
  // Elemental Circulation
  160320030: [
    {
      cost:
        '选择自己额外卡组中1只记有自己手牌的战士族怪兽作为素材的等级6或7的战士族融合怪兽。之后，给对手观看选择的怪兽。之后，选择自己手牌中1只那只怪兽作为素材记载的战士族怪兽，送去墓地。',
      effect: '自己从卡组抽3张卡。之后，选择自己手牌1张卡送去墓地。之后，这个回合中，自己只能发动战士族怪兽的怪兽效果。',
    },
  ],
};
