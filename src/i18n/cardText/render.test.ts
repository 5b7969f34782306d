// Card text generated from card documents, checked against what the cards do (their
// official effects, reworded): the figures and the targets must come out right in each language.
import { describe, expect, it } from 'vitest';
import { CARD_DOCS } from '../../cards/docs';
import { docById } from '../../cards/testing/docs';
import { poolCard } from '../../cards/pool';
import type { CardDoc } from '../../engine/docs';
import { cardDocText, type TextLang } from './index';

const text = (id: number, lang: TextLang, names: 'en' | 'ja' = 'en') =>
  cardDocText(docById(id), lang, (c) => (names === 'ja' ? (poolCard(c)?.nameJa ?? '') : (poolCard(c)?.name ?? '')));

describe('generated card text', () => {
  it('160003056 Counter Shield: the attacker loses 1000 ATK; cost shuffles a Normal Monster with 1000+ DEF from the GY', () => {
    expect(text(160003056, 'en')).toBe(
      [
        'Trigger: When a monster your opponent controls declares an attack on a face-up Normal monster you control.',
        'Cost: Choose one Normal monster with DEF of 1000 or more in your GY, then shuffle the chosen monster back into the Deck.',
        'Effect: For the rest of the turn, the attacker loses 1000 ATK.',
      ].join('\n'),
    );
    expect(text(160003056, 'ja')).toContain('効果：その攻撃モンスターの攻撃力はターン終了時まで1000ダウンする。');
    expect(text(160003056, 'ja')).toContain('自分の墓地の守備力1000以上の通常モンスター1体');
    expect(text(160003056, 'zh')).toContain('效果：那只攻击怪兽的攻击力直到回合结束时下降1000。');
  });

  it('160301001 Sevens Road Magician: 300 ATK per different Attribute in the GY', () => {
    expect(text(160301001, 'en')).toContain('For the rest of the turn, this card gains 300 ATK for each different Attribute among the monsters in your GY.');
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
    expect(text(160202019, 'en')).toBe('Trigger: When a monster with ATK of 1000 or more is Normal Summoned by your opponent.\nEffect: Destroy the summoned monster.');
    expect(text(160411003, 'en')).toBe('Effect: Draw two cards.');
    expect(text(160411003, 'ja')).toBe('効果：自分はデッキから2枚ドローする。');
    expect(text(160411003, 'zh')).toBe('效果：自己从卡组抽2张卡。');
  });

  it('continuous effects: 160024065 Bladedge, 160010024 Ultra Violady, 160202002 Magnum Overlord [MAXIMUM]', () => {
    expect(text(160024065, 'en')).toBe(
      'Continuous: This card deals piercing battle damage. This card gains 1000 ATK as long as it is your turn and there is a face-up "Skyscraper" on the field.',
    );
    expect(text(160010024, 'en')).toBe('Continuous: Neither player can Special Summon a Level 7 monster from the GY.');
    expect(text(160010024, 'ja')).toBe('永続効果：お互いに墓地からレベル7のモンスターを特殊召喚できない。');
    expect(text(160202002, 'en')).toBe("[MAXIMUM] Continuous: This card cannot be destroyed by effects of Traps your opponent controls.");
    expect(text(160202002, 'zh')).toBe('【极大】永续效果：这张卡不会被对手的陷阱效果破坏。');
  });

  it('160007042 Magnum Overbase: 400 ATK for Level 7+ Machines; Level 10 Machines safe from Spell and Trap effects', () => {
    const en = text(160007042, 'en');
    expect(en).toContain("Condition: Your LP are lower than your opponent's.");
    expect(en).toContain('Every face-up Level 7 or above Machine monster on the field gains 400 ATK.');
    expect(en).toContain('Spell or Trap effects cannot destroy any face-up Level 10 Machine monster on the field.');
  });

  it('160010101 Blue-Fang Burst Dragon: 300 ATK for each monster it destroyed', () => {
    expect(text(160010101, 'en')).toContain('Destroy every face-up monster with ATK of 1500 or less your opponent controls');
    expect(text(160010101, 'en')).toContain('for the rest of the turn, this card gains 300 ATK for each of the destroyed cards');
    expect(text(160010101, 'ja')).toContain('相手フィールドの表側表示の攻撃力1500以下のモンスター全てを破壊する');
    expect(text(160010101, 'ja')).toContain('破壊したカードの数×300アップする');
    expect(text(160010101, 'zh')).toContain('上升被破坏的卡的数量×300');
  });

  it('160302011 Dragonic Pressure: may revive a Level 4 or lower Dragon in face-up Defense Position', () => {
    expect(text(160302011, 'en')).toContain('Cost: Choose three Dragon monsters in your hand');
    expect(text(160302011, 'en')).toContain('you can choose one Level 4 or below Dragon monster in your GY, then Special Summon the chosen monster in face-up Defense Position.');
    expect(text(160302011, 'ja')).toContain('レベル4以下のドラゴン族モンスター1体を選ぶことができる。その後、選んだモンスターを表側守備表示で特殊召喚する。');
    expect(text(160302011, 'zh')).toContain('将选择的怪兽以表侧守备表示特殊召唤');
  });

  it('160302014 Vengeful Dragon\'s Counterattack: a Dragon destroyed by the attack of the opponent', () => {
    expect(text(160302014, 'en')).toContain("Trigger: When a Dragon monster you control is destroyed by battle with your opponent's attacking monster.");
    expect(text(160302014, 'ja')).toContain('発動条件：自分フィールドのドラゴン族モンスターが相手モンスターの攻撃で破壊された時。');
    expect(text(160302014, 'zh')).toContain('发动时机：自己场上的龙族怪兽被对手怪兽的攻击破坏时。');
  });

  it('160315001 Red-Boot Boost Dragon and 160202003 Magnum Overlord [R]: values counted from the chosen monsters', () => {
    expect(text(160315001, 'en')).toContain('Choose one to seven Dragon monsters in your GY, then your opponent takes 100 damage for each of the chosen monsters');
    expect(text(160315001, 'ja')).toContain('相手に選んだモンスターの数×100ダメージを与える');
    expect(text(160315001, 'zh')).toContain('给予对手选择的怪兽的数量×100伤害');
    expect(text(160202003, 'en')).toContain('for the rest of the turn, this card gains 200 ATK for each Level of the chosen monster');
    expect(text(160202003, 'ja')).toContain('選んだモンスターのレベル×200アップする');
    expect(text(160202003, 'zh')).toContain('上升选择的怪兽的等级×200');
  });

  it('160202050 Heavenly Gift and 160207024 Super Electromagnetic Maximum', () => {
    expect(text(160202050, 'en')).toContain('if the Levels of the chosen monsters add up to 10 or more and there are at least two cards in your Deck, you can draw two cards');
    expect(text(160202050, 'ja')).toContain('選んだモンスターのレベルの合計が10以上であり');
    expect(text(160207024, 'en')).toContain('Cost: Choose one Level 10 Machine monster in your hand, then reveal the chosen monster.');
    expect(text(160207024, 'en')).toContain('you cannot Normal Summon or Set monsters for the rest of this turn');
    expect(text(160207024, 'ja')).toContain('自分の手札のレベル10の機械族モンスター1体を選ぶ');
    expect(text(160207024, 'zh')).toContain('自己不能把怪兽通常召唤·盖放');
  });

  it('160001039 Road Magic - Tempest and 160001043 Darkness Approaches: changing battle positions', () => {
    expect(text(160001039, 'en')).toContain('Choose one to three monsters your opponent controls, then change the battle position of the chosen monsters (face-up Defense Position for one in Attack Position, face-up Attack Position for one in Defense Position)');
    expect(text(160001039, 'ja')).toContain('選んだモンスターの表示形式を変更する');
    expect(text(160001039, 'zh')).toContain('变更选择的怪兽的表示形式');
    expect(text(160001043, 'en')).toContain('flip the chosen monster face-down into Defense Position');
    expect(text(160001043, 'ja')).toContain('裏側守備表示にする');
  });

  it('160001025 Sportsdragon Slugger, 160002029 Super King Rex and 160001045 Mountain: attack bans, summoned this turn, DEF', () => {
    expect(text(160001025, 'en')).toContain('Condition: You control no other monsters.');
    expect(text(160001025, 'en')).toContain('this turn, your Level 6 or below monsters cannot attack');
    expect(text(160001025, 'ja')).toContain('このターン、自分フィールドのレベル6以下のモンスターは攻撃できない');
    expect(text(160001025, 'zh')).toContain('不能攻击');
    expect(text(160002029, 'en')).toContain('Condition: This card was Summoned this turn.');
    expect(text(160002029, 'ja')).toContain('条件：このカードがこのターンに召喚されている。');
    expect(text(160001045, 'en')).toContain('on the field gains 200 ATK and DEF.');
    expect(text(160001045, 'ja')).toContain('守備力は200アップする');
    expect(text(160001045, 'zh')).toContain('守备力上升200');
  });

  it('160001048 Gust: a Spell destroyed by the opponent; 160401001 Sevens Road Witch: the chosen monster is a named card', () => {
    expect(text(160001048, 'en')).toContain("Trigger: When a Spell card you control is destroyed by your opponent's card effect.");
    expect(text(160001048, 'ja')).toContain('自分フィールドの魔法カード');
    expect(text(160401001, 'en')).toContain('if the chosen monster is "Sevens Road Magician", for the rest of the turn, this card gains 400 ATK');
    expect(text(160401001, 'ja', 'ja')).toContain('選んだモンスターが「セブンスロード・マジシャン」である場合');
    expect(text(160401001, 'zh')).toContain('选择的怪兽是「Sevens Road Magician」的场合');
  });

  it('160002027 Dian Keto and 160001033 Sonic Attacker gain LP; 160002036 Tectonic Shift: ATK equal to the highest ATK in the GY', () => {
    expect(text(160002027, 'en')).toContain('Effect: You gain 1000 LP.');
    expect(text(160002027, 'ja')).toContain('効果：自分は1000LP回復する。');
    expect(text(160002027, 'zh')).toContain('效果：自己回复1000基本分。');
    expect(text(160001033, 'en')).toContain('Your opponent gains 1000 LP, then for the rest of the turn, this card gains 1000 ATK');
    expect(text(160002036, 'en')).toContain('for the rest of the turn, the chosen monster loses as much ATK as the highest ATK among the monsters in your GY');
    expect(text(160002036, 'ja')).toContain('自分の墓地のモンスターのうち最も高い攻撃力の数値分ダウンする');
    expect(text(160002036, 'zh')).toContain('下降自己墓地的怪兽中最高的攻击力的数值');
  });

  it("160002033 Archfiend's Summoning Flute: two conditions in one sentence; 160404003 Inferno Fire Blast: a named monster cannot attack", () => {
    expect(text(160002033, 'en')).toContain('Condition: You control no other monsters and there are at least three Normal monsters in your GY.');
    expect(text(160002033, 'ja')).toContain('条件：自分フィールドに他のモンスターが存在せず、自分の墓地に通常モンスター3体以上が存在する。');
    expect(text(160002033, 'zh')).toContain('条件：自己场上的其他的怪兽不存在，且自己墓地的通常怪兽3只以上存在。');
    expect(text(160404003, 'en')).toContain('Your opponent takes 2400 damage, then this turn, your "Red-Eyes Black Dragon" cannot attack.');
    expect(text(160004024, 'en')).toContain('Condition: There is a face-up Field Spell card on the field.');
    expect(text(160004024, 'ja')).toContain('フィールド魔法カード');
  });

  it('160003025 Miragias, 160003026 Kesshin, 160003044 Blazing Chestnut, 160202022 Santa Cloth: second attacks, cards sent to the GY, counted draws', () => {
    expect(text(160003025, 'en')).toContain('for the rest of the turn, the chosen monsters lose 1500 ATK, then this turn, if this card destroys a monster in battle, it may attack a monster once more in that Battle Phase');
    expect(text(160003025, 'ja')).toContain('このカードが戦闘でモンスターを破壊した場合、そのバトルフェイズ中にもう1度モンスターに攻撃できる');
    expect(text(160003026, 'en')).toBe('Cost: Send every card in your hand to the GY.\nEffect: For the rest of the turn, this card gains 600 ATK for each of the cards sent to the GY.');
    expect(text(160003026, 'zh')).toContain('上升送去墓地的卡的数量×600');
    expect(text(160003044, 'en')).toContain('if the card sent to the GY is a monster, choose one face-up Warrior monster you control');
    expect(text(160003044, 'ja')).toContain('墓地へ送ったカードがモンスターである場合');
    expect(text(160202022, 'en')).toContain('Your opponent draws one card for each monster your opponent controls, then you gain 300 LP for each monster your opponent controls.');
    expect(text(160202022, 'ja')).toContain('条件：このカードがこのターンに召喚されており、相手フィールドにモンスターが存在する。');
    expect(text(160003037, 'en')).toContain("this turn, the chosen monster cannot be destroyed by effects of Traps your opponent controls");
  });

  it('160001034 Mask of Volos: the original ATK becomes 1500; 160003014 Sparkhearts Girl: Set from the GY', () => {
    expect(text(160001034, 'en')).toContain('the original ATK of the chosen monster becomes 1500 for the rest of the turn');
    expect(text(160001034, 'ja')).toContain('選んだモンスターの元々の攻撃力はターン終了時まで1500になる');
    expect(text(160001034, 'zh')).toContain('选择的怪兽的原本攻击力直到回合结束时变成1500');
    expect(text(160003014, 'en')).toContain('you can choose up to one "Sparks" in your GY, then choose up to one "Curtain of Sparks" in your GY, then Set the chosen card in your Spell & Trap Zone');
    expect(text(160003014, 'ja')).toContain('魔法＆罠ゾーンにセットする');
    expect(text(160003014, 'zh')).toContain('在自己的魔法与陷阱区域盖放');
  });

  it('160302001 Multistrike Dragon Dragias, 160422001 Dragias Burst [L]: a second attack after a win; 2 more attacks on monsters, then shuffled in at the End Phase', () => {
    expect(text(160302001, 'en')).toContain('Effect: This turn, if this card destroys a monster in battle, it may attack once more in that Battle Phase.');
    expect(text(160422001, 'en')).toMatch(/^\[MAXIMUM\] Condition: You can still enter the Battle Phase this turn\./);
    expect(text(160422001, 'en')).toContain('this card can make two extra attacks on monsters (not after attacking directly), then during the End Phase of this turn, shuffle this card back into the Deck');
    expect(text(160422001, 'ja')).toContain('モンスターへ2回まで追加で攻撃できる');
    expect(text(160422001, 'ja')).toContain('このターンのエンドフェイズに、このカードをデッキに戻してシャッフルする');
    expect(text(160422001, 'zh')).toContain('这个回合的结束阶段，将这张卡返回卡组并洗切');
  });

  it("160402003 Road Magic - Flowback, 160201025 Genie's Fire Breath: an opponent's card goes back to its owner's hand", () => {
    expect(text(160402003, 'en')).toContain("Choose one monster your opponent controls, then return the chosen monster to its owner's hand.");
    expect(text(160402003, 'ja')).toContain('選んだモンスターを持ち主の手札に戻す');
    expect(text(160402003, 'zh')).toContain('将选择的怪兽返回持有者的手牌');
    expect(text(160201025, 'en')).toContain("return the chosen card to its owner's hand");
    expect(text(160202047, 'en')).toContain('then add the chosen monster to the hand');
  });

  it('160202007, 160004030: a Level or the highest ATK of a one-card choice is worded for that one card', () => {
    expect(text(160202007, 'en')).toContain('if the Level of the chosen monster is 10,');
    expect(text(160202007, 'ja')).toContain('選んだモンスターのレベルが10である場合');
    expect(text(160202007, 'zh')).toContain('选择的怪兽的等级为10的场合');
    expect(text(160004030, 'en')).toContain('your opponent takes as much damage as the ATK of the chosen monster');
    expect(text(160004030, 'ja')).toContain('相手に選んだモンスターの攻撃力のダメージを与える');
    expect(text(160004030, 'zh')).toContain('给予对手选择的怪兽的攻击力的伤害');
    expect(text(160202018, 'en')).toContain('the highest Level among the cards sent to the GY');
  });

  it('160004050 Sogen: the same ATK and DEF gain is one sentence; 160005025: one Battle Phase a turn; 160201028: the LP gap in our own words', () => {
    expect(text(160004050, 'en')).toBe('Continuous: Every face-up Warrior monster or face-up Beast-Warrior monster on the field gains 200 ATK and DEF.');
    expect(text(160004050, 'ja')).toBe('永続効果：フィールドの表側表示の戦士族モンスターまたは表側表示の獣戦士族モンスター全ての攻撃力・守備力は200アップする。');
    expect(text(160004050, 'zh')).toBe('永续效果：场上的全部表侧表示的战士族怪兽或表侧表示的兽战士族怪兽的攻击力·守备力上升200。');
    expect(text(160201016, 'en')).toContain('the chosen monster loses 200 ATK and DEF for each Level of the chosen monster.');
    expect(text(160201016, 'ja')).toContain('選んだモンスターの攻撃力・守備力はターン終了時まで選んだモンスターのレベル×200ダウンする。');
    expect(text(160005025, 'en')).not.toContain('Battle Phase');
    expect(text(160005025, 'en')).toMatch(/can attack twice/);
    expect(text(160201028, 'en')).toContain("Condition: Your LP are 2000 or more below your opponent's.");
  });

  it('a step that says evenIfZero tells the player it works at a count of 0, in each language', () => {
    const psychics = { place: 'monsterZones', side: 'you', filter: { faceUp: true, race: 'Psychic' } } as const;
    const made = (evenIfZero: boolean): CardDoc => ({
      id: 1,
      effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'gainLp', amount: { times: 500, countOf: psychics }, ...(evenIfZero ? { evenIfZero } : {}) }] }],
    });
    const t = (d: CardDoc, lang: TextLang) => cardDocText(d, lang, () => '');
    expect(t(made(true), 'en')).toBe('Effect: You gain 500 LP for each face-up Psychic monster you control (even if that comes to 0).');
    expect(t(made(false), 'en')).toBe('Effect: You gain 500 LP for each face-up Psychic monster you control.');
    expect(t(made(true), 'ja')).toContain('（0でも発動できる）');
    expect(t(made(true), 'zh')).toContain('（为0也可以发动）');
  });

  it('160315032 RB Dragophone: mill 2, then with no monsters revive one of the two named Dragons', () => {
    expect(text(160315032, 'en')).toContain('Send the two cards on top of your Deck to the GY, then if you control no monsters and there is a "Blue-Fang Burst Dragon" or a "Red-Boot Boost Dragon" in your GY, you can choose one');
    expect(text(160315032, 'ja', 'ja')).toContain('自分フィールドにモンスターが存在せず');
    expect(text(160315032, 'zh')).toContain('以表侧表示特殊召唤');
  });

  it('160004039 Type Change Beam, 160212047 Legend Scout: a Type taken from the revealed monster; worth 2 Tributes for a Legend', () => {
    expect(text(160004039, 'en')).toContain('Choose one to three face-up monsters on the field whose Type differs from that of the revealed monster, then the Type of the chosen monsters becomes the Type of the revealed monster for the rest of the turn.');
    expect(text(160004039, 'ja')).toContain('選んだモンスターの種族はターン終了時まで見せたモンスターと同じ種族になる');
    expect(text(160004039, 'zh')).toContain('变成与给对手观看的怪兽相同的种族');
    expect(text(160212047, 'en')).toContain('Condition: There are at least ten cards in your Deck.');
    expect(text(160212047, 'en')).toContain('this card counts as two Tributes when a Legend monster is Tribute Summoned by you in Attack Position');
    expect(text(160212047, 'ja')).toContain('レジェンドモンスターを攻撃表示でアドバンス召喚する場合、2体分のリリースにできる');
    expect(text(160212047, 'zh')).toContain('这张卡可以作为2只的解放');
  });

  it('160202001, 160203001, 160203002 Magnum Overlords: the LP difference, 100 per Level, two summons in chosen positions', () => {
    expect(text(160202001, 'en')).toContain("For the rest of the turn, this card gains as much ATK as the difference between both players' LP.");
    expect(text(160202001, 'ja')).toContain('お互いのLPの差の数値分アップする');
    expect(text(160202001, 'zh')).toContain('双方基本分的差');
    expect(text(160203001, 'en')).toContain('your opponent takes 100 damage for each Level of the chosen monster, then you can add the chosen monster to the hand');
    expect(text(160203001, 'ja')).toContain('相手に選んだモンスターのレベル×100ダメージを与える');
    expect(text(160203002, 'en')).toContain('Cost: Send this card to the GY.');
    expect(text(160203002, 'en')).toContain('Choose one or two monsters in your hand, then Special Summon the chosen monsters in face-up Attack or Defense Position');
    expect(text(160203002, 'zh')).toContain('对手场上的魔法·陷阱卡存在的场合');
  });

  it('160205018 Doomblaze Despair, 160207026 B.B.B.: a Level 8 or lower attacker; piercing for as long as the MAXIMUM monster stays face-up', () => {
    expect(text(160205018, 'en')).toBe(
      [
        'Trigger: When a Level 8 or below monster your opponent controls declares an attack on a face-up MAXIMUM monster you control.',
        'Cost: Pay 600 LP.',
        'Effect: Shuffle the attacker back into the Deck, then if you control a face-up monster in MAXIMUM mode, your opponent takes 600 damage.',
      ].join('\n'),
    );
    expect(text(160205018, 'ja')).toContain('相手フィールドのレベル8以下のモンスターが');
    expect(text(160207026, 'en')).toContain('Cost: Choose two MAXIMUM monsters in your GY, then shuffle the chosen monsters back into the Deck.');
    expect(text(160207026, 'en')).toContain('you can choose that for as long as it stays face-up, every face-up monster in MAXIMUM mode you control deals piercing battle damage');
    expect(text(160207026, 'ja')).toContain('表側表示で存在する限り');
    expect(text(160207026, 'zh')).toContain('只要表侧表示存在，可以使');
  });

  it('160207039 Ascending Weather Eel, 160207041 Deep Sea Dragon Bat Eel: the top 2 cards; as many as revealed, no more than the Deck holds', () => {
    expect(text(160207039, 'en')).toContain('Reveal the top two cards of your Deck, then choose up to one Level 10 monster among the top two cards of your Deck, then add the chosen monster to the hand, then shuffle your Deck.');
    expect(text(160207039, 'ja')).toContain('自分のデッキの上から2枚を相手に見せる');
    expect(text(160207039, 'zh')).toContain('给对手观看自己卡组最上方2张卡');
    expect(text(160207041, 'en')).toContain('Cost: Choose one to three Level 10 monsters in your hand, no more than the number of cards in your Deck, then reveal the chosen monsters.');
    expect(text(160207041, 'en')).toContain('Draw one card for each of the revealed monsters, then choose as many cards in your hand as the revealed monsters, then shuffle the chosen cards back into the Deck.');
    expect(text(160207041, 'ja')).toContain('見せたモンスターと同じ数の自分の手札のカードを選ぶ');
    expect(text(160207041, 'zh')).toContain('选择与给对手观看的怪兽相同数量的自己手牌的卡');
  });

  it('R-EQ-2 R-EQ-3: 160439010 Legendary Sword, 160011042 Qwerty Keyblade: the step equip and the equipped monster, with a condition on it', () => {
    expect(text(160439010, 'en')).toBe('Effect: Equip one face-up Warrior monster on the field with this card.\n\nContinuous: The monster equipped with this card gains 300 ATK and DEF.');
    expect(text(160439010, 'ja')).toBe('効果：フィールドの表側表示の戦士族モンスター1体にこのカードを装備する。\n\n永続効果：装備モンスターの攻撃力・守備力は300アップする。');
    expect(text(160439010, 'zh')).toBe('效果：给场上的表侧表示的战士族怪兽1只装备这张卡。\n\n永续效果：装备怪兽的攻击力·守备力上升300。');
    expect(text(160011042, 'en')).toContain('deals piercing battle damage as long as the monster equipped with this card is a DARK monster.');
    expect(text(160011059, 'en')).toContain('The Level of the monster equipped with this card goes up by 2.');
    expect(text(160011052, 'en')).toContain('The monster equipped with this card can attack twice each turn.');
  });

  it('every document has text in every language, with nothing left unfilled', () => {
    for (const d of CARD_DOCS as CardDoc[]) {
      for (const lang of ['en', 'ja', 'zh'] as const) {
        const t = text(d.id, lang);
        expect(t.length, `${d.id} ${lang}`).toBeGreaterThan(5);
        expect(t, `${d.id} ${lang}`).not.toMatch(/undefined|null|NaN|\{|\}|\[object/);
        // Quoted card names stay in the names' language (English here): only the words around them count.
        if (lang !== 'en') expect(t.replace(/「[^」]*」/g, '「」'), `${d.id} ${lang}`).not.toMatch(/\b(the|your|monster|card)\b/);
      }
    }
  });
});

describe('English articles and nouns of a group', () => {
  it('says "another" in every alternative, never "an other" (Pheptanix Dragon)', () => {
    const en = cardDocText(docById(160023007), 'en', (id) => poolCard(id)?.name ?? String(id));
    expect(en).toContain('another face-up High Dragon monster or another face-up Dragon monster');
    expect(en).not.toMatch(/\ban other\b/);
  });

  it('names monsters taken from the hand or the field as monsters in every language (Swarming Basic Insect)', () => {
    const name = (id: number): string => poolCard(id)?.name ?? String(id);
    expect(cardDocText(docById(160217040), 'en', name)).toContain('Choose one other monster in your hand or on your field');
    expect(cardDocText(docById(160217040), 'ja', name)).toContain('自分の手札・フィールドの他のモンスター1体');
    expect(cardDocText(docById(160217040), 'zh', name)).toContain('自己手牌或场上的其他的怪兽1只');
  });
});
