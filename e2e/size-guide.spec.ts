/** The size guide on a shoe's page: find a size by foot length, select it, add it to the cart; the sheet at 360 px. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './shopper';

interface ProductDto {
  id: string;
  title: string;
  category: string;
  attributes: { key: string; value: string[] }[];
}

/** The seed's men's running shoe, sizes UK 6–11. */
async function shoe(request: APIRequestContext): Promise<ProductDto> {
  const { data } = (await (await request.get('/api/v1/products?limit=100')).json()) as { data: ProductDto[] };
  const found = data.find((p) => p.title === 'AeroStride Running Shoes');
  if (!found) throw new Error('the seed has no AeroStride Running Shoes');
  return found;
}

async function openGuide(page: Page, product: ProductDto) {
  await page.goto(`/product/${product.id}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Size guide' }).click();
  const sheet = page.getByRole('dialog', { name: 'Size guide' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('a foot length finds UK 9, one tap selects it, and the cart line has that size', async ({ page, a11y, request }) => {
  const product = await shoe(request);
  const sheet = await openGuide(page, product);
  await expect(sheet.getByRole('tab', { name: 'Men', exact: true })).toHaveAttribute('aria-selected', 'true');
  await sheet.getByRole('textbox', { name: 'Foot length (cm)' }).fill('26.5');
  await sheet.getByRole('button', { name: 'Find my size' }).click();
  await expect(sheet.getByRole('status')).toHaveText('Your size: UK 9');
  await expect(sheet.getByRole('rowheader', { name: 'UK 9 (your size)' })).toBeVisible();
  await a11y.check();

  await sheet.getByRole('button', { name: 'Select UK 9' }).click();
  await expect(sheet).toBeHidden();
  const sizes = page.getByRole('group', { name: /^Shoe Size/ });
  await expect(sizes.getByRole('button', { name: 'UK 9', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(sizes.getByRole('button', { name: 'UK 9', exact: true })).toBeFocused();
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Navy', exact: true })
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveAccessibleName(
    'AeroStride Running Shoes (Colour: Navy · Size: UK 9)',
  );
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the guide is a bottom sheet that fits the width, and passes axe', async ({ page, a11y, request }) => {
    const sheet = await openGuide(page, await shoe(request));
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeCloseTo(740, 0);
    // Nothing in it wider than the screen: no sideways scrolling of the table.
    expect(
      await sheet.evaluate((element) => [...element.querySelectorAll('*')].every((child) => child.getBoundingClientRect().right <= 360.5)),
    ).toBe(true);
    await sheet.getByRole('textbox', { name: 'Foot length (cm)' }).fill('abc');
    await sheet.getByRole('button', { name: 'Find my size' }).click();
    await expect(sheet.getByText('Enter your foot length as a number of cm, like 26.5.')).toBeVisible();
    await a11y.check();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeFocused();
  });
});
