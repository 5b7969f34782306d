// "Use my card images": reads a folder or a .zip of pictures named <card id>.jpg or .png (the
// layout of EDOPro's pics folder), keeps those of cards in this pool (a reprint's id counts
// for its first printing), checks each is really a JPEG or PNG, and stores them all in one
// go. Whatever goes wrong, what was stored before stays as it was. Loaded on demand.
import { firstPrinting } from '../../formats/aliases';
import { putAll } from './imageStore';
import { readZipDirectory, readZipEntryChunks, ZipError, type Slicer, type ZipProblem } from './zip';

/** EDOPro keeps field-spell backgrounds and sleeves in these subfolders of pics/: not card faces. */
const NOT_FACES = new Set(['field', 'cover', 'thumbnail', 'thumbnails']);
const NAME = /^(\d{4,10})\.(jpe?g|png)$/i;
const MAX_IMAGE = 8 * 1024 * 1024;

export interface ImportSummary {
  stored: number;
  /** Pictures of this import kept (after reprints merged into their first printing). */
  added: number;
  notCard: number;
  notImage: number;
  examples: string[];
}

/** A failure names the zip entry it is about, when it is one (a CRC-32 mismatch). */
export type ImportResult =
  | ({ ok: true } & ImportSummary)
  | { ok: false; problem: ZipProblem | 'noImages' | 'storage'; why?: string; entry?: string; summary?: ImportSummary };

interface Candidate {
  path: string;
  fileId: number;
  cardId: number;
  /** The picture as a Blob of this type (a folder's file is not copied into memory), or null. */
  read(): Promise<{ type: ReturnType<typeof imageType>; blob: () => Blob } | null>;
  size: number;
}

/** The card a picture file is for: null when it is no card picture, 'notCard' when not of a card in the pool (`has`). */
export function cardIdOf(path: string, has: (id: number) => boolean): { fileId: number; cardId: number } | null | 'notCard' {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const base = parts.pop() ?? '';
  const m = NAME.exec(base);
  if (!m) return null;
  if (parts.some((p) => NOT_FACES.has(p.toLowerCase())) || parts.includes('__MACOSX')) return null;
  const fileId = Number(m[1]);
  const cardId = firstPrinting(fileId);
  return has(cardId) ? { fileId, cardId } : 'notCard';
}

export function imageType(b: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  return null;
}

async function collect(candidates: Candidate[], summary: ImportSummary): Promise<Map<number, Blob>> {
  // The first printing's own file wins over a reprint's; among reprints, the first met.
  candidates.sort((a, b) => Number(b.fileId === b.cardId) - Number(a.fileId === a.cardId));
  const out = new Map<number, Blob>();
  for (const c of candidates) {
    if (out.has(c.cardId)) continue;
    const got = c.size > MAX_IMAGE ? null : await c.read();
    if (!got?.type) {
      summary.notImage++;
      if (summary.examples.length < 3) summary.examples.push(c.path);
      continue;
    }
    out.set(c.cardId, got.blob());
  }
  return out;
}

async function store(images: Map<number, Blob>, summary: ImportSummary): Promise<ImportResult> {
  if (images.size === 0) return { ok: false, problem: 'noImages', summary };
  try {
    summary.stored = await putAll(images);
    summary.added = images.size;
    return { ok: true, ...summary };
  } catch (e) {
    return { ok: false, problem: 'storage', why: e instanceof Error ? e.message : String(e), summary };
  }
}

/** The first n bytes of data that came in chunks. */
function firstBytes(parts: readonly Uint8Array[], n: number): Uint8Array {
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

const fresh = (): ImportSummary => ({ stored: 0, added: 0, notCard: 0, notImage: 0, examples: [] });

/** Pictures from a chosen folder (input webkitdirectory) or a few chosen files. */
export async function importFiles(files: readonly File[], has: (id: number) => boolean): Promise<ImportResult> {
  const summary = fresh();
  const candidates: Candidate[] = [];
  for (const f of files) {
    const path = f.webkitRelativePath || f.name;
    const id = cardIdOf(path, has);
    if (id === 'notCard') summary.notCard++;
    if (id === null || id === 'notCard') continue;
    candidates.push({
      path,
      ...id,
      size: f.size,
      read: async () => {
        const type = imageType(new Uint8Array(await f.slice(0, 16).arrayBuffer()));
        return { type, blob: () => new Blob([f], { type: type ?? '' }) };
      },
    });
  }
  return store(await collect(candidates, summary), summary);
}

/** Pictures from a .zip (stored or deflated entries), e.g. a zipped pics/ folder. */
export async function importZip(file: Slicer, has: (id: number) => boolean): Promise<ImportResult> {
  const summary = fresh();
  try {
    const entries = await readZipDirectory(file);
    const candidates: Candidate[] = [];
    for (const e of entries) {
      if (e.name.endsWith('/')) continue;
      const id = cardIdOf(e.name, has);
      if (id === 'notCard') summary.notCard++;
      if (id === null || id === 'notCard') continue;
      candidates.push({
        path: e.name,
        ...id,
        size: e.size,
        read: async () => {
          // One entry at a time, as chunks: the Blob is made of them without joining them first.
          const parts = await readZipEntryChunks(file, e);
          if (!parts) return null;
          const type = imageType(firstBytes(parts, 16));
          return { type, blob: () => new Blob(parts, { type: type ?? '' }) };
        },
      });
    }
    return store(await collect(candidates, summary), summary);
  } catch (e) {
    if (e instanceof ZipError) return { ok: false, problem: e.problem, ...(e.entry === undefined ? {} : { entry: e.entry }) };
    throw e;
  }
}
