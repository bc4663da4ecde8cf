/** The pure parts of search and import: planning the words, the synonyms file, tsquery texts, record checks. */
import fs from 'node:fs';
import fc from 'fast-check';
import { checkRecord } from '../src/modules/import/records';
import { allowedEdits, buildPlan, MAX_GROUPS, probes, type Lookups, type Token } from '../src/modules/search/plan';
import { countPairs, indexSynonyms, parseSynonyms, type SynonymIndex } from '../src/modules/search/synonyms';
import { groupQueries, matchQuery, phraseQuery } from '../src/modules/search/tsquery';
import { SYNONYMS_FILE } from '../src/modules/search/words';

// Stems as far as these tests need them: plurals lose their s, stop words have none.
const STOP = new Set(['the', 'for', 't', 'a']);
const stem = (w: string) => (STOP.has(w) ? null : w.replace(/s$/, ''));
const CATALOGUE = new Set([
  'running',
  'shoe',
  'yoga',
  'mat',
  'kettlebell',
  'leggings',
  'elliptical',
  'shirt',
  'tshirt',
  'rope',
  'skipping',
]);
const tokens = (q: string): Token[] => q.split(' ').map((word) => ({ word, stem: stem(word), known: CATALOGUE.has(stem(word) ?? '') }));
const near = (word: string) => [...CATALOGUE].map((w) => ({ word: w, occurrences: 1, similarity: 0.5 })).filter((c) => c.word !== word);

function plan(q: string, opts = { prefix: false, exact: false }, synonyms: SynonymIndex = new Map()) {
  const ts = tokens(q);
  const probe = probes(ts, opts);
  const lookups: Lookups = {
    known: new Map(probe.candidates.filter((c) => CATALOGUE.has(c)).map((c) => [c, c])),
    completions: probe.prefix ? [...CATALOGUE].filter((w) => w.startsWith(probe.prefix!)) : [],
    near: new Map(probe.near.map((w) => [w, near(w)])),
  };
  return buildPlan(ts, lookups, synonyms, opts);
}
const synonymsOf = (text: string) =>
  indexSynonyms(parseSynonyms(text), (term) => {
    const ts = tokens(term.toLowerCase().replace(/-/g, ' '));
    return { words: ts.filter((t) => t.stem !== null).map((t) => t.word), keys: ts.map((t) => t.stem ?? t.word) };
  });

