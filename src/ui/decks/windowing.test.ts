import { describe, expect, it } from 'vitest';
import { gridLayout, LIST_ROW_H, moveFocus, visibleRows } from './windowing';

describe('card grid windowing', () => {
  it('fits whole columns of at least the minimum width, rows one card tall', () => {
    expect(gridLayout(493, 100, false)).toEqual({ cols: 4, cellW: 117, rowH: 212 });
    expect(gridLayout(340, 100, false).cols).toBe(3);
    expect(gridLayout(50, 100, false).cols).toBe(1);
    expect(gridLayout(400, 100, true)).toEqual({ cols: 1, cellW: 400, rowH: LIST_ROW_H });
  });

  it('draws the rows in view and the overscan only, whatever the list length', () => {
    // 3,200 cards in 4 columns: 800 rows; a 540 px window shows 3 rows, 2 more each side.
    expect(visibleRows(0, 540, 212, 800, 2)).toEqual([0, 4]);
    expect(visibleRows(212 * 400 + 10, 540, 212, 800, 2)).toEqual([398, 404]);
    expect(visibleRows(212 * 800, 540, 212, 800, 2)).toEqual([798, 799]);
    expect(visibleRows(0, 540, 212, 0, 2)).toEqual([0, -1]);
  });

  it('moves the focus like a grid: arrows, Home/End in the row, Ctrl+Home/End, pages', () => {
    expect(moveFocus('ArrowRight', 3, 10, 4, 3, false)).toBe(4);
    expect(moveFocus('ArrowDown', 7, 10, 4, 3, false)).toBe(9);
    expect(moveFocus('ArrowUp', 1, 10, 4, 3, false)).toBe(0);
    expect(moveFocus('Home', 6, 10, 4, 3, false)).toBe(4);
    expect(moveFocus('End', 8, 10, 4, 3, false)).toBe(9);
    expect(moveFocus('End', 0, 10, 4, 3, true)).toBe(9);
    expect(moveFocus('PageDown', 0, 100, 4, 3, false)).toBe(12);
    expect(moveFocus('x', 0, 10, 4, 3, false)).toBeNull();
  });
});
