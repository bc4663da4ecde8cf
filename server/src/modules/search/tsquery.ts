/**
 * tsquery texts for PostgreSQL's to_tsquery('english', …), built from catalogue words. Every word
 * here came out of search_normalize (letters and digits only), and the texts travel as bound
 * parameters, so neither the tsquery syntax nor the SQL can be broken into.
 */
import type { TextMatch } from './repository/matches';

/**
 * Words read one after the other ("yoga mat"; most alternatives are one word), or `{ all }`:
 * words found anywhere, in any order (what was typed across several words).
 */
export type Alt = string[] | { all: string[] };

/** One word (or span of words) of the query: it matches when any alternative does. */
export interface Group {
  any: Alt[];
  /** the alternatives that are the words as typed (or their synonyms): no completion or correction */
  exact: Alt[];
}

type Weight = '' | 'A' | 'AB';

const lexeme = (word: string, weight: Weight) => `'${word.replace(/[^a-z0-9]/g, '')}'${weight ? `:${weight}` : ''}`;

/** `adjacent`: words typed apart must also stand side by side, in order (the exact phrase). */
function alt(a: Alt, weight: Weight, adjacent: boolean): string {
  const [words, op] = Array.isArray(a) ? [a, ' <-> '] : [a.all, adjacent ? ' <-> ' : ' & '];
  return words.length === 1 ? lexeme(words[0]!, weight) : `(${words.map((w) => lexeme(w, weight)).join(op)})`;
}

function group(alts: Alt[], weight: Weight = '', adjacent = false): string {
  return `(${alts.map((a) => alt(a, weight, adjacent)).join(' | ')})`;
}

/**
 * What a product must match: every group, or for three groups or more every group but one
 * ("most words"), written as an OR of the ways to leave one out so the GIN index answers it.
 */
export function matchQuery(groups: Group[]): string {
  const all = (gs: Group[]) => gs.map((g) => group(g.any)).join(' & ');
  if (groups.length < 3) return all(groups);
  return groups.map((_, skip) => `(${all(groups.filter((__, i) => i !== skip))})`).join(' | ');
}

/** Every group strictly (no word left out): the loose correction is checked this way. */
export const allQuery = (groups: Group[]) => groups.map((g) => group(g.any)).join(' & ');

/** The words in the order typed, next to each other, in the title, brand or type: the exact phrase. */
export const phraseQuery = (groups: Group[]) => groups.map((g) => group(g.any, 'A', true)).join(' <-> ');

/** Per group: anywhere, in A fields, in A or B fields, and as typed; the ranking adds them up. */
export function groupQueries(groups: Group[]) {
  return groups.map((g) => ({
    any: group(g.any),
    a: group(g.any, 'A'),
    ab: group(g.any, 'AB'),
    exact: g.exact.length ? group(g.exact) : null,
  }));
}

const wordsOf = (a: Alt) => (Array.isArray(a) ? a : a.all);

export interface KindQueries {
  /** the last word as typed ("track pants" → pants); '' for none */
  typed: string;
  /** the last words of the typed words and of each one-word alternative (a synonym, a correction: "cycle" → bicycle), ranked below the typed */
  any: string;
}

const lexemes = (words: string[]) => `(${[...new Set(words)].map((w) => lexeme(w, '')).join(' | ')})`;

/**
 * The kind of product the query names: the last word of its last group, as English puts the thing
 * last ("cricket bat", "running shoes", "bat grip"), tested against each product's kind (migration
 * 009). An alternative of several words other than the typed one names no kind: "football shoes"
 * for "football boots" would make any shoe the kind asked for.
 */
export function kindQueries(groups: Group[]): KindQueries {
  const words = kindWords(groups);
  return words ? { typed: lexeme(words.typed, ''), any: lexemes(words.any) } : { typed: '', any: '' };
}

/** The words kindQueries tests, unstemmed: the typed last word, and it with every one-word alternative. */
export function kindWords(groups: Group[]): { typed: string; any: string[] } | null {
  const last = groups.at(-1);
  if (!last) return null;
  const typed = wordsOf(last.any[0]!).at(-1)!;
  const single = last.any.filter((a) => wordsOf(a).length === 1).map((a) => wordsOf(a)[0]!);
  return { typed, any: [...new Set([typed, ...single])] };
}

/** Every text a planned query is matched and ranked with (repository/matches.ts). */
export const toTextMatch = (groups: Group[]): TextMatch => ({
  match: matchQuery(groups),
  phrase: phraseQuery(groups),
  kind: kindQueries(groups),
  groups: groupQueries(groups),
});
