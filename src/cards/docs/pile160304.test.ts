// Cards of set 160304 of the pile stream. Figures come from each card's official text (BabelCDB
// cards-rush.cdb), reworded in the test names; each card also has at least one refusal.
import { describe, expect, it } from 'vitest';
import { inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import { docById } from './testkit';
import { poolCard } from '../pool';
import { cardDocText } from '../../i18n/cardText/index';

const KEEPER = 160002001;
const STRIKER = 160002020;
const dragon = (ref: string, level: number) => mk(ref, 2000, 0, level, { race: 'Dragon' });

describe('160304023 Sportsdragon Connection', () => {
  const b = (keeper: boolean, level = 6) =>
    board({ hand: [card(160304023, 'sc'), dragon('dr', level)], monsters: keeper ? [atkPos(card(KEEPER, 'kp'))] : [], graveyard: [card(STRIKER, 'st')] });
  it('160304023 Sportsdragon Connection: a Level 6 Dragon Normal Monster is summoned from the hand, and with Keeper face-up Striker returns to the hand', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'sc' }, { do: 'choose', cards: ['dr'] }, { do: 'choose', option: 0 }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['st'] }]);
    expect([onFieldRef(p, 'dr'), inHand(p, 'st')]).toEqual([true, true]);
  });
  it('160304023 Sportsdragon Connection: without a face-up Keeper the summon happens and no card is offered back', () => {
    const p = playOk(b(false), [{ do: 'activate', card: 'sc' }, { do: 'choose', cards: ['dr'] }, { do: 'choose', option: 1 }]);
    expect([onFieldRef(p, 'dr'), inHand(p, 'st'), p.state.pending?.kind]).toEqual([true, false, 'main']);
  });
  it('160304023 Sportsdragon Connection refused: the only Dragon Normal Monster is Level 4', () => {
    expect(offered(playOk(b(true, 4), []), 'sc')).toBe(false);
  });
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
