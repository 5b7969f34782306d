// The generated text of two pile-stream cards (their duel cases are in the card test tables,
// src/cards/cases/).
import { describe, expect, it } from 'vitest';
import { docById } from '../testing/docs';
import { poolCard } from '../pool';
import { cardDocText } from '../../i18n/cardText/index';

describe('160304023 Sportsdragon Connection', () => {
  it('160304023 Sportsdragon Connection and 160204017 Straynge Clowder: the generated text says the follow-up in each language', () => {
    const text = (id: number, lang: 'en' | 'ja' | 'zh') => cardDocText(docById(id), lang, (c) => (lang === 'ja' ? (poolCard(c)?.nameJa ?? poolCard(c)?.name ?? '') : (poolCard(c)?.name ?? '')));
    expect(text(160304023, 'en')).toContain('Dragon Normal monster in your hand or GY');
    expect(text(160304023, 'en')).toContain('then if you control a face-up "Sportsdragon Keeper" and there is a "Sportsdragon Striker" or a "Sportsdragon Defender" in your GY, you can choose');
    expect(text(160304023, 'ja')).toContain('自分の手札か墓地のレベル5～6のドラゴン族通常モンスター1体');
    expect(text(160304023, 'zh')).toContain('自己手牌或墓地的等级5～6的龙族通常怪兽1只');
    expect(text(160204017, 'en')).toContain('then if the chosen monster is "Straynge Cat", for the rest of the turn, this card gains 1400 ATK');
    expect(text(160204017, 'ja')).toContain('このカードの攻撃力はターン終了時まで1400アップする');
    expect(text(160204017, 'zh')).toContain('「Straynge Cat」的场合，这张卡的攻击力直到回合结束时上升1400');
  });
});
