import { describe, expect, it } from 'vitest';
import { makeZip } from '../../../e2e/zipFixture';
import { CARD_POOL } from '../../cards/pool';
import { cardIdOf as idOf, imageType } from './importImages';
import { readZipDirectory, readZipEntry, ZipError } from './zip';
import { GRID_EN, GRID_JA, GRID_ZH } from '../../i18n/deckGrid';

const cardIdOf = (path: string, has = (id: number) => CARD_POOL.has(id)) => idOf(path, has);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(300).fill(7)]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('zip reader', () => {
  it('lists entries and reads stored and deflated ones', async () => {
    const zip = new Blob([new Uint8Array(makeZip([{ name: 'pics/160202002.jpg', data: JPEG, deflate: true }, { name: 'pics/160001000.png', data: PNG }, { name: 'readme.txt', data: new TextEncoder().encode('hi') }]))]);
    const entries = await readZipDirectory(zip);
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ['pics/160202002.jpg', 8],
      ['pics/160001000.png', 0],
      ['readme.txt', 0],
    ]);
    expect(await readZipEntry(zip, entries[0]!)).toEqual(JPEG);
    expect(await readZipEntry(zip, entries[1]!)).toEqual(PNG);
  });

  it('refuses what is not a zip, and a damaged one, with a reason', async () => {
    await expect(readZipDirectory(new Blob([new Uint8Array(100).fill(1)]))).rejects.toEqual(new ZipError('notZip'));
    await expect(readZipDirectory(new Blob(['tiny']))).rejects.toEqual(new ZipError('notZip'));
    const bytes = makeZip([{ name: '160202002.jpg', data: JPEG, deflate: true }]);
    // Garble the deflated data: the entry cannot be inflated to its size.
    bytes.fill(0xff, 30 + 13, 30 + 13 + 8);
    const zip = new Blob([new Uint8Array(bytes)]);
    const [e] = await readZipDirectory(zip);
    await expect(readZipEntry(zip, e!)).rejects.toBeInstanceOf(ZipError);
  });
});

describe('card pictures', () => {
  it('names: <id>.jpg or .png, in pics/ or not; field art and other names are not card faces; reprints count for the first printing', () => {
    expect(cardIdOf('pics/160202002.jpg')).toEqual({ fileId: 160202002, cardId: 160202002 });
    expect(cardIdOf('ProjectIgnis/pics/160001000.PNG')).toEqual({ fileId: 160001000, cardId: 160001000 });
    expect(cardIdOf('pics/field/160202002.jpg')).toBeNull();
    expect(cardIdOf('pics/cover.jpg')).toBeNull();
    expect(cardIdOf('pics/89631139.jpg')).toBe('notCard');
    expect(cardIdOf('pics/160999.jpg', (id) => id === 160999)).toEqual({ fileId: 160999, cardId: 160999 });
  });

  it('knows a JPEG and a PNG by their bytes', () => {
    expect(imageType(JPEG)).toBe('image/jpeg');
    expect(imageType(PNG)).toBe('image/png');
    expect(imageType(new TextEncoder().encode('<html>'))).toBeNull();
  });

  it('every grid and image string in Japanese and Chinese, with the same placeholders', () => {
    const holes = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const table of [GRID_JA, GRID_ZH]) {
      for (const [k, en] of Object.entries(GRID_EN)) {
        const s = table[k as keyof typeof GRID_EN];
        expect(s, k).toBeTruthy();
        expect(holes(s), k).toEqual(holes(en));
      }
    }
  });
});
