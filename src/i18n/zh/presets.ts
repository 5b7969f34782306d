// The preset decks' names and descriptions in Chinese (src/cards/data/presets.json holds the English),
// by preset key; read through presetWord (src/i18n/index.ts), so English needs no copy of them.

export const ZH_PRESETS: Record<string, string> = {
  'preset.maximum.name': "万能霸王 MAXIMUM",
  'preset.maximum.desc': "两套暗属性机械族MAXIMUM怪兽，共用一套检索与回收部件的支援卡。",
  'preset.dragon.name': "德拉吉亚斯龙族冲锋",
  'preset.dragon.desc': "以德拉吉亚斯爆发的MAXIMUM与龙族支援陷阱进攻的高等级龙族打击流。",
  'preset.fusion.name': "元素英雄融合",
  'preset.fusion.desc': "用三种不同的融合魔法融合元素英雄通常怪兽的卡组。",
  'preset.beginner.name': "七皇之路入门",
  'preset.beginner.desc': "由各属性魔法师族通常怪兽与简单通用魔法、陷阱组成的入门卡组。",
};
