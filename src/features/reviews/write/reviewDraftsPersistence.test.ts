import fc from 'fast-check';
import { setupStore } from '@/app/store';
import { rehydratedStore } from '@/test/rehydratedStore';
import {
  MAX_REVIEW_DRAFTS,
  migrateStoredReviewDrafts,
  readStoredReviewDrafts,
  REVIEW_DRAFTS_STORAGE_KEY,
  withStoredReviewDrafts,
} from './reviewDraftsPersistence';
import { reviewDraftChanged, reviewDraftSent, selectReviewDraft } from './reviewDraftsSlice';

const draft = { rating: 4, reviewTitle: 'Good grip', reviewText: 'Used it every morning for a month.' };

describe('the drafts slice', () => {
  it('keeps a draft per product until it is sent', () => {
    const store = setupStore();
    store.dispatch(reviewDraftChanged({ productId: 'p-1', draft }));
    expect(selectReviewDraft(store.getState(), 'p-1')).toEqual(draft);
    expect(selectReviewDraft(store.getState(), 'p-2')).toBeUndefined();
    store.dispatch(reviewDraftSent({ productId: 'p-1' }));
    expect(selectReviewDraft(store.getState(), 'p-1')).toBeUndefined();
  });

  it('reads a redacted recording (a support replay) as no draft', () => {
    expect(selectReviewDraft({ reviewDrafts: { byProduct: '[redacted]' as never } }, 'p-1')).toBeUndefined();
    expect(selectReviewDraft({ reviewDrafts: { byProduct: {} } }, 'toString')).toBeUndefined();
  });
});

describe('migrateStoredReviewDrafts', () => {
  it('keeps readable drafts and drops empty ones, bad stars and unusable ids', () => {
    expect(
      migrateStoredReviewDrafts({
        byProduct: {
          'p-1': draft,
          'p-2': { rating: 9, reviewTitle: 'x' },
          'p-3': { rating: null, reviewTitle: '', reviewText: '' },
          'p-4': 'oops',
          '\ud800': draft,
        },
      }),
    ).toEqual({ byProduct: { 'p-1': draft, 'p-2': { rating: null, reviewTitle: 'x', reviewText: '' } } });
  });

  it(`keeps at most ${MAX_REVIEW_DRAFTS}`, () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`p-${index}`, draft]));
    expect(Object.keys(migrateStoredReviewDrafts({ byProduct: many }).byProduct)).toHaveLength(MAX_REVIEW_DRAFTS);
  });

  it('never throws, whatever was stored', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const { byProduct } = migrateStoredReviewDrafts(stored);
        return Object.values(byProduct).every((kept) => typeof kept.reviewText === 'string' && typeof kept.reviewTitle === 'string');
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => typeof readStoredReviewDrafts(text) === 'string'));
  });

  it('takes a draft typed before the stored ones were read as the newer', () => {
    const newer = { ...draft, rating: 2 };
    expect(withStoredReviewDrafts({ byProduct: { 'p-1': draft } }, { byProduct: { 'p-1': newer } }).byProduct['p-1']).toEqual(newer);
  });
});

describe('drafts on the device', () => {
  it('saves them under the local-storage key `reviewDrafts` and reads them back at start', async () => {
    const first = await rehydratedStore();
    first.store.dispatch(reviewDraftChanged({ productId: 'p-1', draft }));
    await first.persistor.flush();
    expect(window.localStorage.getItem(REVIEW_DRAFTS_STORAGE_KEY)).toContain('Used it every morning');
    const { store } = await rehydratedStore();
    expect(selectReviewDraft(store.getState(), 'p-1')).toEqual(draft);
  });

  it.each([
    ['corrupt text', '{"byProduct": [oops'],
    ['a plain list', JSON.stringify([draft])],
    ['an unparseable inner value', JSON.stringify({ byProduct: '{oops', _persist: '{"version":1}' })],
  ])('starts without crashing from %s, with no draft', async (_label, stored) => {
    window.localStorage.setItem(REVIEW_DRAFTS_STORAGE_KEY, stored);
    const { store } = await rehydratedStore();
    expect(store.getState().reviewDrafts.byProduct).toEqual({});
  });
});
