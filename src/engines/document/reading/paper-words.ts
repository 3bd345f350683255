// Pages read four pixels at a time where they are paper. Most of a page is paper, and the passes that
// look for ink (connected components, the unread-ink grid and its rules) would otherwise test each of its
// millions of pixels one by one. A 32-bit word holds four pixels; adding (255 - level) to each byte, in
// two 16-bit lanes per half so that no byte carries into the next, sets bit 8 of a lane exactly when that
// byte is lighter than the level.

export interface PaperWords {
  /** The pixels as 32-bit words: word i holds pixels 4i to 4i + 3. */
  readonly words: Uint32Array;
  /** (255 - level) in both 16-bit lanes. */
  readonly lift: number;
}

/** The words of `pixels` for ink at or under `level`, or null where the buffer does not start on a word. */
export function paperWords(pixels: Uint8Array, level: number): PaperWords | null {
  if (level < 0 || level >= 255 || pixels.byteOffset % 4 !== 0) return null;
  return {
    words: new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2),
    lift: (255 - level) * 0x00010001,
  };
}

/**
 * Whether pixels `index` to `index + 3` are a word of the buffer, all before `end` (the end of their row),
 * and all lighter than the level: four pixels of paper a pass can step over at once. False where they
 * are not a word (or there are no words), so the pass reads them one by one.
 */
export function paperAt(paper: PaperWords | null, index: number, end: number): boolean {
  if (paper === null || (index & 3) !== 0 || index + 4 > end) return false;
  const word = paper.words[index >> 2];
  const even = (word & 0x00ff00ff) + paper.lift;
  const odd = ((word >>> 8) & 0x00ff00ff) + paper.lift;
  return (even & odd & 0x01000100) === 0x01000100;
}
