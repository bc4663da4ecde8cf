import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import type { Queryable } from '../db/client';
import type { TextMatch } from '../repositories/search';
import { analyse } from '../repositories/vocabulary';
import { buildPlan, MAX_GROUPS, probes, type Plan, type PlanOptions } from './plan';
import { indexSynonyms, parseSynonyms, type Phrase, type SynonymIndex } from './synonyms';
import { groupQueries, matchQuery, phraseQuery, type Group } from './tsquery';
import type { Words } from './words';

export const SYNONYMS_FILE = path.join(PROJECT_ROOT, 'server', 'data', 'synonyms.txt');

/**
 * The synonyms file, its terms split and stemmed by the database exactly as queries are, so
 * "skipping ropes" finds the rule written "skipping rope". Read once, when the API starts.
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

export const toTextMatch = (groups: Group[]): TextMatch => ({
  match: matchQuery(groups),
  phrase: phraseQuery(groups),
  groups: groupQueries(groups),
});

/** Words looked at; the plan keeps at most MAX_GROUPS groups of them anyway. */
const MAX_WORDS = 2 * MAX_GROUPS;

/** The words of `q` planned into groups (at most two round trips: analyse, then every lookup at once). */
export async function planQuery(words: Words, synonyms: SynonymIndex, q: string, opts: PlanOptions): Promise<Plan> {
  const tokens = (await words.analyse(q)).slice(0, MAX_WORDS);
  if (!tokens.some((t) => t.stem !== null)) return { groups: [], corrected: null, loose: null, completions: [] };
  return buildPlan(tokens, await words.lookup(probes(tokens, opts)), synonyms, opts);
}
