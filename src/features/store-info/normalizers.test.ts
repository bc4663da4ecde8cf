import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
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
