// "Use my card images": reads a folder or a .zip of pictures named <card id>.jpg or .png (the
// layout of EDOPro's pics folder), keeps those of cards in this pool (a reprint's id counts
// for its first printing), checks each is really a JPEG or PNG, and stores them all in one
// go. Whatever goes wrong, what was stored before stays as it was. Loaded on demand.
import { firstPrinting } from '../../formats/aliases';
import { putAll } from './imageStore';
import { firstBytes, readZipDirectory, readZipEntryChunks, ZipError, type Slicer, type ZipProblem } from './zip';

/** EDOPro keeps field-spell backgrounds and sleeves in these subfolders of pics/: not card faces. */
const NOT_FACES = new Set(['field', 'cover', 'thumbnail', 'thumbnails']);
const NAME = /^(\d{4,10})\.(jpe?g|png)$/i;
const MAX_IMAGE = 8 * 1024 * 1024;
/** The most files one import looks at: a whole EDOPro pics/ folder has about 15,000. */
export const MAX_FILES = 30_000;
/** The most picture bytes one import stores: the pool's 3,109 cards at about 100 KB each are 300 MB. */
export const MAX_TOTAL = 512 * 1024 * 1024;

/** Progress (pictures read of those to read) and a way to stop; a stopped import stores nothing. */
export interface ImportOptions {
  signal?: AbortSignal;
  onProgress?(done: number, total: number): void;
}

/** Why an import stopped before storing: a cap passed, or the player cancelled. */
class Stop extends Error {
  constructor(readonly problem: 'tooMany' | 'tooLarge' | 'cancelled') {
    super(problem);
  }
}

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
  | { ok: false; problem: ZipProblem | 'noImages' | 'storage' | Stop['problem']; why?: string; entry?: string; summary?: ImportSummary };

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

async function collect(candidates: Candidate[], summary: ImportSummary, opts: ImportOptions): Promise<Map<number, Blob>> {
  // The first printing's own file wins over a reprint's; among reprints, the first met.
  candidates.sort((a, b) => Number(b.fileId === b.cardId) - Number(a.fileId === a.cardId));
  // Before anything is read: the first picture of each card, the most a real import keeps.
  const first = new Map<number, number>();
  for (const c of candidates) if (!first.has(c.cardId)) first.set(c.cardId, Math.min(c.size, MAX_IMAGE));
  let total = 0;
  for (const n of first.values()) total += n;
  if (total > MAX_TOTAL) throw new Stop('tooLarge');
  const out = new Map<number, Blob>();
  let stored = 0;
  for (const [i, c] of candidates.entries()) {
    if (opts.signal?.aborted) throw new Stop('cancelled');
    opts.onProgress?.(i, candidates.length);
    if (out.has(c.cardId)) continue;
    const got = c.size > MAX_IMAGE ? null : await c.read();
    if (!got?.type) {
      summary.notImage++;
      if (summary.examples.length < 3) summary.examples.push(c.path);
      continue;
    }
    stored += c.size;
    if (stored > MAX_TOTAL) throw new Stop('tooLarge');
    out.set(c.cardId, got.blob());
  }
  if (opts.signal?.aborted) throw new Stop('cancelled');
  opts.onProgress?.(candidates.length, candidates.length);
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

const fresh = (): ImportSummary => ({ stored: 0, added: 0, notCard: 0, notImage: 0, examples: [] });

/** A cap passed or a cancel: nothing stored, said why. */
function stopped(e: unknown, summary: ImportSummary): ImportResult {
  if (e instanceof Stop) return { ok: false, problem: e.problem, summary };
  if (e instanceof ZipError) return { ok: false, problem: e.problem, ...(e.entry === undefined ? {} : { entry: e.entry }) };
  throw e;
}

/** Pictures from a chosen folder (input webkitdirectory) or a few chosen files. */
export async function importFiles(files: readonly File[], has: (id: number) => boolean, opts: ImportOptions = {}): Promise<ImportResult> {
  const summary = fresh();
  if (files.length > MAX_FILES) return { ok: false, problem: 'tooMany', summary };
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
  try {
    return await store(await collect(candidates, summary, opts), summary);
  } catch (e) {
    return stopped(e, summary);
  }
}

/** Pictures from a .zip (stored or deflated entries), e.g. a zipped pics/ folder. */
export async function importZip(file: Slicer, has: (id: number) => boolean, opts: ImportOptions = {}): Promise<ImportResult> {
  const summary = fresh();
  try {
    const entries = await readZipDirectory(file);
    if (entries.length > MAX_FILES) return { ok: false, problem: 'tooMany', summary };
    const candidates: Candidate[] = [];
    // A name met again is skipped before anything of it is inflated (a zip may repeat names).
    const seen = new Set<string>();
    for (const e of entries) {
      if (e.name.endsWith('/') || seen.has(e.name)) continue;
      seen.add(e.name);
      const id = cardIdOf(e.name, has);
      if (id === 'notCard') summary.notCard++;
      if (id === null || id === 'notCard') continue;
      candidates.push({
        path: e.name,
        ...id,
        size: e.size,
        read: async () => {
          // One entry at a time, as chunks; its first bytes must say JPEG or PNG before the rest is inflated.
          const parts = await readZipEntryChunks(file, e, (head) => imageType(head) !== null);
          if (parts === 'refused') return { type: null, blob: () => new Blob() };
          if (!parts) return null;
          const type = imageType(firstBytes(parts, 16));
          return { type, blob: () => new Blob(parts, { type: type ?? '' }) };
        },
      });
    }
    return await store(await collect(candidates, summary, opts), summary);
  } catch (e) {
    return stopped(e, summary);
  }
}
