// Turns what a page shows of tick boxes into the two tokens of the reading contract, `[x]` (ticked) and
// `[ ]` (empty), so the understanding stage can read "[x] Negative" the same way from a text layer
// ("☒ Negative") and from OCR, which renders a ticked box as "[X]", "X]", "[X", "|X|", "IX" or "(X)" and an
// empty one as "[]", "[ ]", "[1" or "LI".

const TICKED_GLYPHS = /[☑☒✓✔✗✘■▣⊠⊗]/g;
const EMPTY_GLYPHS = /[☐□▢◻❏❑]/g;
/** A mark inside brackets, bars or parentheses: [X] [x] (X) |X| [✓] [*]. */
const BRACKETED_MARK = /(^|\s)[[(|{]\s?[xX×✓✔✗✘*/\\]\s?[\])|}](?=\s|$|[.,;:])/g;
/** A mark with one bracket lost to noise, only when a label follows: X] [X |X X| IX. */
const HALF_BRACKETED_MARK = /(^|\s)(?:[[(|{I][xX×]|[xX×][\])|}])(?=\s+[A-Za-z])/g;
/** Empty brackets: [] [ ] [_] ( ) || with a label after them, or alone at the end of a line. */
const EMPTY_BRACKETS = /(^|\s)(?:[[(]\s?_?\s?[\])]|\|\s\||\|_\|)(?=\s|$)/g;
/** The usual misreadings of an empty box when a label follows: [1 [l [I [J LI LJ. */
const EMPTY_NOISE = /(^|\s)(?:\[[1lIJ|]|L[IJ])(?=\s+[A-Za-z])/g;

export function normaliseCheckboxes(line: string): string {
  return line
    .replace(/\[\s?[☑☒✓✔✗✘■]\s?\]/g, '[x]')
    .replace(/\[\s?[☐□]\s?\]/g, '[ ]')
    .replace(TICKED_GLYPHS, '[x]')
    .replace(EMPTY_GLYPHS, '[ ]')
    .replace(BRACKETED_MARK, '$1[x]')
    .replace(HALF_BRACKETED_MARK, '$1[x]')
    .replace(EMPTY_BRACKETS, '$1[ ]')
    .replace(EMPTY_NOISE, '$1[ ]')
    .replace(/(\[[x ]\])(?=[^\s\]])/g, '$1 ')
    .replace(/([^\s[])(\[[x ]\])/g, '$1 $2')
    .trim();
}
