// Shrinker Shrimp's generated text in each language (its cases, and Pair Production's, are in
// src/cards/cases/160202.json).
import { describe, expect, it } from 'vitest';
import { cardDocText } from '../../i18n/cardText';
import { docById } from '../testing/docs';

const SHRIMP = 160202049;

describe('160202049 Shrinker Shrimp', () => {
  it('160202049 Shrinker Shrimp: its text names the cost cards as the ones sent to the GY, apart from the chosen target', () => {
    const en = cardDocText(docById(SHRIMP), 'en', () => '');
    expect(en).toContain('then send the chosen monsters to the GY.');
    expect(en).toContain('the chosen monster loses 300 ATK for each of the cards sent to the GY');
    expect(cardDocText(docById(SHRIMP), 'ja', () => '')).toContain('墓地へ送ったカードの数×300ダウンする');
    expect(cardDocText(docById(SHRIMP), 'zh', () => '')).toContain('下降送去墓地的卡的数量×300');
  });
});
