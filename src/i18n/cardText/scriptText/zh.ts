// The text of the script cards in Chinese: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

const MILL_1 = '将自己卡组最上面的1张卡送去墓地。';
const CAN_BATTLE = '这个回合自己还能进行战斗阶段。';

export const ZH_SCRIPT_TEXT: ScriptBook = {
  // Type Change Beam
  160004039: [
    {
      cost: '选择自己手牌的1只怪兽。之后，给对手观看选择的怪兽。',
      effect: '选择场上与给对手观看的怪兽种族不同的1～3只表侧表示怪兽。之后，选择的怪兽直到回合结束时变成与那只怪兽相同的种族。',
    },
  ],
  // Legend Scout
  160212047: [
    {
      condition: '自己卡组有10张以上的卡。',
      cost: '选择自己手牌的1张传说卡。之后，给对手观看选择的卡。',
      effect: '自己从卡组抽1张卡。之后，选择自己手牌1张卡送去墓地。之后，直到回合结束时，以攻击表示上级召唤传说怪兽时，这张卡可以当作2只祭品。',
    },
  ],
  // Multistrike Dragon Dragias
  160302001: [
    {
      condition: CAN_BATTLE,
      cost: MILL_1,
      effect: '这个回合，这张卡第一次战斗破坏怪兽之后，在那次战斗阶段中可以再攻击1次。',
    },
  ],
  // RB Dragophone
  160315032: [
    {
      trigger: '自己场上的龙族怪兽被对手的攻击或效果破坏时。',
      effect:
        '从自己卡组上面把2张卡送去墓地。之后，2张都送去墓地且自己场上没有怪兽的场合，可以选择自己墓地的1只「{160010101}」或「{160315001}」。之后，将选择的怪兽以表侧表示特殊召唤。',
    },
  ],
  // Great Multistrike Dragon Dragias Burst [L]
  160422001: [
    {
      maximum: true,
      condition: CAN_BATTLE,
      cost: MILL_1,
      effect: '这个回合，这张卡可以只向怪兽最多追加攻击2次（进行直接攻击的话追加攻击消失）。之后，在这个回合的结束阶段，将这张卡（全部部件）返回卡组并洗切。',
    },
  ],
  // Supreme Machine Magnum Overlord [L]
  160202001: [
    {
      maximum: true,
      condition: '自己的基本分比对手少。',
      cost: '选择自己手牌1张卡。之后，将选择的卡送去墓地。',
      effect: '直到回合结束时，这张卡的攻击力上升对手基本分超过自己基本分的数值。',
    },
  ],
  // Supreme Skystream Magnum Overlord [L]
  160203001: [
    {
      maximum: true,
      condition: '自己墓地存在2只以上怪兽。',
      cost: '选择自己墓地1只怪兽。之后，将选择的怪兽返回卡组并洗切。',
      effect: '选择自己墓地1只怪兽。之后，给予对手选择的怪兽的等级×100伤害。之后，给予了伤害且选择的怪兽仍在自己墓地的场合，可以将那只怪兽加入手牌。',
    },
  ],
  // Supreme Skystream Magnum Overlord
  160203002: [
    {
      maximum: true,
      condition: '自己手牌存在怪兽。',
      cost: '将这张卡（全部部件）从场上送去墓地。',
      effect:
        '选择自己手牌1～2只怪兽。之后，将选择的怪兽以表侧表示特殊召唤。之后，有怪兽特殊召唤成功的场合，可以选择对手场上1张魔法·陷阱卡。之后，破坏选择的卡。',
    },
  ],
  // Doomblaze Despair
  160205018: [
    {
      trigger: '对手的等级8以下的怪兽向自己场上表侧表示的极大怪兽（单独的部件也算）宣言攻击时。',
      cost: '支付600基本分。',
      effect: '将那只攻击怪兽返回持有者的卡组并洗切。之后，自己场上存在极大模式的怪兽的场合，给予对手600伤害。',
    },
  ],
  // B.B.B. - Beast Brave Brandish
  160207026: [
    {
      cost: '选择自己墓地2只极大怪兽。之后，将选择的怪兽返回卡组并洗切。',
      effect:
        '自己从卡组抽1张卡。之后，自己场上存在极大模式的怪兽且这个回合自己还能进行战斗阶段的场合，可以让那只怪兽在以表侧表示存在期间，攻击守备表示怪兽时给予贯穿伤害。',
    },
  ],
  // Ascending Weather Eel
  160207039: [
    {
      cost: '选择自己墓地2只怪兽。之后，将选择的怪兽返回卡组并洗切。',
      effect: '公开自己卡组最上面2张卡。之后，可以从其中选择1只等级10的怪兽。之后，将选择的怪兽加入手牌，并洗切卡组。',
    },
  ],
  // Deep Sea Dragon Bat Eel
  160207041: [
    {
      condition: '自己卡组有卡。',
      cost: '选择自己手牌1～3只等级10的怪兽（不超过自己卡组的张数）。之后，给对手观看选择的怪兽。',
      effect: '自己从卡组抽与给对手观看的怪兽相同数量的卡。之后，选择相同数量的自己手牌。之后，将选择的卡返回卡组并洗切。',
    },
  ],
};
