// Monster Types and Attributes as each language prints them on cards.
export type TextLang = 'en' | 'ja' | 'zh';

const RACES: Record<string, [ja: string, zh: string]> = {
  Warrior: ['戦士族', '战士族'],
  Spellcaster: ['魔法使い族', '魔法师族'],
  Fairy: ['天使族', '天使族'],
  Fiend: ['悪魔族', '恶魔族'],
  Zombie: ['アンデット族', '不死族'],
  Machine: ['機械族', '机械族'],
  Aqua: ['水族', '水族'],
  Pyro: ['炎族', '炎族'],
  Rock: ['岩石族', '岩石族'],
  'Winged Beast': ['鳥獣族', '鸟兽族'],
  Plant: ['植物族', '植物族'],
  Insect: ['昆虫族', '昆虫族'],
  Thunder: ['雷族', '雷族'],
  Dragon: ['ドラゴン族', '龙族'],
  Beast: ['獣族', '兽族'],
  'Beast-Warrior': ['獣戦士族', '兽战士族'],
  Dinosaur: ['恐竜族', '恐龙族'],
  Fish: ['魚族', '鱼族'],
  'Sea Serpent': ['海竜族', '海龙族'],
  Reptile: ['爬虫類族', '爬虫类族'],
  Psychic: ['サイキック族', '念动力族'],
  'Divine-Beast': ['幻神獣族', '幻神兽族'],
  'Creator God': ['創造神族', '创造神族'],
  Wyrm: ['幻竜族', '幻龙族'],
  Cyberse: ['サイバース族', '电子界族'],
  Illusion: ['幻想魔族', '幻想魔族'],
  Cyborg: ['サイボーグ族', '改造人族'],
  'Magical Knight': ['魔導騎士族', '魔导骑士族'],
  'High Dragon': ['ハイドラゴン族', '高位龙族'],
  'Omega Psychic': ['オメガサイキック族', '欧米茄念动力族'],
  'Celestial Warrior': ['天界戦士族', '天界战士族'],
  Galaxy: ['ギャラクシー族', '银河族'],
  Yokai: ['妖怪族', '妖怪族'],
};

const ATTRIBUTES: Record<string, [ja: string, zh: string]> = {
  DARK: ['闇', '暗'],
  LIGHT: ['光', '光'],
  EARTH: ['地', '地'],
  WATER: ['水', '水'],
  FIRE: ['炎', '炎'],
  WIND: ['風', '风'],
  DIVINE: ['神', '神'],
};

export function raceName(race: string, lang: TextLang): string {
  const t = RACES[race];
  return lang === 'en' || !t ? race : lang === 'ja' ? t[0] : t[1];
}

export function attributeName(attr: string, lang: TextLang): string {
  const t = ATTRIBUTES[attr];
  return lang === 'en' || !t ? attr : lang === 'ja' ? t[0] : t[1];
}
