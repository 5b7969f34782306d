// The card text of a `battleWin` effect with `byAttacker` (engine: battle.ts afterAttackerWin):
// the timing is a battle won by any attacking monster you control, of that original Type when
// given, whose victim went to the GY.
import { raceName, type TextLang } from '../terms';

const TIMING: Readonly<Record<TextLang, (race: string | undefined) => string>> = {
  en: (r) => `a monster you control${r ? ` whose original Type is ${raceName(r, 'en')}` : ''} attacks and destroys a monster in battle, and that monster goes to the GY`,
  ja: (r) => `自分の${r ? `元々の種族が${raceName(r, 'ja')}の` : ''}攻撃モンスターが戦闘でモンスターを破壊し墓地へ送った時`,
  zh: (r) => `自己的${r ? `原本种族是${raceName(r, 'zh')}的` : ''}攻击怪兽战斗破坏怪兽送去墓地时`,
};

export const battleWinByAttackerTiming = (lang: TextLang, race: string | undefined): string => TIMING[lang](race);
