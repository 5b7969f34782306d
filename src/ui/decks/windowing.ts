// The arithmetic of the card browser's windowed grid: how many columns fit, how tall a row
// is (fixed, from the card size), and which rows to draw for a scroll position.

export interface GridLayout {
  cols: number;
  cellW: number;
  rowH: number;
}

/** Card faces are drawn at this height / width (card.css). */
export const CARD_ASPECT = 1.37;
export const GAP = 8;
export const LIST_ROW_H = 56;
/** Under each face: its copy count, its Forbidden/Limited status and the − button. */
export const FOOT_H = 44;

/** Columns of at least `minCell` px in `width`; a row is one card face tall, its foot and the gap. */
export function gridLayout(width: number, minCell: number, list: boolean): GridLayout {
  if (list) return { cols: 1, cellW: Math.max(0, width), rowH: LIST_ROW_H };
  const w = Math.max(width, minCell);
  const cols = Math.max(1, Math.floor((w + GAP) / (minCell + GAP)));
  const cellW = Math.floor((w - GAP * (cols - 1)) / cols);
  return { cols, cellW, rowH: Math.round(cellW * CARD_ASPECT) + FOOT_H + GAP };
}

/** The rows [first, last] to draw: those in view plus `overscan` more on each side. */
export function visibleRows(scrollTop: number, viewH: number, rowH: number, rows: number, overscan: number): [number, number] {
  if (rows <= 0 || rowH <= 0) return [0, -1];
  const first = Math.max(0, Math.floor(scrollTop / rowH) - overscan);
  const last = Math.min(rows - 1, Math.ceil((scrollTop + Math.max(viewH, rowH)) / rowH) - 1 + overscan);
  return [first, Math.max(first, last)];
}

/** Where an arrow, Home/End or Page key moves the focus in a grid of `n` cells. */
export function moveFocus(key: string, i: number, n: number, cols: number, pageRows: number, ctrl: boolean): number | null {
  const clamp = (x: number): number => Math.max(0, Math.min(n - 1, x));
  switch (key) {
    case 'ArrowRight':
      return clamp(i + 1);
    case 'ArrowLeft':
      return clamp(i - 1);
    case 'ArrowDown':
      return clamp(i + cols);
    case 'ArrowUp':
      return clamp(i - cols);
    case 'Home':
      return ctrl ? 0 : i - (i % cols);
    case 'End':
      return ctrl ? n - 1 : clamp(i - (i % cols) + cols - 1);
    case 'PageDown':
      return clamp(i + cols * Math.max(1, pageRows));
    case 'PageUp':
      return clamp(i - cols * Math.max(1, pageRows));
    default:
      return null;
  }
}
