import fc from 'fast-check';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, outOfRangeMessage, pageOf, totalPages } from './paging';

it('names the range a number of the query must fall in', () => {
  expect(outOfRangeMessage('page', 1, MAX_PAGE)).toBe('page must be between 1 and 100000');
  expect(outOfRangeMessage('limit', 1, MAX_PAGE_SIZE)).toBe('limit must be between 1 and 100');
});

it('pages a list: every item on exactly one page, in order, none past the last page', () => {
  fc.assert(
    fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (items, limit) => {
      const pages = totalPages(items.length, limit);
      const walked = Array.from({ length: pages }, (_, i) => pageOf(items, i + 1, limit));
      expect(walked.flat()).toEqual(items);
      expect(walked.every((page) => page.length > 0 && page.length <= limit)).toBe(true);
      expect(pageOf(items, pages + 1, limit)).toEqual([]);
    }),
  );
});

it('keeps the default page within the largest', () => {
  expect(DEFAULT_PAGE_SIZE).toBeLessThanOrEqual(MAX_PAGE_SIZE);
});
