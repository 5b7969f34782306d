// The card text of `fusionSummon` `placeFilters` and `fieldCount`: what the materials taken from
// each place must be, and how many come from the field, in every language.
import type { TextLang } from '../terms';

/** Per place: its count (the field's only), and the kind of monster, already worded (or null). */
export interface PlaceWords {
  field?: { n?: number; kind: string | null };
  hand?: string;
  gy?: string;
}

const EN_N = ['zero', 'one', 'two', 'three'];

export const PLACE_MATERIALS: Readonly<Record<TextLang, (summon: string, w: PlaceWords) => string>> = {
  en: (t, w) => {
    const parts: string[] = [];
    if (w.field) parts.push(`${w.field.n !== undefined ? `exactly ${EN_N[w.field.n] ?? w.field.n} of them from your field` : 'those from your field'}${w.field.kind ? `, each ${w.field.kind}` : ''}`);
    if (w.hand) parts.push(`those from your hand, each ${w.hand}`);
    if (w.gy) parts.push(`those from your GY, each ${w.gy}`);
    return `${t} (${parts.join('; ')})`;
  },
  ja: (t, w) => {
    const parts: string[] = [];
    if (w.field) parts.push(`フィールドの素材は${w.field.n !== undefined ? `ちょうど${w.field.n}体` : ''}${w.field.kind ? `で${w.field.kind}` : ''}`);
    if (w.hand) parts.push(`手札の素材は${w.hand}`);
    if (w.gy) parts.push(`墓地の素材は${w.gy}`);
    return `${t}（${parts.join('、')}）`;
  },
  zh: (t, w) => {
    const parts: string[] = [];
    if (w.field) parts.push(`场上的素材${w.field.n !== undefined ? `恰好${w.field.n}只` : ''}${w.field.kind ? `，是${w.field.kind}` : ''}`);
    if (w.hand) parts.push(`手牌的素材是${w.hand}`);
    if (w.gy) parts.push(`墓地的素材是${w.gy}`);
    return `${t}（${parts.join('；')}）`;
  },
};
