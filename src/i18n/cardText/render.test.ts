// Card text generated from card documents, checked against what the cards do (their
// official effects, reworded): the figures and the targets must come out right in each language.
import { describe, expect, it } from 'vitest';
import { CARD_DOCS } from '../../cards/docs';
import { poolCard } from '../../cards/pool';
import type { CardDoc } from '../../engine/effects/doc';
import { cardDocText, type TextLang } from './index';

const doc = (id: number): CardDoc => {
  const d = (CARD_DOCS as CardDoc[]).find((x) => x.id === id);
  if (!d) throw new Error(`no document for ${id}`);
  return d;
};
const text = (id: number, lang: TextLang, names: 'en' | 'ja' = 'en') =>
  cardDocText(doc(id), lang, (c) => (names === 'ja' ? (poolCard(c)?.nameJa ?? '') : (poolCard(c)?.name ?? '')));

describe('generated card text', () => {
  it('160003056 Counter Shield: the attacker loses 1000 ATK; cost shuffles a Normal Monster with 1000+ DEF from the GY', () => {
    expect(text(160003056, 'en')).toBe(
      [
        "Trigger: When your opponent's monster declares an attack on a face-up Normal monster you control.",
        'Cost: Choose 1 Normal monster with 1000 or more DEF in your GY, then shuffle the chosen monster into the Deck.',
        'Effect: The attacking monster loses 1000 ATK until the end of the turn.',
      ].join('\n'),
    );
    expect(text(160003056, 'ja')).toContain('効果：その攻撃モンスターの攻撃力はターン終了時まで1000ダウンする。');
    expect(text(160003056, 'ja')).toContain('自分の墓地の守備力1000以上の通常モンスター1体');
    expect(text(160003056, 'zh')).toContain('效果：那只攻击怪兽的攻击力直到回合结束时下降1000。');
  });

  it('160301001 Sevens Road Magician: 300 ATK per different Attribute in the GY', () => {
    expect(text(160301001, 'en')).toContain('This card gains 300 ATK for each different Attribute among the monsters in your GY until the end of the turn.');
    expect(text(160301001, 'ja')).toContain('このカードの攻撃力はターン終了時まで自分の墓地のモンスターの属性の種類×300アップする。');
    expect(text(160301001, 'zh')).toContain('这张卡的攻击力直到回合结束时上升自己墓地的全部怪兽的属性种类数×300。');
  });

  it('160428021 Sevens Road Protection names "Sevens Road Magician" in the card-name language', () => {
    expect(text(160428021, 'en')).toContain('if there is a "Sevens Road Magician" in your GY');
    expect(text(160428021, 'ja', 'ja')).toContain('「セブンスロード・マジシャン」');
    expect(text(160428021, 'ja')).toContain('このターン、自分フィールドの表側表示の闇属性・魔法使い族モンスター全ては相手の効果では破壊されない');
    expect(text(160428021, 'zh')).toContain('可以将被召唤的怪兽变成守备表示');
  });

  it('160202019 Trap Hole and 160411003 Pot of Greed', () => {
    expect(text(160202019, 'en')).toBe('Trigger: When your opponent Normal Summons a monster with 1000 or more ATK.\nEffect: Destroy the summoned monster.');
    expect(text(160411003, 'en')).toBe('Effect: Draw 2 cards.');
    expect(text(160411003, 'ja')).toBe('効果：自分はデッキから2枚ドローする。');
    expect(text(160411003, 'zh')).toBe('效果：自己从卡组抽2张卡。');
  });

  it('continuous effects: 160024065 Bladedge, 160010024 Ultra Violady, 160202002 Magnum Overlord [MAXIMUM]', () => {
    expect(text(160024065, 'en')).toBe(
      'Continuous: This card inflicts piercing battle damage. If it is your turn and there is a face-up "Skyscraper" on the field, this card gains 1000 ATK.',
    );
    expect(text(160010024, 'en')).toBe('Continuous: Neither player can Special Summon a Level 7 monster from the GY.');
    expect(text(160010024, 'ja')).toBe('永続効果：お互いに墓地からレベル7のモンスターを特殊召喚できない。');
    expect(text(160202002, 'en')).toBe("[MAXIMUM] Continuous: This card cannot be destroyed by your opponent's Trap effects.");
    expect(text(160202002, 'zh')).toBe('【极大】永续效果：这张卡不会被对手的陷阱效果破坏。');
  });

  it('160007042 Magnum Overbase: 400 ATK for Level 7+ Machines; Level 10 Machines safe from Spell and Trap effects', () => {
    const en = text(160007042, 'en');
    expect(en).toContain("Condition: Your LP are lower than your opponent's.");
    expect(en).toContain('Every face-up Level 7 or higher Machine monster on the field gains 400 ATK.');
    expect(en).toContain('Every face-up Level 10 Machine monster on the field cannot be destroyed by Spell or Trap effects.');
  });

  it('every document has text in every language, with nothing left unfilled', () => {
    for (const d of CARD_DOCS as CardDoc[]) {
      for (const lang of ['en', 'ja', 'zh'] as const) {
        const t = text(d.id, lang);
        expect(t.length, `${d.id} ${lang}`).toBeGreaterThan(5);
        expect(t, `${d.id} ${lang}`).not.toMatch(/undefined|null|NaN|\{|\}|\[object/);
        if (lang !== 'en') expect(t, `${d.id} ${lang}`).not.toMatch(/\b(the|your|monster|card)\b/);
      }
    }
  });
});
