// Generated text of the Elemental HERO deck's documents (moved from scripts): the figures,
// the places and the destinations come out right in each language.
import { describe, expect, it } from 'vitest';
import { docById } from '../../cards/testing/docs';
import { poolCard } from '../../cards/pool';
import { cardDocText, type TextLang } from './index';

const text = (id: number, lang: TextLang): string => cardDocText(docById(id), lang, (c) => poolCard(c)?.name ?? '');

describe('generated card text: Fusion Summons (R-FUS-2)', () => {
  it('160204050 Fusion and 160206025 Polymerization: where the materials come from', () => {
    expect(text(160204050, 'en')).toBe(
      'Effect: Fusion Summon one Fusion monster in your Extra Deck, taking as its materials face-up monsters you control, which are sent to the GY.',
    );
    expect(text(160204050, 'ja')).toContain('自分フィールドの表側表示のモンスターを融合素材として墓地へ送り');
    expect(text(160204050, 'zh')).toContain('融合召唤自己额外卡组的融合怪兽1只');
    expect(text(160206025, 'en')).toContain('taking as its materials monsters in your hand and/or monsters you control, which are sent to the GY');
    expect(text(160206025, 'ja')).toContain('自分の手札のモンスターや自分フィールドのモンスター');
    expect(text(160206025, 'zh')).toContain('自己手牌的怪兽和/或自己场上的怪兽');
  });

  it('160320031 Miracle Fusion and 160020065 Voltic Wingman: Warrior Fusions, materials to the Deck', () => {
    expect(text(160320031, 'en')).toContain('Fusion Summon one Warrior Fusion monster that must be Fusion Summoned in your Extra Deck');
    expect(text(160320031, 'en')).toContain('monsters you control and/or monsters in your GY, which are put on the bottom of the Deck');
    expect(text(160320031, 'ja')).toContain('デッキの一番下に置き');
    expect(text(160320031, 'zh')).toContain('放到卡组最下面');
    expect(text(160020065, 'en')).toBe(
      'Condition: This card was Summoned this turn.\nEffect: Fusion Summon one Level 6-8 Warrior Fusion monster that must be Fusion Summoned in your Extra Deck, taking as its materials monsters in your GY, which are shuffled into the Deck.',
    );
    expect(text(160020065, 'ja')).toContain('レベル6～8の融合召喚でしか特殊召喚できない戦士族融合モンスター1体を融合召喚する');
    expect(text(160320031, 'zh')).toContain('只能融合召唤的战士族融合怪兽1只');
    expect(text(160020065, 'zh')).toContain('加入卡组洗切');
  });

  it('160214029 Heliosphere and 160320003 Thunder Giant: the drawn card, original ATK below this card', () => {
    expect(text(160214029, 'en')).toBe(
      'Condition: There are at least ten cards in your Deck.\nEffect: Draw one card, then reveal the drawn card, then if the drawn card is a monster and your opponent controls a card, you can choose one card your opponent controls, then destroy the chosen card.',
    );
    expect(text(160214029, 'ja')).toContain('ドローしたカードがモンスターであり、相手フィールドにカードが存在する場合、相手フィールドのカード1枚を選ぶことができる');
    expect(text(160214029, 'zh')).toContain('抽到的卡是怪兽');
    expect(text(160320003, 'en')).toContain("Choose one face-up monster with original ATK lower than this card's ATK on the field, then destroy the chosen monster.");
    expect(text(160320003, 'ja')).toContain('元々の攻撃力がこのカードの攻撃力より低いモンスター1体を選ぶ');
    expect(text(160320003, 'zh')).toContain('原本攻击力比这张卡的攻击力低的怪兽1只');
  });

  it('160320032 Skyscraper: the turn player\'s named HEROs and Level 5-8 Warrior Fusions gain 1000 ATK', () => {
    expect(text(160320032, 'en')).toContain('or face-up Level 5-8 Warrior Fusion monster on the field of the player whose turn it is gains 1000 ATK.');
    expect(text(160320032, 'en')).toContain('"Elemental HERO Bubbleman"');
    expect(text(160320032, 'ja')).toContain('ターンプレイヤーのフィールドの表側表示の');
    expect(text(160320032, 'zh')).toContain('等级5～8的战士族融合怪兽的攻击力上升1000');
  });

  it('160012062 Ether Escape, 160016064 Fusionic Defense, 160320038 Quaking Mirror Force', () => {
    expect(text(160012062, 'en')).toContain('Trigger: When a Level 7 or above monster is Normal Summoned by your opponent.');
    expect(text(160012062, 'en')).toContain('Cost: Choose two Warrior monsters or Machine monsters in your GY, then shuffle the chosen monsters back into the Deck.');
    expect(text(160012062, 'en')).toContain("you can choose one face-down card your opponent controls, then put the chosen card on the top of its owner's Deck");
    expect(text(160012062, 'ja')).toContain('相手フィールドの裏側表示のカード1枚を選ぶことができる');
    expect(text(160016064, 'en')).toContain('Condition: You have a free Spell & Trap Zone.');
    expect(text(160016064, 'en')).toContain('if the chosen card is face-down on the field and you control a face-up monster, you can choose one face-up monster you control');
    expect(text(160016064, 'ja')).toContain('選んだカードが裏側表示で存在し');
    expect(text(160016064, 'zh')).toContain('选择的卡以里侧表示存在');
    expect(text(160320038, 'en')).toBe('Trigger: When a monster your opponent controls declares an attack.\nEffect: Flip every face-up monster your opponent controls face-down into Defense Position.');
    expect(text(160320038, 'zh')).toContain('将对手场上的全部表侧表示的怪兽变成里侧守备表示');
  });

  it('160320009 Bubbleman, 160320013 Hero Boy, 160320002 Burst Wingman, 160019047 Mariner', () => {
    expect(text(160320009, 'en')).toContain('This card was Summoned this turn and there is no card in your hand and you control no other cards.');
    expect(text(160320009, 'ja')).toContain('自分フィールドに他のカードが存在しない');
    expect(text(160320013, 'en')).toContain('Choose one or two Warrior Normal monsters or "Fusion" in your GY, then add the chosen cards to the hand');
    expect(text(160320002, 'en')).toContain("until your opponent's next turn is over, the chosen monster gains 1000 ATK");
    expect(text(160320002, 'zh')).toContain('可以选择对手场上的魔法·陷阱卡1张');
    expect(text(160019047, 'en')).toContain('Condition: You control a face-down Trap card or a face-down Normal Spell card');
    expect(text(160019047, 'ja')).toContain('効果：このターン、このカードは直接攻撃できる。');
  });

  it('160019065 Prisma, 160320011 Argent, 160320030 Elemental Circulation: names listed as materials', () => {
    expect(text(160019065, 'en')).toBe(
      "Cost: Choose one Fusion monster in your Extra Deck, then reveal the chosen monster.\nEffect: Declare one card name that the revealed monster lists among its materials, then this card's name becomes the declared name for the rest of the turn.",
    );
    expect(text(160019065, 'ja')).toContain('見せたモンスターが融合素材に記しているカード名1つを宣言し');
    expect(text(160019065, 'zh')).toContain('宣言给对手观看的怪兽记述为融合素材的1个卡名');
    expect(text(160320011, 'en')).toContain(
      'Reveal the top four cards of your Deck, then choose up to two Normal monsters among the cards revealed from the Deck that the revealed monster lists among its materials',
    );
    expect(text(160320011, 'en')).toContain('then put the cards revealed from the Deck other than the chosen monsters on the bottom of the Deck.');
    expect(text(160320011, 'ja')).toContain('デッキからめくったカードの中の見せたモンスターが融合素材に記している通常モンスター2体までを選ぶ');
    expect(text(160320011, 'zh')).toContain('从卡组翻开的卡中的选择的怪兽以外的全部卡');
    expect(text(160320030, 'en')).toContain('Choose one Level 6-7 Warrior Fusion monster in your Extra Deck that lists a Warrior monster in your hand among its materials');
    expect(text(160320030, 'en')).toContain('then for the rest of this turn, you can activate only the effects of Warrior monsters you control.');
    expect(text(160320030, 'ja')).toContain('自分の手札の戦士族モンスターを融合素材に記したレベル6～7の戦士族融合モンスター1体');
    expect(text(160320030, 'zh')).toContain('自己不能发动自己场上的战士族怪兽以外的怪兽的效果');
  });
});
