/** npm run stock on the running shop (through its admin API, as the command calls it): list, low, set. */
import { runStockCommand } from '../src/modules/stock/cli';
import { productIdFor } from '../src/modules/catalog';
import { adminOf, signUp, useTestApp } from './helpers';
import { availableOf, orderBody, SHOE } from './stockHelpers';

const t = useTestApp();
const stock = (...argv: string[]) => runStockCommand(adminOf(t.app), argv);

describe('npm run stock', () => {
  it('sets what is on the shelf of one size × colour, and the product answer follows', async () => {
    const done = await stock('set', SHOE.id, '--size', 'UK 9', '--color', SHOE.color, '12');
    expect(done).toEqual({ code: 0, out: [`AeroStride Running Shoes  UK 9 / ${SHOE.color}: on hand 12, held 0, left 12.`] });
    expect(await availableOf(t.app, SHOE.id, 'UK 9', SHOE.color)).toBe(12);
  });

  it('needs no option a product has only one of', async () => {
    const treadmill = productIdFor('commercial-treadmill-t900');
    const done = await stock('set', treadmill, '4');
    expect(done.code).toBe(0);
    expect(done.out[0]).toMatch(/One Size \/ Graphite: on hand 4, held 0, left 4\.$/);
  });

  it('refuses a size the product does not have, an unknown product, and less than open orders hold', async () => {
    expect(await stock('set', SHOE.id, '--size', 'UK 99', '--color', SHOE.color, '3')).toEqual({
      code: 1,
      out: ['AeroStride Running Shoes has no size "UK 99": choose one of UK 6, UK 7, UK 8, UK 9, UK 10, UK 11.'],
    });
    expect((await stock('set', SHOE.id, '--color', SHOE.color, '3')).code).toBe(1);
    expect(await stock('set', '00000000-0000-4000-8000-000000000000', '3')).toEqual({
      code: 1,
      out: ['No product 00000000-0000-4000-8000-000000000000.'],
    });
    await stock('set', SHOE.id, '--size', 'UK 9', '--color', SHOE.color, '5');
    const user = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: user.headers,
      payload: orderBody(SHOE.id, 'UK 9', SHOE.color, 3),
    });
    expect(await stock('set', SHOE.id, '--size', 'UK 9', '--color', SHOE.color, '2')).toEqual({
      code: 1,
      out: ['3 of it are held by open orders: set at least 3, or cancel those orders first.'],
    });
  });

  it('lists a product’s variants with on hand, held and left, and what runs low', async () => {
    await stock('set', SHOE.id, '--size', 'UK 6', '--color', SHOE.color, '1');
    const listed = await stock('list', SHOE.id);
    expect(listed.code).toBe(0);
    expect(listed.out).toHaveLength(12);
    expect(listed.out).toContain(`${SHOE.id}  AeroStride Running Shoes  UK 6 / ${SHOE.color}  on hand 1, held 0, left 1`);
    const low = await stock('low');
    expect(low.out).toContain(`${SHOE.id}  AeroStride Running Shoes  UK 6 / ${SHOE.color}  on hand 1, held 0, left 1`);
    expect(low.out.some((line) => line.includes('Ridge') || line.includes('left 0'))).toBe(true);
    expect(low.out.every((line) => /left [0-3]$/.test(line))).toBe(true);
    expect((await stock('low', '0')).out.every((line) => line.endsWith('left 0'))).toBe(true);
  });

  it('shows its usage for anything else', async () => {
    for (const argv of [[], ['set', SHOE.id], ['set', SHOE.id, '--size'], ['low', 'many'], ['sell']]) {
      const answer = await stock(...argv);
      expect(answer.code).toBe(1);
      expect(answer.out[0]).toMatch(/^Usage: npm run stock -- list/);
    }
  });
});
