// A card's full name always fits its name box: it wraps onto up to three lines and shrinks
// with its length, never cut with an ellipsis (which used to hide the [L] / [R] of a piece).

const WIDE = /[\u3000-\u9fff\uff00-\uffef]/;

/** Length in "narrow letters": Japanese and full-width letters count nearly double. */
export function nameWidth(name: string): number {
  let n = 0;
  for (const ch of name) n += WIDE.test(ch) ? 1.8 : 1;
  return n;
}

/**
 * Narrow letters of one unbreakable word that fit a line of the name box at full size (the box
 * is about 5.9 times the card's text size wide; bold letters are up to 0.68 of it).
 */
const LINE = 8.2;

/** The longest run of letters a line may not break (Japanese breaks between any two letters). */
function longestWord(name: string): number {
  return Math.max(0, ...name.split(/[\s\u3000-\u9fff\uff00-\uffef]+/).map((w) => w.length));
}

/**
 * The font scale (1 = the card's text size) for a name: shrinks with its length, and enough
 * that its longest word fits one line ("Doomblaze" was cut as "Doomblaz / e").
 */
export function nameScale(name: string): number {
  const w = nameWidth(name);
  const byLength = w <= 16 ? 1 : Math.sqrt(16 / w);
  const word = longestWord(name);
  const byWord = word <= LINE ? 1 : LINE / word;
  return Math.max(0.55, Math.floor(Math.min(byLength, byWord) * 100) / 100);
}

/** "[L]" / "[R]" (or the full-width ［Ｌ］ of Japanese names) at the end of a piece's name. */
export function pieceMark(name: string): 'L' | 'R' | null {
  const m = /[[［]([LRＬＲ])[\]］]\s*$/.exec(name);
  if (!m) return null;
  return m[1] === 'L' || m[1] === 'Ｌ' ? 'L' : 'R';
}
