import type { Queryable } from '../../../platform/db/client';
import type { Candidate, Lookups, Token } from '../plan';

/** Completions of the last word asked for; the commonest come first. */
const COMPLETIONS = 12;
/** Nearest catalogue words fetched per unknown word before the edit-distance check. */
const NEAREST = 30;

/**
 * Each text split into words exactly as the catalogue was (search_normalize, migration 006), with
 * the English stem of each word and whether a catalogue word shares it.
 */
export async function analyse(db: Queryable, texts: string[]): Promise<Token[][]> {
  const { rows } = await db.query<{ text: number; word: string; stem: string | null; known: boolean }>(
    `SELECT x.i::int AS text, t.word, l.stem,
       (l.stem IS NOT NULL AND EXISTS (SELECT 1 FROM search_words w WHERE w.lexeme = l.stem)) AS known
     FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS x(body, i)
     CROSS JOIN LATERAL regexp_split_to_table(search_normalize(x.body), '[^a-z0-9]+') WITH ORDINALITY AS t(word, pos)
     CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', t.word))[1] AS stem) l
     WHERE t.word <> ''
     ORDER BY x.i, t.pos`,
    [JSON.stringify(texts)],
    { prepare: true },
  );
  const out: Token[][] = texts.map(() => []);
  for (const r of rows) out[r.text - 1]!.push({ word: r.word, stem: r.stem, known: r.known });
  return out;
}

/** One round trip for everything a plan needs: known joined/split forms, completions, nearest words. */
export async function lookup(db: Queryable, probe: { candidates: string[]; prefix: string | null; near: string[] }): Promise<Lookups> {
  const lookups: Lookups = { known: new Map(), completions: [], near: new Map() };
  if (!probe.candidates.length && !probe.prefix && !probe.near.length) return lookups;
  const { rows } = await db.query<{ kind: string; input: string; word: string; occurrences: number; similarity: number }>(
    `SELECT 'known' AS kind, c AS input, l.stem AS word, 0 AS occurrences, 0::float8 AS similarity
     FROM jsonb_array_elements_text($1::jsonb) AS c
     CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', c))[1] AS stem) l
     WHERE EXISTS (SELECT 1 FROM search_words w WHERE w.lexeme = l.stem)
     UNION ALL
     (SELECT 'prefix', $2, word, occurrences, 0 FROM (
        -- one word per stem ("shoes", not also "shoe"), the commoner spelling
        SELECT DISTINCT ON (lexeme) word, occurrences FROM search_words
        -- the words starting with $2 (catalogue words are letters and digits, all below chr(127)), as a
        -- range the prefix index answers in a prepared statement's generic plan too (LIKE $2 || '%' is not)
        WHERE $2 <> '' AND word ~>=~ $2 AND word ~<~ ($2 || chr(127)) ORDER BY lexeme, occurrences DESC, word
      ) w ORDER BY occurrences DESC, word LIMIT ${COMPLETIONS})
     UNION ALL
     SELECT 'near', t, w.word, w.occurrences, similarity(w.word, t)::float8
     FROM jsonb_array_elements_text($3::jsonb) AS t
     CROSS JOIN LATERAL (
       SELECT word, occurrences FROM search_words
       WHERE length(word) BETWEEN length(t) - 2 AND length(t) + 2
       ORDER BY word <-> t LIMIT ${NEAREST}
     ) w`,
    [JSON.stringify(probe.candidates), probe.prefix ?? '', JSON.stringify(probe.near)],
    { prepare: true },
  );
  for (const r of rows) {
    if (r.kind === 'known') lookups.known.set(r.input, r.word);
    else if (r.kind === 'prefix') lookups.completions.push(r.word);
    else {
      const list: Candidate[] = lookups.near.get(r.input) ?? [];
      list.push({ word: r.word, occurrences: r.occurrences, similarity: r.similarity });
      lookups.near.set(r.input, list);
    }
  }
  return lookups;
}
