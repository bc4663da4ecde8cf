import { isPolicySlug, POLICY_TITLES, RESERVED_SLUGS } from './policySlugs';

describe('isPolicySlug', () => {
  it.each(Object.keys(POLICY_TITLES))('accepts %s', (slug) => {
    expect(isPolicySlug(slug)).toBe(true);
  });

  it.each([...RESERVED_SLUGS, 'warranty', 'Terms', 'constructor', 'toString', '', undefined])('rejects %s', (slug) => {
    expect(isPolicySlug(slug)).toBe(false);
  });
});
