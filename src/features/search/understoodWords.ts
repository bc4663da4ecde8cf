import { formatInr } from '@rules/money';
import { cleanQuery } from './searchWords';
import type { Understood } from './searchResult';

/**
 * The words of a query the search took as filters, as the shopper sees and removes them: a chip's
 * label, and the query without the chip's words. Kept out of searchWords.ts, which the header
 * loads on every page.
 */

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const inWord = (character: string | undefined) => character !== undefined && WORD_CHARACTER.test(character);

/**
 * Where `words` stand in `q` as whole words, in any case; -1 when they do not. Whole words, so
 * taking out "red" leaves "shredded" alone. A plain scan rather than a regex with lookbehind,
 * which Safari 15 (package.json browserslist) does not parse.
 */
export function indexOfWords(q: string, words: string): number {
  const wanted = words.toLowerCase();
  if (!wanted) return -1;
  for (let at = 0; at + words.length <= q.length; at += 1) {
    if (q.slice(at, at + words.length).toLowerCase() !== wanted) continue;
    const startsClean = !inWord(words[0]) || !inWord(q[at - 1]);
    const endsClean = !inWord(words[words.length - 1]) || !inWord(q[at + words.length]);
    if (startsClean && endsClean) return at;
  }
  return -1;
}

/** `q` without `words` (their first whole-word occurrence), blanks collapsed: the search without that chip. */
export function withoutWords(q: string, words: string): string {
  const at = indexOfWords(q, words);
  return at < 0 ? q : cleanQuery(`${q.slice(0, at)} ${q.slice(at + words.length)}`);
}

/** A chip's label: "Under ₹2,000", "Over ₹5,000", "₹1,000 – ₹2,000"; "Size UK 9"; else the value ("Women", "Red", "Puma"). */
export function understoodLabel(understood: Understood): string {
  const { facet, min, max, value } = understood;
  if (facet === 'price') {
    if (min !== undefined && max !== undefined) return `${formatInr(min)} – ${formatInr(max)}`;
    return max !== undefined ? `Under ${formatInr(max)}` : `Over ${formatInr(min ?? 0)}`;
  }
  return facet === 'size' ? `Size ${value}` : value;
}
