import { toProduct } from '@/entities/product/normalizers';
import { buildProduct } from '@/test/builders';
import { MAX_PAGE } from '@rules/paging';
import { ACCESSORIES_FILTER, listingHeading, readListingParams, subCategoriesOf, toDiscoveryRequest, toListRequest } from './listingQuery';

const read = (query: string) => readListingParams(new URLSearchParams(query));

describe('readListingParams', () => {
  it('reads category, parentCategory, page and featured, with page 1 by default', () => {
    expect(read('category=men&parentCategory=Kurtas&page=3&featured=true')).toEqual({
      category: 'men',
      parentCategory: 'Kurtas',
      page: 3,
      featured: true,
    });
    expect(read('')).toEqual({ category: '', parentCategory: '', page: 1, featured: false });
  });

  it.each(['0', '-2', 'abc', '1.5', ''])('treats page=%s as page 1', (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it.each(['200000', '999999999', '1e12'])('reads page=%s as the last page the API serves', (page) => {
    expect(read(`page=${page}`).page).toBe(MAX_PAGE);
    expect(toListRequest(read(`page=${page}`)).page).toBe(100_000);
  });
});

describe('listingHeading', () => {
  it.each([
    ['category=men&parentCategory=Kurtas', 'Kurtas'],
    ['category=men', "Men's Ethnic Wear"],
    ['category=women', "Women's Ethnic Wear"],
    ['category=sports%20shoes', 'Sports Shoes'],
    ['category=accessories', 'Accessories'],
    ['featured=true', 'Featured Products'],
    ['', 'All Products'],
  ])('%s → %s', (query, heading) => {
    expect(listingHeading(read(query))).toBe(heading);
  });
});

describe('toListRequest', () => {
  it('asks for 12 per page with gender Men / Women for men / women', () => {
    expect(toListRequest(read('category=men&page=2'))).toEqual({ page: 2, limit: 12, category: 'men', gender: 'Men' });
    expect(toListRequest(read('category=women'))).toEqual({ page: 1, limit: 12, category: 'women', gender: 'Women' });
  });

  it('sends the accessories filter, the sub-category and featured', () => {
    expect(toListRequest(read('category=accessories&parentCategory=Bags'))).toEqual({
      page: 1,
      limit: 12,
      category: 'accessories',
      filter: ACCESSORIES_FILTER,
      parentCategory: 'Bags',
    });
    expect(toListRequest(read('featured=true'))).toEqual({ page: 1, limit: 12, featured: true });
  });

  it('discovers sub-categories from up to 100 products of the category', () => {
    expect(toDiscoveryRequest('men')).toEqual({ page: 1, limit: 100, category: 'men' });
  });
});

describe('subCategoriesOf', () => {
  it('lists each parent category once, skipping blanks', () => {
    const products = ['Kurtas', 'Jackets', 'Kurtas', null, 'null'].map((parentCategory) => toProduct(buildProduct({ parentCategory })));
    expect(subCategoriesOf(products)).toEqual(['Kurtas', 'Jackets']);
  });
});