describe('planning the words', () => {
  it('allows one edit from 4 letters and two from 8', () => {
    expect([3, 4, 7, 8, 12].map((n) => allowedEdits('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects unknown words within the allowed edits only, swaps counting one', () => {
    expect(plan('runing shoes').corrected).toBe('running shoes');
    expect(plan('legigns').corrected).toBeNull();
    expect(plan('leggnigs').corrected).toBe('leggings');
    expect(plan('elipticall').corrected).toBe('elliptical');
    expect(plan('eliptcl').corrected).toBeNull();
    expect(plan('mta').groups).toEqual([{ any: [['mta']], exact: [['mta']] }]);
  });

  it('splits and joins words the catalogue writes otherwise', () => {
    expect(plan('yogamat')).toMatchObject({ corrected: 'yoga mat', groups: [{ any: [['yogamat'], ['yoga', 'mat']] }] });
    expect(plan('kettle bell')).toMatchObject({
      corrected: 'kettlebell',
      groups: [{ any: [{ all: ['kettle', 'bell'] }, ['kettlebell']] }],
    });
    // Both halves known: the joined form is one more reading, not a correction.
    expect(plan('t shirt')).toMatchObject({ corrected: null, groups: [{ any: [['shirt'], ['tshirt']] }] });
  });

  it('applies the longest synonym first and searches the typed words too', () => {
    const synonyms = synonymsOf('skipping rope, jump rope\nrope => cord');
    expect(plan('jump rope', undefined, synonyms).groups).toEqual([
      {
        any: [{ all: ['jump', 'rope'] }, ['skipping', 'rope'], ['jump', 'rope']],
        exact: [{ all: ['jump', 'rope'] }, ['skipping', 'rope'], ['jump', 'rope']],
      },
    ]);
    expect(plan('rope', undefined, synonyms).groups[0]!.any).toEqual([['rope'], ['cord']]);
  });

  it('completes the last word only, and corrects nothing with exact', () => {
    expect(plan('yoga m', { prefix: true, exact: false })).toMatchObject({ completions: ['mat'], corrected: null });
    expect(plan('runing shoes', { prefix: false, exact: true })).toMatchObject({
      corrected: null,
      groups: [{ any: [['runing']] }, { any: [['shoes']] }],
    });
    expect(plan('runing shoes', { prefix: false, exact: true }).loose).toEqual({
      text: 'running shoes',
      groups: [
        { any: [['running']], exact: [['running']] },
        { any: [['shoes']], exact: [['shoes']] },
      ],
    });
  });

  it('leaves stop words out and stops at eight groups', () => {
    expect(plan('the shoes for running').groups.map((g) => g.any[0])).toEqual([['shoes'], ['running']]);
    expect(plan(Array.from({ length: 12 }, (_, i) => `w${i}x`).join(' ')).groups).toHaveLength(MAX_GROUPS);
  });
});

describe('tsquery texts', () => {
  const word = fc.string({ maxLength: 12 });
  const alt = fc.oneof(fc.array(word, { minLength: 1, maxLength: 3 }), fc.record({ all: fc.array(word, { minLength: 1, maxLength: 3 }) }));
  const groups = fc.array(fc.record({ any: fc.array(alt, { minLength: 1, maxLength: 3 }), exact: fc.array(alt, { maxLength: 2 }) }), {
    minLength: 1,
    maxLength: 5,
  });

  it('hold only quoted letters and digits and the operators, whatever the words', () => {
    fc.assert(
      fc.property(groups, (gs) => {
        const texts = [matchQuery(gs), phraseQuery(gs), ...groupQueries(gs).flatMap((g) => [g.any, g.a, g.ab, g.exact ?? ''])];
        for (const text of texts) expect(text).toMatch(/^(?:'[a-z0-9]*'(?::A|:AB)?|[()|&! ]|<->)*$/);
      }),
    );
  });

  it('leave one group out at a time from three groups on ("most words")', () => {
    const g = (w: string) => ({ any: [[w]], exact: [[w]] });
    expect(matchQuery([g('a'), g('b')])).toBe("('a') & ('b')");
    expect(matchQuery([g('a'), g('b'), g('c')])).toBe("(('b') & ('c')) | (('a') & ('c')) | (('a') & ('b'))");
    expect(phraseQuery([g('a'), { any: [{ all: ['b', 'c'] }], exact: [] }])).toBe("('a':A) <-> (('b':A <-> 'c':A))");
  });
});

describe('the synonyms file', () => {
  it('reads groups, one-way rules and comments, and never throws', () => {
    expect(parseSynonyms('# c\nracket, racquet , \n\nsneakers => sports shoes, trainers # x\nlonely\n=>')).toEqual([
      { match: ['racket', 'racquet'], expand: ['racket', 'racquet'] },
      { match: ['sneakers'], expand: ['sneakers', 'sports shoes', 'trainers'] },
    ]);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ',', '=', '>', '#', '\n', ' ') }), (text) => {
        for (const rule of parseSynonyms(text)) {
          expect(rule.match.length).toBeGreaterThan(0);
          expect(rule.expand).toEqual(expect.arrayContaining(rule.match));
        }
      }),
    );
  });

  it('ships at least 40 pairs of words common in Indian sports retail', () => {
    const rules = parseSynonyms(fs.readFileSync(SYNONYMS_FILE, 'utf8'));
    expect(countPairs(rules)).toBeGreaterThanOrEqual(40);
    const terms = rules.flatMap((r) => r.expand);
    for (const pair of [
      ['racket', 'racquet'],
      ['bicycle', 'cycle'],
      ['sneakers', 'sports shoes'],
      ['trackpants', 'joggers'],
      ['shuttlecock', 'birdie'],
      ['dumbbell', 'dumbell'],
      ['skipping rope', 'jump rope'],
      ['gym', 'fitness'],
    ]) {
      expect(rules.some((r) => pair.every((p) => r.expand.includes(p)))).toBe(true);
    }
    expect(terms.every((t) => t.trim() === t && t.length > 0)).toBe(true);
  });
});

describe('import records', () => {
  it('are checked without ever throwing, whatever the file holds', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }), (value) => {
        const checked = checkRecord(value);
        expect('product' in checked || checked.problems.length > 0).toBe(true);
      }),
    );
  });

  it('keep a valid product, trimmed, its id lower case', () => {
    const checked = checkRecord({
      id: 'ABCDEF01-2345-4678-9ABC-DEF012345678',
      title: ' Rope ',
      category: ' Gear ',
      regularPrice: 10,
      gender: ' ',
      attributes: [{ key: 'size', value: ['M'] }],
    });
    expect(checked).toEqual({
      product: {
        id: 'abcdef01-2345-4678-9abc-def012345678',
        title: 'Rope',
        description: '',
        imgUrl: '',
        images: [],
        category: 'Gear',
        parentCategory: null,
        gender: null,
        regularPrice: 10,
        discountedPrice: null,
        createdAt: null,
        attributes: [{ key: 'size', value: ['M'], metricUnit: null }],
        // No stock given: the import leaves the product uncounted.
        variants: null,
      },
    });
  });
});
