// Four pixels at a time: a word is paper exactly when each of its four pixels is lighter than the level.
import { paperAt, paperWords } from '../../src/engines/document/reading/paper-words';
import { createRng } from '../corpus/rng';

describe('pixels read four at a time', () => {
  it('says a word is paper exactly when all four pixels are lighter than the level', () => {
    const pixels = new Uint8Array(4096);
    const rng = createRng(7);
    for (let i = 0; i < pixels.length; i++) {
      // Mostly near the levels tried, where an off-by-one would show.
      pixels[i] = i % 3 === 0 ? rng.int(0, 255) : rng.int(100, 159);
    }
    for (const level of [0, 1, 100, 119, 120, 121, 134, 159, 160, 200, 254]) {
      const paper = paperWords(pixels, level)!;
      for (let i = 0; i < pixels.length / 4; i++) {
        const four = [0, 1, 2, 3].every((k) => pixels[4 * i + k] > level);
        expect([level, i, paperAt(paper, 4 * i, pixels.length)]).toEqual([level, i, four]);
      }
    }
  });

  it('reads nothing four at a time where it cannot', () => {
    const buffer = new Uint8Array(64).fill(255);
    expect(paperWords(buffer.subarray(1), 120)).toBeNull();
    expect(paperWords(buffer, 255)).toBeNull();
    expect(paperWords(buffer.subarray(4), 120)).not.toBeNull();
    const paper = paperWords(buffer, 120);
    expect(paperAt(paper, 8, 64)).toBe(true);
    expect(paperAt(paper, 9, 64)).toBe(false); // not the start of a word
    expect(paperAt(paper, 8, 11)).toBe(false); // the row ends inside the word
    expect(paperAt(null, 8, 64)).toBe(false);
  });
});
