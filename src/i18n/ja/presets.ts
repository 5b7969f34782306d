// The preset decks' names and descriptions in Japanese (src/cards/data/presets.json holds the English),
// by preset key; read through presetWord (src/i18n/index.ts), so English needs no copy of them.

export const JA_PRESETS: Record<string, string> = {
  'preset.maximum.name': "マグナム・オーバーロード MAXIMUM",
  'preset.maximum.desc': "闇属性・機械族のMAXIMUMモンスター2種が、パーツを探し出して再利用する同じサポートを共有するデッキ。",
  'preset.dragon.name': "ドラギアス・ドラゴンラッシュ",
  'preset.dragon.desc': "ドラギアス・バーストのMAXIMUMとドラゴン族サポート罠で攻める、高レベルのドラゴン族ビートダウン。",
  'preset.fusion.name': "E・HERO 融合",
  'preset.fusion.desc': "E・HEROの通常モンスターを3種類の融合魔法で融合するデッキ。",
  'preset.beginner.name': "セブンスロード入門",
  'preset.beginner.desc': "全属性の魔法使い族通常モンスターと、シンプルな汎用魔法・罠で組んだ入門デッキ。",
};
