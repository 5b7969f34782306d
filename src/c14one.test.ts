import { it } from 'vitest';
import { effectTextOf } from './i18n/cardText/effectText';
import { builtinRuleset } from './cards/ruleset';
it('one', () => { for (const id of (process.env.IDS ?? '').split(',')) console.log(effectTextOf(builtinRuleset(), Number(id), 'en')); });
