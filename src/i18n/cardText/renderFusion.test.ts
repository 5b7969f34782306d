// Generated text of the Elemental HERO deck's documents (moved from scripts): the figures,
// the places and the destinations come out right in each language.
import { describe, expect, it } from 'vitest';
import { CARD_DOCS } from '../../cards/docs';
import { poolCard } from '../../cards/pool';
import type { CardDoc } from '../../engine/effects/doc';
import { cardDocText, type TextLang } from './index';

const text = (id: number, lang: TextLang): string => {
  const d = (CARD_DOCS as CardDoc[]).find((x) => x.id === id);
  if (!d) throw new Error(`no document for ${id}`);
  return cardDocText(d, lang, (c) => poolCard(c)?.name ?? '');
};

describe('generated card text: Fusion Summons (R-FUS-2)', () => {
  it('160204050 Fusion and 160206025 Polymerization: where the materials come from', () => {
    expect(text(160204050, 'en')).toBe(
      'Effect: Fusion Summon 1 Fusion monster in your Extra Deck, taking as its materials face-up monsters you control, which are sent to the GY.',
    );
    expect(text(160204050, 'ja')).toContain('自分フィールドの表側表示のモンスターを融合素材として墓地へ送り');
    expect(text(160204050, 'zh')).toContain('融合召唤自己额外卡组的融合怪兽1只');
    expect(text(160206025, 'en')).toContain('taking as its materials monsters in your hand and/or monsters you control, which are sent to the GY');
    expect(text(160206025, 'ja')).toContain('自分の手札のモンスターや自分フィールドのモンスター');
    expect(text(160206025, 'zh')).toContain('自己手牌的怪兽和/或自己场上的怪兽');
  });

  it('160320031 Miracle Fusion and 160020065 Voltic Wingman: Warrior Fusions, materials to the Deck', () => {
    expect(text(160320031, 'en')).toContain('Fusion Summon 1 Warrior Fusion monster in your Extra Deck');
    expect(text(160320031, 'en')).toContain('monsters you control and/or monsters in your GY, which are put on the bottom of the Deck');
    expect(text(160320031, 'ja')).toContain('デッキの一番下に置き');
    expect(text(160320031, 'zh')).toContain('放到卡组最下面');
    expect(text(160020065, 'en')).toBe(
      'Condition: This card was Summoned this turn.\nEffect: Fusion Summon 1 Level 6-8 Warrior Fusion monster in your Extra Deck, taking as its materials monsters in your GY, which are shuffled into the Deck.',
    );
    expect(text(160020065, 'ja')).toContain('レベル6～8の戦士族融合モンスター1体を融合召喚する');
    expect(text(160020065, 'zh')).toContain('加入卡组洗切');
  });
});
