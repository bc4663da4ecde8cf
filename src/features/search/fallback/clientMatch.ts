import MiniSearch, { type SearchOptions, type SearchResult as Found } from 'minisearch';
import type { IndexedProduct } from '../normalizers';

/**
 * The client index's text match (clientIndex.ts): MiniSearch over the catalogue listed through
 * `/products`, prefix and typo-tolerant. Loaded with the index, in its own lazy chunk.
 */

interface Doc {
  id: number;
  title: string;
  brand: string;
  type: string;
  category: string;
  parentCategory: string;
  color: string;
  description: string;
}

const FIELDS = ['title', 'brand', 'type', 'category', 'parentCategory', 'color', 'description'] as const;

// The server's weights: title, brand and type above category above description.
const BOOST: Partial<Record<(typeof FIELDS)[number], number>> = { title: 3, brand: 3, type: 3, category: 2, parentCategory: 2, color: 2 };

/** Case and accents do not matter: "Café" finds "cafe". */
function processTerm(term: string): string | null {
  const plain = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return plain || null;
}

export const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  // People search as they type: the last word may be unfinished.
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One wrong, missing or extra letter in words of 4+ letters, two in 8+.
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  processTerm,
};

const indexes = new WeakMap<readonly IndexedProduct[], MiniSearch<Doc>>();

export function indexOf(catalogue: readonly IndexedProduct[]): MiniSearch<Doc> {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new MiniSearch<Doc>({ fields: [...FIELDS], processTerm, searchOptions: SEARCH_OPTIONS });
    index.addAll(
      catalogue.map(({ product, brand, type }, id) => ({
        id,
        title: product.name,
        brand,
        type,
        category: product.category,
        parentCategory: product.parentCategory,
        color: product.colors.join(' '),
        description: product.description,
      })),
    );
    indexes.set(catalogue, index);
  }
  return index;
}

/** Every word found; "kettle bell" also as "kettlebell". */
function everyWord(index: MiniSearch<Doc>, words: string[]): Found[] {
  const joined = words.length > 1 ? [words.join('')] : [];
  return index.search({ combineWith: 'OR', queries: [{ combineWith: 'AND', queries: [words.join(' ')] }, ...joined] });
}

export interface Matches {
  /** Positions in the catalogue with their score. */
  scores: Map<number, number>;
  /** The words left out because each matched nothing on its own (as typed, in order); empty when none was. */
  dropped: string[];
}

/**
 * The products matching `q`: every word found; else, with `relax`, the words that match nothing on
 * their own dropped when the rest finds something (as GET /search answers `relaxed`); else most of
 * the words.
 */
export function matches(catalogue: readonly IndexedProduct[], q: string, relax = false): Matches {
  const scores = new Map<number, number>();
  let dropped: string[] = [];
  if (!q) {
    catalogue.forEach((_item, position) => scores.set(position, 0));
    return { scores, dropped };
  }
  const index = indexOf(catalogue);
  const words = q.split(' ');
  let found = everyWord(index, words);
  if (found.length === 0 && relax && words.length > 1) {
    const alone = words.map((word, at) => index.search(word, { combineWith: 'AND', prefix: at === words.length - 1 }).length > 0);
    const kept = words.filter((_word, at) => alone[at]);
    if (kept.length > 0 && kept.length < words.length) {
      found = everyWord(index, kept);
      if (found.length > 0) dropped = words.filter((_word, at) => !alone[at]);
    }
  }
  if (found.length === 0) found = index.search(q, { combineWith: 'OR' });
  for (const result of found) scores.set(Number(result.id), result.score);
  return { scores, dropped };
}
