import { describe, expect, it } from 'vitest';
import type { CardDef } from '../engine';
import { typeLine } from './cardLook';

const magician: CardDef = { id: 160301001, name: 'Sevens Road Magician', kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Spellcaster', level: 7, atk: 2100, def: 1500, legend: false };
const field: CardDef = { id: 1, name: 'A Field', kind: 'spell', spellKind: 'field', legend: false };

describe('the type line of a card in the interface language', () => {
  it('names the Attribute, Type and kind in English, Japanese and Chinese', () => {
    expect(typeLine(magician, 'en')).toBe('DARK / Spellcaster / Effect');
    expect(typeLine(magician, 'ja')).toBe('闇属性/魔法使い族/効果');
    expect(typeLine(magician, 'zh')).toBe('暗属性/魔法师族/效果');
  });
  it('names Spell and Trap kinds', () => {
    expect(typeLine(field, 'en')).toBe('Spell (Field)');
    expect(typeLine(field, 'ja')).toBe('フィールド魔法');
    expect(typeLine({ id: 2, name: 'A Trap', kind: 'trap', legend: false }, 'zh')).toBe('陷阱');
  });
});
