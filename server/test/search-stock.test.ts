/**
 * "In stock only" and sold-out last, on GET /search and GET /products, over the stock tables: a
 * product is sold out when it is counted and no variant has any left; a product not counted sells
 * as before. Stock moves with every order: the answers follow it at once, the catalogue unchanged.
 */
import type { ProductListDto } from '../src/contracts';
import { search, titles, useCatalog, type TestProduct } from './searchCatalog';
import { setShelf } from './stockHelpers';

const shoe = (title: string, regularPrice: number, left: number[], age: number): TestProduct => ({
  title,
  category: 'Sports Shoes',
  regularPrice,
  sizes: ['UK 8', 'UK 9'],
  colors: ['Black'],
  stock: left.map((stock, i) => ({ size: `UK ${8 + i}`, color: 'Black', stock })),
  age,
});

const t = useCatalog([
  shoe('Alpha Shoe', 3000, [4, 2], 1),
  shoe('Bravo Shoe', 1000, [0, 0], 2),
  { title: 'Charlie Shoe', category: 'Sports Shoes', regularPrice: 2000, age: 3 },
  shoe('Delta Shoe', 500, [0, 1], 4),
  shoe('Echo Shoe', 4000, [0, 0], 5),
]);

const listing = async (query: string): Promise<ProductListDto> => (await t.app.inject({ url: `/api/v1/products?${query}` })).json();
const listed = async (query: string) => (await listing(query)).data.map((p) => p.title);

// Each test leaves the shelves as the catalogue set them.
afterEach(async () => {
  await setShelf(t.app, t.ids[1]!, 'UK 8', 'Black', 0);
  await t.db.query('UPDATE stock_levels SET held = 0');
});

describe('In stock only', () => {
  it('leaves out the wholly sold-out products, keeping those not counted, and counts what it keeps', async () => {
    const all = await search(t.app, 'limit=20');
    expect(all.facets.inStock).toBe(3);
    const kept = await search(t.app, 'inStock=true&limit=20');
    expect(titles(kept)).toEqual(['Alpha Shoe', 'Charlie Shoe', 'Delta Shoe']);
    expect(kept.pagination.total).toBe(3);
    expect(kept.facets.inStock).toBe(3);
    // Counted with the other filters applied.
    expect((await search(t.app, 'q=shoe&maxPrice=1500')).facets.inStock).toBe(1);
    expect(await listed('inStock=true')).toEqual(['Alpha Shoe', 'Charlie Shoe', 'Delta Shoe']);
    expect((await listing('inStock=true&limit=2')).pagination.total).toBe(3);
  });

  it('follows the stock at once: a restock brings a product back, a hold on the last unit takes it away', async () => {
    await setShelf(t.app, t.ids[1]!, 'UK 8', 'Black', 3);
    expect(titles(await search(t.app, 'inStock=true'))).toContain('Bravo Shoe');
    await t.db.query(`UPDATE stock_levels SET held = on_hand WHERE product_id = $1`, [t.ids[3]]);
    expect(titles(await search(t.app, 'inStock=true'))).not.toContain('Delta Shoe');
    expect(await listed('inStock=true')).toEqual(['Alpha Shoe', 'Bravo Shoe', 'Charlie Shoe']);
  });
});

describe('sold-out products last', () => {
  it.each([
    ['newest', ['Alpha Shoe', 'Charlie Shoe', 'Delta Shoe', 'Bravo Shoe', 'Echo Shoe']],
    ['price-asc', ['Delta Shoe', 'Charlie Shoe', 'Alpha Shoe', 'Bravo Shoe', 'Echo Shoe']],
    ['price-desc', ['Alpha Shoe', 'Charlie Shoe', 'Delta Shoe', 'Echo Shoe', 'Bravo Shoe']],
    ['relevance', ['Alpha Shoe', 'Charlie Shoe', 'Delta Shoe', 'Bravo Shoe', 'Echo Shoe']],
  ])('under %s, the order among the rest kept', async (sort, order) => {
    expect(titles(await search(t.app, `q=shoe&sort=${sort}`))).toEqual(order);
  });

  it('on every page, as the listing pages them', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search(t.app, `sort=price-asc&limit=2&page=${page}`)));
    expect(pages.flatMap(titles)).toEqual(['Delta Shoe', 'Charlie Shoe', 'Alpha Shoe', 'Bravo Shoe', 'Echo Shoe']);
    const listings = await Promise.all([1, 2, 3].map((page) => listed(`limit=2&page=${page}`)));
    expect(listings.flat()).toEqual(['Alpha Shoe', 'Charlie Shoe', 'Delta Shoe', 'Bravo Shoe', 'Echo Shoe']);
  });
});

describe('a shop that counts no stock', () => {
  it('answers no such facet and filters nothing out', async () => {
    await t.db.query('DELETE FROM stock_levels');
    try {
      const all = await search(t.app, 'limit=20');
      expect(all.facets).not.toHaveProperty('inStock');
      expect(titles(await search(t.app, 'inStock=true&limit=20'))).toHaveLength(5);
      expect(await listed('')).toEqual(['Alpha Shoe', 'Bravo Shoe', 'Charlie Shoe', 'Delta Shoe', 'Echo Shoe']);
    } finally {
      await t.db.query(
        `INSERT INTO stock_levels (product_id, size, color, on_hand) VALUES
        ($1, 'UK 8', 'Black', 4), ($1, 'UK 9', 'Black', 2), ($2, 'UK 8', 'Black', 0), ($2, 'UK 9', 'Black', 0),
        ($3, 'UK 8', 'Black', 0), ($3, 'UK 9', 'Black', 1), ($4, 'UK 8', 'Black', 0), ($4, 'UK 9', 'Black', 0)`,
        [t.ids[0], t.ids[1], t.ids[3], t.ids[4]],
      );
    }
  });
});
