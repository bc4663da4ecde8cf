/**
 * What the database says about words, and the query planned from it (plan.ts is the pure part):
 * how each typed word splits and stems, which joined or split forms the catalogue holds, the
 * completions of a prefix, the nearest catalogue words of a typo — kept per word for as long as
 * the catalogue stays the same (the answer cache's `word` shelf). Shoppers' words repeat far more
 * than their queries: a query never seen before is mostly planned without a round trip, and only
 * its new words are looked up (in one statement). The synonyms file's terms are analysed by the
 * same SQL, so a rule matches the words as a query's are split and stemmed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../platform/config/config';
import type { CatalogueCache } from './catalogueCache';
import type { Queryable } from '../../platform/db/client';
import { analyse, lookup } from './repository/vocabulary';
import { buildPlan, MAX_GROUPS, probes, type Candidate, type Lookups, type Plan, type PlanOptions, type Token } from './plan';
import { indexSynonyms, parseSynonyms, type Phrase, type SynonymIndex } from './synonyms';

export const SYNONYMS_FILE = path.join(PROJECT_ROOT, 'server', 'data', 'synonyms.txt');

export interface Words {
  /** the words of `q` as the catalogue's text is split (search_normalize), stemmed */
  analyse(q: string): Promise<Token[]>;
  lookup(probe: { candidates: string[]; prefix: string | null; near: string[] }): Promise<Lookups>;
}

/** Straight from the database, nothing kept (what cachedWords must agree with). */
export const databaseWords = (db: Queryable): Words => ({
  analyse: async (q) => (await analyse(db, [q]))[0]!,
  lookup: (probe) => lookup(db, probe),
});

/** What the `word` shelf keeps per word, and the type of each answer. */
interface WordAnswers {
  /** the word's tokens (search_normalize may split it, as "6mm") */
  analyse: Token[];
  /** a joined or split form's stem when the catalogue holds it (plan.ts's probes), else null */
  known: string | null;
  /** the commonest catalogue words starting with it */
  prefix: string[];
  /** its nearest catalogue words by trigrams */
  near: Candidate[];
}
type Kind = keyof WordAnswers;
type Probe<K extends Kind> = { kind: K; word: string };
/** An answer with its kind, so reading it needs no cast. */
type Answer<K extends Kind> = { [k in K]: { kind: k; value: WordAnswers[k] } }[K];

/** The only place a probe becomes a cache key: keys are never read back. */
const keyOf = ({ kind, word }: Probe<Kind>) => `${kind}:${word}`;

/**
 * Answers of many probes, kept per probe on the `word` shelf; `load` gets the missing probes
 * and answers them in the same order (one round trip for all).
 */
function perWord<K extends Kind>(
  cache: CatalogueCache,
  probes: Array<Probe<K>>,
  load: (missing: Array<Probe<K>>) => Promise<Array<Answer<K>>>,
): Promise<Array<Answer<K>>> {
  const byKey = new Map(probes.map((p) => [keyOf(p), p]));
  return cache.getMany('word', probes.map(keyOf), (missing) => load(missing.map((k) => byKey.get(k)!)));
}

/**
 * Whitespace separates words on both sides (search_normalize maps accents and case letter by
 * letter, and splits digits from letters only where they touch), so a query's words are the
 * words of its space-separated pieces, each analysed once per catalogue version.
 */
export const cachedWords = (db: Queryable, cache: CatalogueCache): Words => ({
  async analyse(q) {
    const probes = q
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ kind: 'analyse' as const, word }));
    const answers = await perWord(cache, probes, async (missing) => {
      const tokens = await analyse(
        db,
        missing.map((p) => p.word),
      );
      return tokens.map((value) => ({ kind: 'analyse' as const, value }));
    });
    return answers.flatMap((a) => a.value);
  },

  async lookup(probe) {
    const probes: Array<Probe<'known' | 'prefix' | 'near'>> = [
      ...probe.candidates.map((word) => ({ kind: 'known' as const, word })),
      ...(probe.prefix ? [{ kind: 'prefix' as const, word: probe.prefix }] : []),
      ...probe.near.map((word) => ({ kind: 'near' as const, word })),
    ];
    const answers = await perWord(cache, probes, async (missing) => {
      const words = (kind: Kind) => missing.filter((p) => p.kind === kind).map((p) => p.word);
      // A plan completes its last word only: one prefix per round trip.
      const found = await lookup(db, { candidates: words('known'), prefix: words('prefix')[0] ?? null, near: words('near') });
      return missing.map(({ kind, word }): Answer<'known' | 'prefix' | 'near'> => {
        if (kind === 'known') return { kind, value: found.known.get(word) ?? null };
        if (kind === 'prefix') return { kind, value: found.completions };
        return { kind, value: found.near.get(word) ?? [] };
      });
    });
    const lookups: Lookups = { known: new Map(), completions: [], near: new Map() };
    answers.forEach((answer, i) => {
      const { word } = probes[i]!;
      if (answer.kind === 'known') {
        if (answer.value !== null) lookups.known.set(word, answer.value);
      } else if (answer.kind === 'prefix') lookups.completions = answer.value;
      else if (answer.value.length) lookups.near.set(word, answer.value);
    });
    return lookups;
  },
});

/** Words looked at; the plan keeps at most MAX_GROUPS groups of them anyway. */
const MAX_WORDS = 2 * MAX_GROUPS;

/** The words of `q` planned into groups (at most two round trips: analyse, then every lookup at once). */
export async function planQuery(words: Words, synonyms: SynonymIndex, q: string, opts: PlanOptions): Promise<Plan> {
  const tokens = (await words.analyse(q)).slice(0, MAX_WORDS);
  if (!tokens.some((t) => t.stem !== null)) return { groups: [], words: [], corrected: null, loose: null, completions: [] };
  return buildPlan(tokens, await words.lookup(probes(tokens, opts)), synonyms, opts);
}

/**
 * The synonyms file, its terms split and stemmed by the database exactly as queries are, so
 * "skipping ropes" finds the rule written "skipping rope". Read once, at the first search.
 */
export async function loadSynonyms(db: Queryable, file = SYNONYMS_FILE): Promise<SynonymIndex> {
  const rules = parseSynonyms(fs.readFileSync(file, 'utf8'));
  const terms = [...new Set(rules.flatMap((r) => [...r.match, ...r.expand]))];
  const analysed = await analyse(db, terms);
  const phrases = new Map<string, Phrase>(
    terms.map((term, i) => {
      const tokens = analysed[i]!;
      return [term, { words: tokens.filter((t) => t.stem !== null).map((t) => t.word), keys: tokens.map((t) => t.stem ?? t.word) }];
    }),
  );
  return indexSynonyms(rules, (term) => phrases.get(term)!);
}
