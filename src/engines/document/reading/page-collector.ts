// Gathers the pages of one document inside a reading thread, with the notes for the operator's logs, and
// decides "document is empty" once every page turned out blank.
import type { OcrResult } from './ocr';
import { DocumentReadFailure } from './types';
import type { ReadLine, ReadPage, ReadWord } from './types';
import type { PagesRead } from './worker-protocol';

function page(
  index: number,
  source: ReadPage['source'],
  lines: readonly ReadLine[],
  confidence: number,
): ReadPage {
  return { index, source, text: lines.map((line) => line.text).join('\n'), lines, confidence };
}

export class PageCollector {
  private readonly pages: ReadPage[] = [];
  private readonly notes: string[] = [];
  private blankPages = 0;

  /** `onPage` hears each page as it is added (the reading thread tells the pool, see `reading-pool.ts`). */
  constructor(private readonly onPage: () => void = () => undefined) {}

  addTextLayer(index: number, lines: readonly string[], words?: readonly (readonly ReadWord[])[]): void {
    this.pages.push(
      page(
        index,
        'text_layer',
        lines.map((text, i) =>
          words?.[i] ? { text, confidence: 100, words: words[i] } : { text, confidence: 100 },
        ),
        100,
      ),
    );
    this.onPage();
  }

  addOcr(index: number, result: OcrResult): void {
    this.pages.push(page(index, 'ocr', result.lines, result.confidence));
    this.notes.push(...result.notes.map((note) => `page ${index + 1}: ${note}`));
    this.onPage();
  }

  note(note: string): void {
    this.notes.push(note);
  }

  addBlank(index: number): void {
    this.blankPages += 1;
    this.pages.push(page(index, 'ocr', [], 0));
    this.notes.push(`page ${index + 1}: blank`);
    this.onPage();
  }

  finish(truncated: boolean): PagesRead {
    if (this.blankPages === this.pages.length) {
      throw new DocumentReadFailure('document is empty', 'no page has text or ink');
    }
    return { pages: this.pages, truncated, notes: this.notes };
  }
}
