/**
 * From the words typed to the groups a product must match. Pure: the words come analysed (stem,
 * known to the catalogue or not) and looked up (joined and split forms, completions, nearest
 * catalogue words) by the repository, so every rule here is testable without a database.
 */
import editDistance from 'damerau-levenshtein';
import { synonymAt, type SynonymIndex } from './synonyms';
import type { Alt, Group } from './tsquery';

/** Words past this many are left out: a 200-character box rarely holds more that matter. */
export const MAX_GROUPS = 8;
const MAX_CORRECTIONS = 5;
/** Shortest last word completed as a prefix. */
const MIN_PREFIX = 1;
/** A loose correction ("did you mean") must look this much like the word typed (pg_trgm similarity). */
const LOOSE_SIMILARITY = 0.3;

export interface Token {
  word: string;
  /** English stem; null for a stop word ("the", "for") */
  stem: string | null;
  /** some catalogue word has the same stem */
  known: boolean;
}

export interface Candidate {
  word: string;
  occurrences: number;
  similarity: number;
}

export interface Lookups {
  /** joined and split forms (see probes) that are catalogue words, with their stems */
  known: Map<string, string>;
  /** catalogue words the last word starts, commonest first */
  completions: string[];
  /** nearest catalogue words by trigrams, per unknown word */
  near: Map<string, Candidate[]>;
}

export interface PlanOptions {
  /** complete the last word (people search as they type) */
  prefix: boolean;
  /** the words as typed: no spelling correction, split or join */
  exact: boolean;
}

export interface Plan {
  groups: Group[];
  /** each group's words: as typed, and as searched (corrected, split or joined) */
  words: Array<{ typed: string; shown: string; known: boolean }>;
  /** the query as the catalogue spells it, when some word was corrected */
  corrected: string | null;
  /** for an empty answer: a bolder correction to offer, and its groups */
  loose: { text: string; groups: Group[] } | null;
  /** completions of the last word, when its group is the last one (suggestions build on them) */
  completions: string[];
}

/** Spelling mistakes forgiven: one in words of 4 to 7 letters, two from 8 letters. */
export const allowedEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

const isStop = (t: Token) => t.stem === null;

function splits(word: string): Array<[string, string]> {
  if (word.length < 5 || word.length > 24) return [];
  return Array.from({ length: word.length - 3 }, (_, k) => [word.slice(0, k + 2), word.slice(k + 2)] as [string, string]);
}

/** What the repository must look up for these words. */
export function probes(tokens: Token[], opts: PlanOptions) {
  const candidates = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) candidates.add(tokens[i]!.word + tokens[i + 1]!.word);
  const unknown = tokens.filter((t) => !t.known && !isStop(t));
  if (!opts.exact) for (const t of unknown) for (const [a, b] of splits(t.word)) candidates.add(a).add(b);
  const last = tokens.at(-1);
  return {
    candidates: [...candidates].filter((c) => c.length <= 40),
    prefix: opts.prefix && last && last.word.length >= MIN_PREFIX ? last.word : null,
    near: [...new Set(unknown.filter((t) => t.word.length >= 3).map((t) => t.word))],
  };
}

function corrections(word: string, near: Candidate[] = []): string[] {
  const limit = allowedEdits(word);
  return near
    .map((c) => ({ ...c, edits: editDistance(word, c.word).steps }))
    .filter((c) => c.word !== word && c.edits <= limit)
    .sort((a, b) => a.edits - b.edits || b.occurrences - a.occurrences)
    .slice(0, MAX_CORRECTIONS)
    .map((c) => c.word);
}

interface Span {
  /** the words as typed */
  typed: string;
  /** the catalogue holds the words as typed (or a synonym, a join, a split or a completion of them): not a stray word */
  known: boolean;
  /** what the span reads as in the corrected query */
  shown: string;
  corrected: boolean;
  group: Group | null;
}

/** Alternatives once each (a synonym rule lists the typed term too). */
function unique(alts: Alt[]): Alt[] {
  const seen = new Set<string>();
  return alts.filter((a) => {
    const key = JSON.stringify(a);
    return !seen.has(key) && seen.add(key);
  });
}

const group = (any: Alt[], exact: Alt[]): Group => ({ any: unique(any), exact: unique(exact) });

/** Typed words of a span, stop words left out: all of them, in any order. */
const own = (tokens: Token[]): Alt[] => {
  const words = tokens.filter((t) => !isStop(t)).map((t) => t.word);
  return words.length === 0 ? [] : [words.length === 1 ? words : { all: words }];
};

