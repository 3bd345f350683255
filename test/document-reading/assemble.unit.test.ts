import { assembleDocument } from '../../src/engines/document/reading/assemble';
import type { ReadPage } from '../../src/engines/document/reading';

const page = (index: number, text: string, confidence: number, source: ReadPage['source']): ReadPage => ({
  index,
  source,
  text,
  lines: text.split('\n').map((line) => ({ text: line, confidence })),
  confidence,
});

describe('document assembly', () => {
  it('joins pages with a form feed and weights confidence by text length', () => {
    const document = assembleDocument(
      'pdf',
      [page(0, 'a'.repeat(300), 100, 'text_layer'), page(1, 'b'.repeat(100), 60, 'ocr')],
      false,
    );
    expect(document.text).toBe(`${'a'.repeat(300)}\f${'b'.repeat(100)}`);
    expect(document.confidence).toBe(90);
    expect(document.ocr).toBe(true);
    expect(document).not.toHaveProperty('truncated');
  });

  it('marks truncated documents and scores a textless one 0', () => {
    const document = assembleDocument('tiff', [page(0, '', 0, 'ocr')], true);
    expect(document.confidence).toBe(0);
    expect(document.truncated).toBe(true);
  });
});
