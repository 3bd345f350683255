// Tesseract reads a table whose columns stand apart as one block per column; the rows are put back together.
import { tableColumnsJoined } from '../../src/engines/document/reading/ocr-lines';
import type { ReadLine } from '../../src/engines/document/reading/types';

/** A line of words at (x, y), 20 px per character, 40 px tall. */
function line(x: number, y: number, text: string): ReadLine {
  let at = x;
  const words = text.split(' ').map((w) => {
    const word = { text: w, x0: at, x1: at + 20 * w.length, y0: y, y1: y + 40, confidence: 90 };
    at += 20 * (w.length + 1);
    return word;
  });
  return { text, confidence: 90, words };
}

describe('table columns read as blocks of their own', () => {
  it('are joined into rows, left to right, where the first column stood', () => {
    const lines = [
      line(100, 20, 'Immunisation history statement'),
      line(100, 200, '13 Aug 2014'),
      line(100, 300, '3 Aug 2021'),
      line(100, 400, '1 Sep 2021'),
      line(600, 200, 'BOOSTRIX dTpa'),
      line(600, 300, 'COMIRNATY Dose 1'),
      line(600, 405, 'COMIRNATY Dose 2'),
      line(1400, 200, 'Banksia Hill GP'),
      line(1400, 300, 'Swan River Medical'),
      line(1400, 400, 'Banksia Hill GP'),
      line(100, 600, 'This statement is an official record.'),
    ];
    const blocks = [0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4];
    expect(tableColumnsJoined(lines, blocks).map((l) => l.text)).toEqual([
      'Immunisation history statement',
      '13 Aug 2014   BOOSTRIX dTpa   Banksia Hill GP',
      '3 Aug 2021   COMIRNATY Dose 1   Swan River Medical',
      '1 Sep 2021   COMIRNATY Dose 2   Banksia Hill GP',
      'This statement is an official record.',
    ]);
  });

  it('leaves two columns of prose that do not keep step apart', () => {
    const lines = [
      line(100, 100, 'Charge nurse on a 32-bed unit, precepted'),
      line(100, 150, 'new graduates and led the unit council.'),
      line(100, 200, 'Managed care for five to six patients.'),
      line(1200, 120, 'Skills'),
      line(1200, 260, 'Epic and Cerner charting'),
    ];
    const blocks = [0, 0, 0, 1, 1];
    expect(tableColumnsJoined(lines, blocks)).toEqual(lines);
  });
});
