import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeZip } from '../../../e2e/zipFixture';
import { GRID_EN, GRID_JA, GRID_ZH } from '../../i18n/deckGrid';
import { crc32, CRC32_START, crc32End } from './crc32';
import { importZip } from './importImages';
import { readZipDirectory, readZipEntry, readZipEntryChunks, ZipError } from './zip';

const putAll = vi.hoisted(() => vi.fn((m?: ReadonlyMap<number, Blob>) => Promise.resolve(m?.size ?? 0)));
vi.mock('./imageStore', () => ({ putAll }));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(300).fill(7)]);
const blobOf = (b: Buffer): Blob => new Blob([new Uint8Array(b)]);
const inPool = (id: number): boolean => id === 160202002 || id === 160001000;

/** Bytes that do not compress: the deflated entry is as big as the picture, in many chunks. */
function noise(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  out.set([0xff, 0xd8, 0xff, 0xe0]);
  return out;
}

beforeEach(() => putAll.mockClear());

describe('zip entries are checked against their CRC-32', () => {
  it('CRC-32 of "123456789" is 0xCBF43926, fed whole or in pieces', () => {
    const b = new TextEncoder().encode('123456789');
    expect(crc32End(crc32(b))).toBe(0xcbf43926);
    expect(crc32End(crc32(b.subarray(4), crc32(b.subarray(0, 4), CRC32_START)))).toBe(0xcbf43926);
  });

  it('a stored or deflated entry whose data does not match its CRC-32 is refused, naming the entry', async () => {
    for (const deflate of [false, true]) {
      const zip = blobOf(makeZip([{ name: 'pics/160202002.jpg', data: JPEG, deflate, crc: 0x12345678 }]));
      const [e] = await readZipDirectory(zip);
      await expect(readZipEntry(zip, e!)).rejects.toEqual(new ZipError('crc', 'pics/160202002.jpg'));
    }
  });

  it('one flipped byte in a stored entry is found by the CRC-32 (its size is still right)', async () => {
    const bytes = makeZip([{ name: '160202002.jpg', data: JPEG }]);
    const at = 30 + '160202002.jpg'.length + 100;
    bytes.writeUInt8(bytes.readUInt8(at) ^ 1, at);
    const zip = blobOf(bytes);
    const [e] = await readZipDirectory(zip);
    await expect(readZipEntry(zip, e!)).rejects.toMatchObject({ problem: 'crc', entry: '160202002.jpg' });
  });

  it('a 1 MB picture arrives in several chunks and is checked across them', async () => {
    const big = noise(1 << 20);
    const zip = blobOf(makeZip([{ name: '160202002.jpg', data: big, deflate: true }]));
    const [e] = await readZipDirectory(zip);
    const parts = await readZipEntryChunks(zip, e!);
    expect(parts!.length).toBeGreaterThan(1);
    // (Buffer.equals: a deep toEqual over a million bytes is slow.)
    expect(Buffer.from((await readZipEntry(zip, e!))!).equals(Buffer.from(big))).toBe(true);
  });

  it('an entry that inflates to more than its stated size is stopped as damaged', async () => {
    const bytes = makeZip([{ name: '160202002.jpg', data: JPEG, deflate: true }]);
    // The central directory says 10 bytes uncompressed; the data inflates to 304.
    const dir = bytes.length - 22 - (46 + '160202002.jpg'.length);
    bytes.writeUInt32LE(10, dir + 24);
    const zip = blobOf(bytes);
    const [e] = await readZipDirectory(zip);
    await expect(readZipEntry(zip, e!)).rejects.toEqual(new ZipError('damaged', '160202002.jpg'));
  });

  it('importing a zip with one corrupt picture stores nothing and says which entry', async () => {
    const good = { name: 'pics/160001000.jpg', data: JPEG, deflate: true };
    const bad = { name: 'pics/160202002.jpg', data: JPEG, deflate: true, crc: 1 };
    const r = await importZip(blobOf(makeZip([good, bad])), inPool);
    expect(r).toEqual({ ok: false, problem: 'crc', entry: 'pics/160202002.jpg' });
    expect(putAll).not.toHaveBeenCalled();
    const ok = await importZip(blobOf(makeZip([good, { ...bad, crc: undefined }])), inPool);
    expect(ok).toMatchObject({ ok: true, added: 2 });
    expect(putAll).toHaveBeenCalledTimes(1);
    expect([...(putAll.mock.calls[0]?.[0]?.keys() ?? [])].sort()).toEqual([160001000, 160202002]);
  });

  it('the CRC error is written in English, Japanese and Chinese with the file and the entry', () => {
    for (const table of [GRID_EN, GRID_JA, GRID_ZH]) {
      expect(table['img.err.crc']).toContain('{file}');
      expect(table['img.err.crc']).toContain('{entry}');
      expect(table['img.err.crc']).toContain('CRC-32');
    }
  });
});

