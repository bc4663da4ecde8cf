/**
 * The shop's synonyms file (server/data/synonyms.txt), in the format Solr and Elasticsearch use,
 * so whoever edits it may know it already:
 *
 *   racket, racquet, raquet        equivalent: any of them finds all of them
 *   sneakers => sports shoes        one way: "sneakers" also finds "sports shoes", not the reverse
 *   # a comment
 *
 * A term may have several words ("skipping rope"). What was typed is always searched too.
 * A dozen lines of parsing: no library reads this format outside those search engines.
 */
export interface SynonymRule {
  /** terms that trigger the rule when typed */
  match: string[];
  /** terms searched instead of the one typed (the typed one included) */
  expand: string[];
}

export function parseSynonyms(text: string): SynonymRule[] {
  const rules: SynonymRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const terms = (part: string) =>
      part
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
    const arrow = line.indexOf('=>');
    if (arrow >= 0) {
      const match = terms(line.slice(0, arrow));
      const to = terms(line.slice(arrow + 2));
      if (match.length && to.length) rules.push({ match, expand: [...new Set([...match, ...to])] });
    } else {
      const group = terms(line);
      if (group.length > 1) rules.push({ match: group, expand: group });
    }
  }
  return rules;
}

/** A synonym term as the search sees it: its words, and the key each is compared by (stem, or the word for a stop word). */
export interface Phrase {
  words: string[];
  keys: string[];
}

export interface SynonymEntry {
  keys: string[];
  expand: string[][];
}

/** Entries by the key of their first word, longest first, so "skipping rope" wins over "rope". */
export type SynonymIndex = Map<string, SynonymEntry[]>;

export function indexSynonyms(rules: SynonymRule[], phrase: (term: string) => Phrase): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const rule of rules) {
    const expand = rule.expand.map((t) => phrase(t).words).filter((w) => w.length > 0);
    for (const term of rule.match) {
      const { keys } = phrase(term);
      if (keys.length === 0) continue;
      const list = index.get(keys[0]!) ?? [];
      list.push({ keys, expand });
      index.set(keys[0]!, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  return index;
}

/** The longest rule whose words start at `at` in `keys`, and how many words it covers. */
export function synonymAt(index: SynonymIndex, keys: string[], at: number): SynonymEntry | null {
  for (const entry of index.get(keys[at]!) ?? []) {
    if (entry.keys.every((k, i) => keys[at + i] === k)) return entry;
  }
  return null;
}

/** Number of equivalences the file states: a group of n terms counts n − 1 pairs, a one-way rule one per target. */
export function countPairs(rules: SynonymRule[]): number {
  return rules.reduce(
    (sum, r) => sum + (r.match === r.expand ? r.match.length - 1 : r.match.length * (r.expand.length - r.match.length)),
    0,
  );
}
