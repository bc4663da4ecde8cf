import { shortId } from './product';

describe('shortId', () => {
  it('keeps the first 8 characters', () => {
    expect(shortId('3f2a9c1e-77aa-4bbb-8ccc-0123456789ab')).toBe('3f2a9c1e');
  });
});
