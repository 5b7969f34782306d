// A small reader for .zip files: the central directory, then each entry's data, stored
// (method 0) or deflated (method 8, through the browser's DecompressionStream). An entry is
// streamed from a slice of the File and checked against its size and CRC-32 as it comes, so
// a large archive is never all in memory: one entry's output at a time. No ZIP64, no
// encryption: those are reported, not guessed at.
import { crc32, CRC32_START, crc32End } from './crc32';

/**
 * 'crc': an entry's data does not match its CRC-32 (ZipError.entry names it). 'overlap': two
 * entries share bytes (a "zip bomb" pointing many names at one big entry).
 */
export type ZipProblem = 'notZip' | 'zip64' | 'damaged' | 'crc' | 'overlap';

export class ZipError extends Error {
  constructor(
    readonly problem: ZipProblem,
    /** The entry it is about, when it is one entry. */
    readonly entry?: string,
  ) {
    super(`zip: ${problem}${entry ? ` (${entry})` : ''}`);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  /** The CRC-32 of the uncompressed data, from the central directory. */
  crc32: number;
  compressedSize: number;
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
  /** Where the next entry (or the central directory) starts: this entry's bytes end before it. */
  limit: number;
}

/** What a zip reader needs of a File or Blob. */
export interface Slicer {
  size: number;
  /** A File's or Blob's slice; streamed when it can be (a Blob's can). */
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer>; stream?(): ReadableStream<Uint8Array<ArrayBuffer>> };
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;

async function bytes(file: Slicer, start: number, end: number): Promise<DataView> {
  return new DataView(await file.slice(Math.max(0, start), Math.min(file.size, end)).arrayBuffer());
}

function text(view: DataView, at: number, length: number, utf8: boolean): string {
  const raw = new Uint8Array(view.buffer, view.byteOffset + at, length);
  // Bit 11 says UTF-8; older tools wrote CP437, which agrees with UTF-8 on the ASCII names we need.
  return new TextDecoder(utf8 ? 'utf-8' : 'latin1').decode(raw);
}

/** The entries of the archive's central directory (folders included). */
export async function readZipDirectory(file: Slicer): Promise<ZipEntry[]> {
  if (file.size < 22) throw new ZipError('notZip');
  const tailStart = file.size - 22 - MAX_COMMENT;
  const tail = await bytes(file, tailStart, file.size);
  let at = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipError('notZip');
  const count = tail.getUint16(at + 10, true);
  const dirSize = tail.getUint32(at + 12, true);
  const dirOffset = tail.getUint32(at + 16, true);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) throw new ZipError('zip64');
  if (dirOffset + dirSize > file.size) throw new ZipError('damaged');
  const dir = await bytes(file, dirOffset, dirOffset + dirSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.byteLength || dir.getUint32(p, true) !== CENTRAL) throw new ZipError('damaged');
    const flags = dir.getUint16(p + 8, true);
    const method = dir.getUint16(p + 10, true);
    const crc = dir.getUint32(p + 16, true);
    const compressedSize = dir.getUint32(p + 20, true);
    const size = dir.getUint32(p + 24, true);
    const nameLength = dir.getUint16(p + 28, true);
    const extraLength = dir.getUint16(p + 30, true);
    const commentLength = dir.getUint16(p + 32, true);
    const offset = dir.getUint32(p + 42, true);
    if (p + 46 + nameLength > dir.byteLength) throw new ZipError('damaged');
    if (compressedSize === 0xffffffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipError('zip64');
    entries.push({ name: text(dir, p + 46, nameLength, (flags & 0x800) !== 0), method, encrypted: (flags & 1) !== 0, crc32: crc, compressedSize, size, offset, limit: dirOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  checkNoOverlap(entries, dirOffset);
  return entries;
}

/**
 * Refuses entries that share bytes: the next entry (by offset) or the central directory must
 * start after the least each one holds, its 30-byte header and its data (its name is counted
 * when the entry is read: the local header's own lengths must end before `limit`).
 */
function checkNoOverlap(entries: ZipEntry[], dirOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  for (const [i, e] of byOffset.entries()) {
    const limit = byOffset[i + 1]?.offset ?? dirOffset;
    if (e.offset + 30 + e.compressedSize > limit) throw new ZipError('overlap', e.name);
    e.limit = limit;
  }
}

/** How many first bytes `accept` is shown (or the whole entry when it is shorter). */
export const HEAD_BYTES = 16;

/**
 * The uncompressed data of one entry in the chunks it arrives in (not joined: a Blob can be
 * made of them without a copy); null for a method or encryption this reader does not do;
 * 'refused' when `accept` turned down its first HEAD_BYTES bytes (nothing more is inflated).
 * Throws ZipError 'damaged' when it cannot be read to its size, 'crc' when its CRC-32 differs.
 */
export async function readZipEntryChunks(
  file: Slicer,
  e: ZipEntry,
  accept?: (head: Uint8Array) => boolean,
): Promise<Uint8Array<ArrayBuffer>[] | null | 'refused'> {
  if (e.encrypted || (e.method !== 0 && e.method !== 8)) return null;
  const head = await bytes(file, e.offset, e.offset + 30);
  if (head.byteLength < 30 || head.getUint32(0, true) !== LOCAL) throw new ZipError('damaged', e.name);
  const start = e.offset + 30 + head.getUint16(26, true) + head.getUint16(28, true);
  // The local header's own lengths must not lead into the next entry's bytes either.
  if (start + e.compressedSize > Math.min(file.size, e.limit)) throw new ZipError('damaged', e.name);
  const slice = file.slice(start, start + e.compressedSize);
  const raw = slice.stream ? slice.stream() : new Blob([await slice.arrayBuffer()]).stream();
  const data = e.method === 8 ? raw.pipeThrough(new DecompressionStream('deflate-raw')) : raw;
  const reader = data.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  let crc = CRC32_START;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // More than the directory says: stop before a "zip bomb" fills the memory.
      if (total > e.size) throw new ZipError('damaged', e.name);
      crc = crc32(value, crc);
      parts.push(value);
      if (accept && total - value.byteLength < HEAD_BYTES && total >= HEAD_BYTES && !accept(firstBytes(parts, HEAD_BYTES))) {
        await reader.cancel().catch(() => undefined);
        return 'refused';
      }
    }
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    throw err instanceof ZipError ? err : new ZipError('damaged', e.name);
  }
  if (total !== e.size) throw new ZipError('damaged', e.name);
  if (crc32End(crc) !== e.crc32) throw new ZipError('crc', e.name);
  if (accept && total < HEAD_BYTES && !accept(firstBytes(parts, HEAD_BYTES))) return 'refused';
  return parts;
}

/** The first n bytes of data that came in chunks. */
export function firstBytes(parts: readonly Uint8Array[], n: number): Uint8Array {
  const out = new Uint8Array(Math.min(n, parts.reduce((t, p) => t + p.byteLength, 0)));
  let o = 0;
  for (const p of parts) {
    if (o >= out.length) break;
    const take = p.subarray(0, out.length - o);
    out.set(take, o);
    o += take.byteLength;
  }
  return out;
}

/** The uncompressed bytes of one entry, joined (see readZipEntryChunks). */
export async function readZipEntry(file: Slicer, e: ZipEntry): Promise<Uint8Array<ArrayBuffer> | null> {
  const parts = await readZipEntryChunks(file, e);
  if (!parts || parts === 'refused') return null;
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(e.size);
  let o = 0;
  for (const part of parts) {
    out.set(part, o);
    o += part.byteLength;
  }
  return out;
}
