/** Reviews (issue 30): moderation states and the command that decides them, sorting, filters, pages, product answers. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductDto } from '../src/contracts';
import { flagReason, parseWordList } from '../src/modules/reviews/flagging';
import { runReviewsCommand } from '../src/modules/reviews/cli';
import { adminOf, firstProducts, makeApp, useTestApp } from './helpers';
import { GOOD, put, ratingOf, reviewed, reviewsOf } from './reviewsHelpers';

const t = useTestApp({ COD_MAX_ORDER_VALUE: 'none', ORDER_RATE_LIMIT_MAX: '1000' });
let productId = '';
beforeAll(async () => {
  productId = (await firstProducts(t.app, 2))[1]!.id;
});

const mineOf = async (headers: object) =>
  (await t.app.inject({ url: `/api/v1/products/${productId}/reviews/mine`, headers: headers as Record<string, string> })).json().review;

describe('the word list and links', () => {
  const list = parseWordList('# a note\nDarn\n\nwhatsapp  me\n');

  it('matches listed words and phrases as whole words, in any case', () => {
    expect(flagReason(list, 'What a DARN good bat')).toBe('word list: "darn"');
    expect(flagReason(list, 'ok', 'just WhatsApp me for a discount')).toBe('word list: "whatsapp me"');
    expect(flagReason(list, 'darned good, darnation')).toBeNull();
    expect(flagReason(list, 'a note on the grip')).toBeNull();
  });

  it('holds any link: a scheme, www. or a bare domain; not prices, sizes or abbreviations', () => {
    for (const text of [
      'see https://x.example/a',
      'HTTP://shop',
      'visit www.shoes',
      'buy at example.com today',
      'cheap.in/offer',
      'Flipkart.com',
    ]) {
      expect(flagReason(list, text)).toMatch(/^link: "/);
    }
    for (const text of ['2.5 kg plates, e.g. for curls', 'Size 10.5 fits', 'Rs. 4,999 well spent', 'U.S. sizes']) {
      expect(flagReason(list, text)).toBeNull();
    }
  });
});

describe('states', () => {
  it('keeps flagged reviews pending: hidden from the page and the summary, shown to the writer; the command publishes or rejects them', async () => {
    await reviewed(t.app, productId, { ...GOOD, rating: 5 });
    const cursed = await reviewed(t.app, productId, { rating: 1, title: 'Total crap', text: 'The sole came off in a week, do not buy.' }, [
      'Rahul',
      'Verma',
    ]);
    const linked = await reviewed(t.app, productId, {
      rating: 2,
      title: '',
      text: 'Much cheaper at https://elsewhere.example, buy there.',
    });
    expect([cursed.review.status, linked.review.status]).toEqual(['pending', 'pending']);
    expect(await mineOf(cursed.who.headers)).toMatchObject({ status: 'pending', title: 'Total crap' });

    let page = await reviewsOf(t.app, productId);
    expect(page.summary).toMatchObject({ average: 5, count: 1 });
    expect(page.data.map((r) => r.rating)).toEqual([5]);
    expect(await ratingOf(t.app, productId)).toEqual({ average: 5, count: 1 });

    const listed = await runReviewsCommand(adminOf(t.app), ['pending']);
    expect(listed.code).toBe(0);
    const out = listed.out.join('\n');
    expect(out).toContain('2 reviews waiting');
    expect(out).toMatch(
      new RegExp(`${cursed.review.id} .* by Rahul V\\. +★☆☆☆☆\\n +held for word list: "crap"\\n +Total crap — The sole came off`),
    );
    expect(out).toMatch(new RegExp(`${linked.review.id} .*\\n +held for link: "https://elsewhere.example,"`));

    expect(await runReviewsCommand(adminOf(t.app), ['publish', cursed.review.id])).toEqual({
      code: 0,
      out: [`Review ${cursed.review.id} published.`],
    });
    expect(await runReviewsCommand(adminOf(t.app), ['reject', linked.review.id])).toEqual({
      code: 0,
      out: [`Review ${linked.review.id} rejected.`],
    });
    page = await reviewsOf(t.app, productId);
    expect(page.summary).toMatchObject({ average: 3, count: 2 });
    expect(page.data.map((r) => r.id)).toContain(cursed.review.id);
    expect(page.data.map((r) => r.id)).not.toContain(linked.review.id);
    expect(await ratingOf(t.app, productId)).toEqual({ average: 3, count: 2 });
    expect(await mineOf(linked.who.headers)).toMatchObject({ status: 'rejected' });
    expect((await runReviewsCommand(adminOf(t.app), ['pending'])).out).toEqual(['No reviews are waiting for a decision.']);

    // An edit goes through moderation again: a clean text publishes, a flagged one is held.
    expect((await put(t.app, linked.who, productId, { ...GOOD, rating: 2 })).json().status).toBe('published');
    expect((await put(t.app, cursed.who, productId, { ...GOOD, text: 'Now it is just crap, the sole is gone.' })).json().status).toBe(
      'pending',
    );
    expect((await reviewsOf(t.app, productId)).summary).toMatchObject({ average: 3.5, count: 2 });
  });

  it('the command refuses unknown reviews and wrong words', async () => {
    expect(await runReviewsCommand(adminOf(t.app), ['publish', '00000000-0000-4000-8000-000000000000'])).toMatchObject({ code: 1 });
    expect(await runReviewsCommand(adminOf(t.app), ['reject', 'nope'])).toMatchObject({ code: 1 });
    for (const argv of [[], ['delete', 'x'], ['publish'], ['pending', 'x']]) {
      expect((await runReviewsCommand(adminOf(t.app), argv)).out[0]).toMatch(/^Usage: npm run reviews -- pending/);
    }
  });

  it('reads another word list from REVIEW_BLOCKLIST_FILE', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blocklist-')), 'words.txt');
    fs.writeFileSync(file, 'cushioning\n');
    const app = await makeApp(t.db, { COD_MAX_ORDER_VALUE: 'none', REVIEW_BLOCKLIST_FILE: file });
    try {
      expect((await reviewed(app, productId)).review.status).toBe('pending');
      expect((await reviewed(app, productId, { ...GOOD, title: 'crap', text: 'A crap pair, but they fit well.' })).review.status).toBe(
        'published',
      );
    } finally {
      await app.close();
    }
  });
});

describe('sorting, filtering and pages', () => {
  it('sorts by helpful, newest, highest and lowest (ties newest first, then by id), filters by star, pages by 10', async () => {
    const ratings = [5, 3, 4, 1, 5, 2, 4, 5, 3, 4, 5, 1];
    const ids: string[] = [];
    for (const rating of ratings) ids.push((await reviewed(t.app, productId, { ...GOOD, rating })).review.id);
    // Written a minute apart, in that order; helpful counts set as the rows.
    await t.db.query(
      `UPDATE reviews SET updated_at = now() - (12 - (SELECT n FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, n) WHERE x.id = reviews.id)) * interval '1 minute'`,
      [ids],
    );
    await t.db.query('UPDATE reviews SET helpful = 3 WHERE id = ANY($1::uuid[])', [[ids[2], ids[6]]]);
    await t.db.query('UPDATE reviews SET helpful = 7 WHERE id = $1', [ids[9]]);
    const order = async (query: string) => (await reviewsOf(t.app, productId, query)).data.map((r) => ids.indexOf(r.id));
    const newest = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
    expect(await order('')).toEqual([9, 6, 2, 11, 10, 8, 7, 5, 4, 3]);
    expect(await order('?sort=helpful&page=2')).toEqual([1, 0]);
    expect(await order('?sort=newest')).toEqual(newest);
    expect(await order('?sort=highest')).toEqual([10, 7, 4, 0, 9, 6, 2, 8, 1, 5]);
    expect(await order('?sort=lowest')).toEqual([11, 3, 5, 8, 1, 9, 6, 2, 10, 7]);
    expect(await order('?sort=newest&star=5')).toEqual([10, 7, 4, 0]);

    const page = await reviewsOf(t.app, productId, '?star=4&sort=lowest');
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(page.summary.count).toBe(12);
    expect((await reviewsOf(t.app, productId, '?page=2')).pagination).toEqual({ page: 2, limit: 10, total: 12, totalPages: 2 });
    expect((await reviewsOf(t.app, productId, '?page=3')).data).toEqual([]);
    expect((await reviewsOf(t.app, productId, '?star=2')).data.map((r) => r.rating)).toEqual([2]);
  });

  it('answers 404 for an unknown product and 400 for a bad sort, star or page', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/v1/products/${id}/reviews` });
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Product not found' }]);
    }
    for (const query of ['sort=best', 'star=0', 'star=6', 'star=4.5', 'page=0', 'page=-1', 'page=abc', 'page=100001', 'extra=1&sort=x']) {
      const res = await t.app.inject({ url: `/api/v1/products/${productId}/reviews?${query}` });
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
    const empty = await t.app.inject({ url: `/api/v1/products/${productId}/reviews` });
    expect(empty.headers['cache-control']).toBe('no-cache');
    expect(empty.json()).toEqual({
      summary: { average: 0, count: 0, histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) },
      data: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });
  });
});

describe('product answers', () => {
  it('carry the rating (one decimal, count) on the list, the product and search; none without a published review', async () => {
    const [bare] = await firstProducts(t.app, 1);
    expect(bare).not.toHaveProperty('rating');
    for (const rating of [5, 4, 4]) await reviewed(t.app, productId, { ...GOOD, rating });
    const rating = { average: 4.3, count: 3 };
    expect(await ratingOf(t.app, productId)).toEqual(rating);
    const listed = (await t.app.inject({ url: '/api/v1/products?limit=5' })).json().data as ProductDto[];
    expect(listed.find((p) => p.id === productId)!.rating).toEqual(rating);
    expect(listed.filter((p) => p.id !== productId).every((p) => p.rating === undefined)).toBe(true);
    const title = listed.find((p) => p.id === productId)!.title;
    const found = (await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(title)}` })).json().data as ProductDto[];
    expect(found.find((p) => p.id === productId)!.rating).toEqual(rating);
  });
});
