/**
 * GET /search/suggest: as the shopper types, the words so far with the last one completed (when
 * that finds anything), the categories holding most matches, then the best matching products.
 * A last word that starts a price or a gender ("running shoes und", "yoga mat fo") is completed
 * the way a shopper would finish it, from what the words before it find: "running shoes under
 * ₹2,000" at the prices where a quarter and half of those products fall, "yoga mat for women"
 * when the catalogue holds women's yoga mats. Picked, it is a query like any other, whose words
 * the search reads as a filter (rules/intent.ts).
 */
import type { SuggestionDto } from './contract';
import { absoluteUrl, type AppContext } from '../../platform/http/context';
import { formatInr } from '../../../../rules/money';
import { suggestions } from './repository/suggestions';
import { understand, type Understood } from '../../../../rules/intent';
import { NOTHING_SOLD_OUT } from './stock';
import { catalogueOf, matchedRows, ofKindNamed, pricesOf, vocabularyOf } from './results';
import { noFilters, withUnderstood } from '../../../../rules/filters';
import type { SynonymIndex } from './synonyms';
import { matchQuery, toTextMatch } from './tsquery';
import { cachedWords, planQuery } from './words';
import { catalogueCache } from './catalogueCache';

const QUERY_SUGGESTIONS = 3;
/** Round amounts a shopper names: "under ₹2,000". */
const STEPS = [500, 1000, 1500, 2000, 2500, 3000, 5000, 10_000, 20_000, 30_000, 50_000, 1_00_000];
/** The shares of the products a price completion keeps: a quarter, then half. */
const SHARES = [0.25, 0.5];

/** The words before a last word that starts "under"/"below" or "for", and which it starts. */
function startedIntent(q: string): { before: string; kind: 'price' | 'gender' } | null {
  const words = q.trimStart().split(/\s+/);
  const last = words.at(-1)!.toLowerCase();
  const before = words.slice(0, -1).join(' ');
  if (before === '' || last.length < 2) return null;
  if (['under', 'below'].some((w) => w.startsWith(last))) return { before, kind: 'price' };
  if ('for'.startsWith(last)) return { before, kind: 'gender' };
  return null;
}

/** Completions of a started price or gender, each finding something. */
async function intentCompletions(ctx: AppContext, synonyms: SynonymIndex, started: { before: string; kind: 'price' | 'gender' }) {
  const catalogue = await catalogueOf(ctx);
  const intent = understand(started.before, vocabularyOf(ctx, catalogue, synonyms));
  if (intent.text === '') return [];
  const plan = await planQuery(cachedWords(ctx.db, catalogueCache(ctx)), synonyms, intent.text, { prefix: false, exact: false });
  if (plan.groups.length === 0) return [];
  const rows = await ofKindNamed(ctx, catalogue, plan.groups, await matchedRows(ctx, catalogue, toTextMatch(plan.groups)));
  const filters = withUnderstood(noFilters(), intent.understood);
  const findsAny = (u: Understood) => pricesOf(catalogue, rows, withUnderstood(filters, [u]), NOTHING_SOLD_OUT).length > 0;
  if (started.kind === 'gender') {
    return (['Men', 'Women'] as const)
      .filter((g) =>
        findsAny({ facet: 'gender', words: '', value: g, values: [g, 'Unisex'].filter((v) => catalogue.vocabulary.gender.includes(v)) }),
      )
      .map((g) => `${started.before} for ${g.toLowerCase()}`);
  }
  if (intent.understood.some((u) => u.facet === 'price')) return [];
  const prices = pricesOf(catalogue, rows, filters, NOTHING_SOLD_OUT).sort((a, b) => a - b);
  const steps = SHARES.map((share) => STEPS.find((step) => prices.filter((p) => p <= step).length >= share * prices.length));
  return [...new Set(steps)].filter((s) => s !== undefined).map((step) => `${started.before} under ${formatInr(step)}`);
}

/**
 * The query completions in order: a whole "for" or "under" is finished as a filter first; a longer
 * start ("und", "fo") after the catalogue's own words; a two-letter one ("be": "kettle bell") only
 * when the catalogue has none.
 */
function ordered(q: string, catalogue: string[], intent: string[]): string[] {
  const last = q.trim().split(/\s+/).at(-1)!.toLowerCase();
  if (['for', 'under', 'below'].includes(last)) return [...intent, ...catalogue];
  if (last.length < 3) return catalogue.length ? catalogue : intent;
  return [...catalogue, ...intent];
}

export async function suggestionsFor(ctx: AppContext, synonyms: SynonymIndex, q: string, limit: number): Promise<SuggestionDto[]> {
  const started = startedIntent(q);
  const words = cachedWords(ctx.db, catalogueCache(ctx));
  const [plan, completed] = await Promise.all([
    planQuery(words, synonyms, q, { prefix: true, exact: false }),
    started ? intentCompletions(ctx, synonyms, started) : [],
  ]);
  // Products and categories for a started "under" or "for" are those of the words before it.
  const matched = completed.length > 0 ? await planQuery(words, synonyms, started!.before, { prefix: false, exact: false }) : plan;
  if (matched.groups.length === 0) return completed.map((text) => ({ type: 'query' as const, text }));
  const before = (plan.corrected ?? q).trim().toLowerCase().split(/\s+/).slice(0, -1);
  const candidates = plan.completions.slice(0, 2 * QUERY_SUGGESTIONS).map((word) => ({
    text: [...before, word].join(' '),
    match: matchQuery([...plan.groups.slice(0, -1), { any: [[word]], exact: [[word]] }]),
  }));
  const found = await suggestions(ctx.db, toTextMatch(matched.groups), candidates, limit);
  return [
    ...ordered(q, found.queries, completed)
      .slice(0, QUERY_SUGGESTIONS)
      .map((t) => ({ type: 'query' as const, text: t })),
    ...found.categories.map((c) => ({ type: 'category' as const, text: c, category: c })),
    ...found.products.map((p) => ({
      type: 'product' as const,
      text: p.title,
      productId: p.id,
      imgUrl: absoluteUrl(ctx, p.imgUrl),
      price: p.price,
    })),
  ];
}
