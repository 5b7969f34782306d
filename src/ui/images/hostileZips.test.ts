// Card-image zips built to hurt (issue 34 item 4), made in memory: many names pointing at one
// big entry, one name repeated, a non-picture worth 8 MB, more files or bytes than one import
// takes, and a cancel. Each is refused or cut short before the bytes are inflated, and nothing
// is stored (putAll is the one write; what was stored before stays).
import { deflateRawSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { crc32, crc32End } from './crc32';
import { importFiles, importZip, MAX_FILES, MAX_TOTAL } from './importImages';
import { readZipDirectory, readZipEntryChunks, ZipError } from './zip';

const putAll = vi.hoisted(() => vi.fn((m?: ReadonlyMap<number, Blob>) => Promise.resolve(m?.size ?? 0)));
vi.mock('./imageStore', () => ({ putAll }));
beforeEach(() => putAll.mockClear());

const anyCard = (): boolean => true;
const EIGHT_MB = 8 * 1024 * 1024 - 16;
const jpegHead = [0xff, 0xd8, 0xff, 0xe0];

const utf8 = new TextEncoder();
interface Part { name: string; data: Uint8Array; deflate?: boolean; crc?: number }
// The same 8 MB body is written many times: deflate it and sum its CRC once (the fixture, not
// the reader under test, was most of this file's time).
const deflated = new WeakMap<Uint8Array, Uint8Array>();
const crcs = new WeakMap<Uint8Array, number>();
const once = <T,>(memo: WeakMap<Uint8Array, T>, data: Uint8Array, make: () => T): T => {
  if (!memo.has(data)) memo.set(data, make());
  return memo.get(data)!;
};
/** A zip of `parts` written once each, and a central directory naming `names[i]` at part `at[i]`. */
function zip(parts: Part[], dir: { name: string; part: number }[]): Blob {
  const out: Uint8Array[] = [];
  const where: { offset: number; body: number; size: number; crc: number; method: number }[] = [];
  let offset = 0;
  const push = (b: Uint8Array): void => {
    out.push(b);
    offset += b.byteLength;
  };
  for (const p of parts) {
    const name = utf8.encode(p.name);
    const body = p.deflate ? once(deflated, p.data, () => new Uint8Array(deflateRawSync(p.data))) : p.data;
    const crc = p.crc ?? once(crcs, p.data, () => crc32End(crc32(p.data)));
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(p.deflate ? 8 : 0, 8);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(body.byteLength, 18);
    h.writeUInt32LE(p.data.byteLength, 22);
    h.writeUInt16LE(name.byteLength, 26);
    where.push({ offset, body: body.byteLength, size: p.data.byteLength, crc, method: p.deflate ? 8 : 0 });
    push(h);
    push(name);
    push(body);
  }
  const dirStart = offset;
  for (const d of dir) {
    const w = where[d.part]!;
    const name = utf8.encode(d.name);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(0x800, 8);
    c.writeUInt16LE(w.method, 10);
    c.writeUInt32LE(w.crc, 16);
    c.writeUInt32LE(w.body, 20);
    c.writeUInt32LE(w.size, 24);
    c.writeUInt16LE(name.byteLength, 28);
    c.writeUInt32LE(w.offset, 42);
    push(c);
    push(name);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(dir.length, 8);
  end.writeUInt16LE(dir.length, 10);
  end.writeUInt32LE(offset - dirStart, 12);
  end.writeUInt32LE(dirStart, 16);
  push(end);
  // Small parts are joined first: a Blob of 120,000 tiny parts is slow to make.
  return new Blob(out.length > 1000 ? [Buffer.concat(out)] : (out as Uint8Array<ArrayBuffer>[]));
}

const timed = async <T>(what: string, f: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  const r = await f();
  console.log(`${what}: ${Math.round(performance.now() - t)} ms`);
  return r;
};

describe('hostile card-image zips', () => {
  const bigJpeg = new Uint8Array(EIGHT_MB);
  bigJpeg.set(jpegHead);

  it('60 names pointing at one 8 MB entry (a 12 KB file asking to store 503 MB) are refused as overlapping, nothing inflated or stored', async () => {
    const names = Array.from({ length: 60 }, (_, i) => ({ name: `${160000001 + i}.jpg`, part: 0 }));
    const bomb = zip([{ name: '160000001.jpg', data: bigJpeg, deflate: true }], names);
    console.log(`overlap bomb: ${bomb.size} bytes, ${(60 * EIGHT_MB) / 1e6} MB asked for`);
    expect(bomb.size).toBeLessThan(20_000);
    await expect(readZipDirectory(bomb)).rejects.toEqual(new ZipError('overlap', '160000001.jpg'));
    const r = await timed('importZip, overlap bomb', () => importZip(bomb, anyCard));
    expect(r).toMatchObject({ ok: false, problem: 'overlap' });
    expect(putAll).not.toHaveBeenCalled();
  });

  it('50 entries under one name, each an 8 MB non-picture, are looked at once: the name is taken after the first', async () => {
    const junk = new Uint8Array(EIGHT_MB);
    const parts = Array.from({ length: 50 }, () => ({ name: '160000001.jpg', data: junk, deflate: true }));
    const z = zip(parts, parts.map((_, i) => ({ name: '160000001.jpg', part: i })));
    const r = await timed('importZip, 50 same-name 8 MB non-pictures', () => importZip(z, anyCard));
    expect(r).toMatchObject({ ok: false, problem: 'noImages', summary: { notImage: 1 } });
    expect(putAll).not.toHaveBeenCalled();
  });

  it('a picture whose first bytes are no JPEG or PNG is dropped before the rest is inflated (its damaged tail is never reached)', async () => {
    const junk = new Uint8Array(EIGHT_MB).fill(1);
    // A wrong CRC-32: only reading the whole entry could find it.
    const z = zip([{ name: '160000001.jpg', data: junk, deflate: true, crc: 1 }], [{ name: '160000001.jpg', part: 0 }]);
    const [e] = await readZipDirectory(z);
    const r = await timed('readZipEntryChunks, 8 MB non-picture with a header check', () => readZipEntryChunks(z, e!, () => false));
    expect(r).toBe('refused');
    await expect(readZipEntryChunks(z, e!)).rejects.toEqual(new ZipError('crc', '160000001.jpg'));
    expect(await importZip(z, anyCard)).toMatchObject({ ok: false, problem: 'noImages', summary: { notImage: 1 } });
  });

  it(`more than ${MAX_FILES} files, or pictures over ${MAX_TOTAL / 1024 / 1024} MB in all, are refused before any is inflated`, async () => {
    const tiny = { name: 'x.txt', data: new Uint8Array(1) };
    const many = zip(Array.from({ length: MAX_FILES + 1 }, () => tiny), Array.from({ length: MAX_FILES + 1 }, (_, i) => ({ name: `f${i}.txt`, part: i })));
    expect(await importZip(many, anyCard)).toMatchObject({ ok: false, problem: 'tooMany' });
    const folder = Array.from({ length: MAX_FILES + 1 }, (_, i) => new File([], `${160000001 + i}.jpg`));
    expect(await importFiles(folder, anyCard)).toMatchObject({ ok: false, problem: 'tooMany' });
    // 70 different 8 MB pictures, 560 MB: one deflated body, written 70 times (about 8 KB each).
    const n = Math.ceil(MAX_TOTAL / EIGHT_MB) + 6;
    const parts = Array.from({ length: n }, (_, i) => ({ name: `${160000001 + i}.jpg`, data: bigJpeg, deflate: true }));
    const large = zip(parts, parts.map((p, i) => ({ name: p.name, part: i })));
    const r = await timed(`importZip, ${n} pictures of 8 MB`, () => importZip(large, anyCard));
    expect(r).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(putAll).not.toHaveBeenCalled();
  }, 60_000);

  it('reports progress, and a cancel stops the import with nothing stored', async () => {
    const small = new Uint8Array(300);
    small.set(jpegHead);
    const parts = Array.from({ length: 5 }, (_, i) => ({ name: `${160000001 + i}.jpg`, data: small, deflate: true }));
    const z = zip(parts, parts.map((p, i) => ({ name: p.name, part: i })));
    const seen: string[] = [];
    const ok = await importZip(z, anyCard, { onProgress: (d, t) => seen.push(`${d}/${t}`) });
    expect(ok).toMatchObject({ ok: true, added: 5 });
    expect(seen).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
    putAll.mockClear();
    const control = new AbortController();
    const r = await importZip(z, anyCard, { signal: control.signal, onProgress: (d) => d === 2 && control.abort() });
    expect(r).toMatchObject({ ok: false, problem: 'cancelled' });
    expect(putAll).not.toHaveBeenCalled();
  });
});
