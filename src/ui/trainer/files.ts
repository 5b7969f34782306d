// Puzzle files in and out of the browser: export as a download; import from a zip of a folder.
import { readZipDirectory, readZipEntry, type Slicer } from '../images/zip';

export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A puzzle file is small: a bigger entry is not one (and is never inflated). */
const MAX_PUZZLE_BYTES = 1_000_000;
const MAX_PUZZLE_FILES = 1000;

/** The .lua and .json files of a zip (a folder of puzzles), by their path in it; a damaged zip throws a ZipError. */
export async function puzzleFilesInZip(file: Slicer): Promise<{ text: string; name: string }[]> {
  const entries = (await readZipDirectory(file)).filter((e) => /\.(lua|json)$/i.test(e.name) && e.size <= MAX_PUZZLE_BYTES).slice(0, MAX_PUZZLE_FILES);
  const out: { text: string; name: string }[] = [];
  const utf8 = new TextDecoder();
  for (const e of entries) {
    const bytes = await readZipEntry(file, e);
    if (bytes) out.push({ text: utf8.decode(bytes), name: e.name });
  }
  return out;
}
