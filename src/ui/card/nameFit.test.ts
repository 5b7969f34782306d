import { describe, expect, it } from 'vitest';
import { nameScale, nameWidth, pieceMark } from './nameFit';

describe('card names fit without an ellipsis', () => {
  it('keeps short names at full size and shrinks long ones to at least 0.55', () => {
    expect(nameScale('Dark Magician')).toBe(1);
    const long = nameScale('Great Multistrike Dragon Dragias Burst [L]');
    expect(long).toBeLessThan(1);
    expect(long).toBeGreaterThanOrEqual(0.55);
  });
  it('shrinks a short name whose longest word would not fit one line', () => {
    expect(nameScale('Doomblaze Despair')).toBeLessThanOrEqual(8.2 / 9);
    expect(nameScale('Root of Despair')).toBe(1);
    expect(nameScale('Despairacion')).toBeLessThanOrEqual(8.2 / 12);
  });
  it('counts Japanese letters as wide', () => {
    expect(nameWidth('超魔機神')).toBeCloseTo(7.2);
    expect(nameScale('超魔機神マグナム・オーバーロード［Ｌ］')).toBeLessThan(1);
  });
  it('finds the piece mark in English and Japanese names', () => {
    expect(pieceMark('Supreme Machine Magnum Overlord [L]')).toBe('L');
    expect(pieceMark('超魔機神マグナム・オーバーロード［Ｒ］')).toBe('R');
    expect(pieceMark('Supreme Machine Magnum Overlord')).toBeNull();
  });
});
