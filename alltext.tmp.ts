import { BUILTIN_DOCS } from './src/cards/docs/builtinDocs';
import { cardDocText } from './src/i18n/cardText';
import { CARD_POOL } from './src/cards/pool';
const name = (id: number) => CARD_POOL.get(id)?.name ?? String(id);
for (const d of BUILTIN_DOCS as any[]) {
  try { console.log(d.id + '\t' + cardDocText(d, (process.argv[2] ?? 'en') as any, name as any).replace(/\n/g, ' | ')); } catch (e) { console.log(d.id + '\tERR ' + e); }
}