function single(t: Token, last: boolean, lookups: Lookups, opts: PlanOptions): Span {
  if (isStop(t)) return { typed: t.word, known: true, shown: t.word, corrected: false, group: null };
  const typed: Alt = [t.word];
  const completions = last && opts.prefix ? lookups.completions.filter((w) => w !== t.word).map((w) => [w]) : [];
  if (t.known || opts.exact) {
    return { typed: t.word, known: t.known, shown: t.word, corrected: false, group: group([typed, ...completions], [typed]) };
  }
  const split = splits(t.word)
    .filter(([a, b]) => lookups.known.has(a) && lookups.known.has(b))
    .sort(([a1, b1], [a2, b2]) => Math.min(a2.length, b2.length) - Math.min(a1.length, b1.length))[0];
  const fixed = corrections(t.word, lookups.near.get(t.word));
  const any = [typed, ...(split ? [split] : []), ...fixed.map((w) => [w]), ...completions];
  // A word still being typed ("kettleb") is completed, not corrected.
  const shown = split ? split.join(' ') : completions.length ? t.word : (fixed[0] ?? t.word);
  // A correction alone does not make it known: "nike" is not "bike".
  return { typed: t.word, known: Boolean(split) || completions.length > 0, shown, corrected: shown !== t.word, group: group(any, [typed]) };
}

/** Two words written as one in the catalogue ("kettle bell" → kettlebell), with the synonyms of the joined word. */
function joinedSpan(pair: [Token, Token], lookups: Lookups, synonyms: SynonymIndex): Span {
  const joined = pair[0].word + pair[1].word;
  const bothKnown = pair.every((t) => t.known || isStop(t));
  const stem = lookups.known.get(joined)!;
  const extra = synonymAt(synonyms, [stem], 0)?.expand ?? [];
  const typed = own(pair);
  return {
    typed: `${pair[0].word} ${pair[1].word}`,
    known: true,
    shown: bothKnown ? `${pair[0].word} ${pair[1].word}` : joined,
    corrected: !bothKnown,
    group: group([...typed, [joined], ...extra], bothKnown ? [...typed, [joined], ...extra] : typed),
  };
}

/**
 * The groups for these words. At each word: a pair the catalogue writes as one word when either
 * half is unknown ("shuttle cock"); else the longest synonym term; else any joinable pair; else
 * the word alone (completed when last, corrected or split when unknown).
 */
export function buildPlan(tokens: Token[], lookups: Lookups, synonyms: SynonymIndex, opts: PlanOptions): Plan {
  const keys = tokens.map((t) => t.stem ?? t.word);
  const spans: Span[] = [];
  let lastSingle = false;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const joinable = next !== undefined && lookups.known.has(t.word + next.word);
    const bothKnown = next !== undefined && [t, next].every((w) => w.known || isStop(w));
    const synonym = synonymAt(synonyms, keys, i);
    if (joinable && !bothKnown && !opts.exact) {
      spans.push(joinedSpan([t, next], lookups, synonyms));
      i += 2;
    } else if (synonym) {
      const words = tokens.slice(i, i + synonym.keys.length);
      const any = [...own(words), ...synonym.expand];
      const typed = words.map((w) => w.word).join(' ');
      spans.push({ typed, known: true, shown: typed, corrected: false, group: group(any, any) });
      i += synonym.keys.length;
    } else if (joinable && bothKnown) {
      spans.push(joinedSpan([t, next], lookups, synonyms));
      i += 2;
    } else {
      lastSingle = i === tokens.length - 1;
      spans.push(single(t, lastSingle, lookups, opts));
      i += 1;
    }
  }
  const grouped = spans.filter((s) => s.group).slice(0, MAX_GROUPS);
  const groups = grouped.map((s) => s.group!);
  const corrected = grouped.some((s) => s.corrected) ? spans.map((s) => s.shown).join(' ') : null;
  const last = tokens.at(-1)?.word;
  const completing = opts.prefix && lastSingle && spans.at(-1) === grouped.at(-1);
  const completions = completing ? lookups.completions.filter((w) => w !== last) : [];
  const words = grouped.map(({ typed, shown, known }) => ({ typed, shown, known }));
  return { groups, words, corrected, loose: loosePlan(tokens, lookups), completions };
}

/** Each unknown word swapped for the catalogue word most like it, however far: "did you mean". */
function loosePlan(tokens: Token[], lookups: Lookups): Plan['loose'] {
  let changed = false;
  const words = tokens.map((t) => {
    if (t.known || isStop(t)) return t.word;
    const best = [...(lookups.near.get(t.word) ?? [])].sort((a, b) => b.similarity - a.similarity || b.occurrences - a.occurrences)[0];
    if (!best || best.similarity < LOOSE_SIMILARITY) return t.word;
    changed = true;
    return best.word;
  });
  if (!changed) return null;
  const groups = words
    .filter((_, i) => !isStop(tokens[i]!))
    .slice(0, MAX_GROUPS)
    .map((w) => ({ any: [[w]], exact: [[w]] }));
  return { text: words.join(' '), groups };
}
