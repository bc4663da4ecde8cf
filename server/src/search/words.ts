/**
 * What the database says about the words of a query — how each typed word splits and stems, which
 * joined or split forms the catalogue holds, the completions of a prefix, the nearest catalogue
 * words of a typo — kept per word for as long as the catalogue stays the same (the answer cache's
 * `word` shelf). Shoppers' words repeat far more than their queries: a query never seen before is
 * mostly planned without a round trip, and only its new words are looked up (in one statement).
 */
import type { CatalogueCache } from './catalogueCache';
import type { Queryable } from '../db/client';
import { analyse, lookup } from '../repositories/vocabulary';
import type { Candidate, Lookups, Token } from './plan';

export interface Words {
  /** the words of `q` as the catalogue's text is split (search_normalize), stemmed */
  analyse(q: string): Promise<Token[]>;
  lookup(probe: { candidates: string[]; prefix: string | null; near: string[] }): Promise<Lookups>;
}

/** Straight from the database (loading the synonyms file, tests). */
export const databaseWords = (db: Queryable): Words => ({
  analyse: async (q) => (await analyse(db, [q]))[0]!,
  lookup: (probe) => lookup(db, probe),
});

/**
 * Whitespace separates words on both sides (search_normalize maps accents and case letter by
 * letter, and splits digits from letters only where they touch), so a query's words are the
 * words of its space-separated pieces, each analysed once per catalogue version.
 */
export const cachedWords = (db: Queryable, cache: CatalogueCache): Words => ({
  async analyse(q) {
    const pieces = q.split(/\s+/).filter(Boolean);
    const tokens = await cache.getMany(
      'word',
      pieces.map((p) => `analyse:${p}`),
      (missing) =>
        analyse(
          db,
          missing.map((k) => k.slice('analyse:'.length)),
        ),
    );
    return tokens.flat();
  },

  async lookup(probe) {
    const keys = [
      ...probe.candidates.map((c) => `known:${c}`),
      ...(probe.prefix ? [`prefix:${probe.prefix}`] : []),
      ...probe.near.map((w) => `near:${w}`),
    ];
    const values = await cache.getMany<string | null | string[] | Candidate[]>('word', keys, async (missing) => {
      const of = (kind: string) => missing.filter((k) => k.startsWith(kind)).map((k) => k.slice(kind.length));
      const prefixes = of('prefix:');
      // A plan completes its last word only: one prefix per round trip.
      const found = await lookup(db, { candidates: of('known:'), prefix: prefixes[0] ?? null, near: of('near:') });
      return missing.map((k) => {
        const [kind, word] = [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)];
        if (kind === 'known') return found.known.get(word) ?? null;
        if (kind === 'prefix') return found.completions;
        return found.near.get(word) ?? [];
      });
    });
    const lookups: Lookups = { known: new Map(), completions: [], near: new Map() };
    keys.forEach((k, i) => {
      const [kind, word] = [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)];
      const v = values[i]!;
      if (kind === 'known') {
        if (v !== null) lookups.known.set(word, v as string);
      } else if (kind === 'prefix') lookups.completions = v as string[];
      else if ((v as Candidate[]).length) lookups.near.set(word, v as Candidate[]);
    });
    return lookups;
  },
});
