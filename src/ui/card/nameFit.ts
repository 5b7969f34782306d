// A card's full name always fits its name box: it wraps onto up to three lines and shrinks
// with its length, never cut with an ellipsis (which used to hide the [L] / [R] of a piece).

const WIDE = /[\u3000-\u9fff\uff00-\uffef]/;

/** Length in "narrow letters": Japanese and full-width letters count nearly double. */
export function nameWidth(name: string): number {
  let n = 0;
  for (const ch of name) n += WIDE.test(ch) ? 1.8 : 1;
  return n;
}

/** The font scale (1 = the card's text size) for a name of this width. */
export function nameScale(name: string): number {
  const w = nameWidth(name);
  return w <= 16 ? 1 : Math.max(0.55, Math.round(Math.sqrt(16 / w) * 100) / 100);
}

/** "[L]" / "[R]" (or the full-width ［Ｌ］ of Japanese names) at the end of a piece's name. */
export function pieceMark(name: string): 'L' | 'R' | null {
  const m = /[[［]([LRＬＲ])[\]］]\s*$/.exec(name);
  if (!m) return null;
  return m[1] === 'L' || m[1] === 'Ｌ' ? 'L' : 'R';
}
