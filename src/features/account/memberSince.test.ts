import { formatMemberSince } from './memberSince';

describe('formatMemberSince', () => {
  it('formats the date as MMMM DD, YYYY', () => {
    expect(formatMemberSince('2026-03-05T12:00:00.000Z')).toBe('March 05, 2026');
  });

  it.each(['', '   ', 'not a date'])('gives null for %j', (value) => {
    expect(formatMemberSince(value)).toBeNull();
  });
});
