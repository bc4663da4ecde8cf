import fc from 'fast-check';
import { encodes, junkId, junkText, payloadLike } from '@/test/arbitraries';
import { buildStoreInfo } from '@/test/builders';
import { toStoreInfo } from './normalizers';

describe('toStoreInfo', () => {
  it('keeps every field of a full record', () => {
    const dto = buildStoreInfo({ categoryImages: { 'Sports Shoes': 'shoes.svg' }, policies: { terms: '<p>x</p>' } });
    expect(toStoreInfo(dto)).toEqual(dto);
  });

  it('accepts category images as a list of entries or a Map', () => {
    expect(toStoreInfo({ categoryImages: [['Gym Wear', 'gym.svg']] }).categoryImages).toEqual({ 'Gym Wear': 'gym.svg' });
    expect(toStoreInfo({ categoryImages: new Map([['Gym Wear', 'gym.svg']]) }).categoryImages).toEqual({
      'Gym Wear': 'gym.svg',
    });
  });

  it('drops categories that are not names', () => {
    expect(toStoreInfo({ categories: ['Gym Wear', 3, null, ' ', 'Outdoor Sports'] }).categories).toEqual([
      'Gym Wear',
      '3',
      'Outdoor Sports',
    ]);
  });

  it('never throws, whatever the server sends', () => {
    const keys = ['storeName', 'categories', 'categoryImages', 'socialLinks', 'policies', 'companyName'];
    fc.assert(fc.property(payloadLike(keys), (payload) => Array.isArray(toStoreInfo(payload).categories)));
  });
});

describe('links and pictures from store info', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:msgbox(1)',
  ];

  it.each(HOSTILE)('drops the social link, logo and category picture %j', (url) => {
    const info = toStoreInfo(
      buildStoreInfo({
        socialLinks: { instagram: url, facebook: 'https://facebook.test/stride' },
        companyLogoUrl: url,
        categoryImages: { 'Gym Wear': url, default: '/media/default.svg' },
      }),
    );
    expect(info.socialLinks).toEqual({ facebook: 'https://facebook.test/stride' });
    expect(info.companyLogoUrl).toBe('');
    expect(info.categoryImages).toEqual({ default: '/media/default.svg' });
  });

  it('keeps only http(s) links, http(s) or same-site pictures, and categories that fit a URL (generated answers)', () => {
    const url = fc.oneof(junkText, fc.webUrl(), fc.constantFrom(...HOSTILE, '/media/a.svg', 'a.svg', '//cdn.test/a.png'));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), url), url, fc.array(fc.oneof(junkText, junkId)), (links, logo, categories) => {
        const info = toStoreInfo({ socialLinks: links, categoryImages: links, companyLogoUrl: logo, categories });
        const web = (text: string) => ['http:', 'https:'].includes(new URL(text, 'https://shop.test/').protocol);
        return (
          Object.values(info.socialLinks).every((link) => /^https?:$/.test(new URL(link).protocol)) &&
          Object.values(info.categoryImages).every(web) &&
          (info.companyLogoUrl === '' || web(info.companyLogoUrl)) &&
          info.categories.every(encodes)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
