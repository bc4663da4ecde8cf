import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { renderInShop } from '@/test/renderInShop';
import type { ProductDto } from '../../../server/src/contracts';
import { ProductDetailScreen } from '@/features/catalog/product/ProductDetailScreen';

const attribute = (key: string, value: string[]) => ({ id: key, key, value, metricUnit: null });
const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];

async function openProduct(overrides: Partial<ProductDto>) {
  const dto = buildProduct({ category: 'Sports Shoes', gender: 'Men', attributes: [attribute('size', SHOE_SIZES)], ...overrides });
  shop.products.push(dto);
  const view = renderInShop(<ProductDetailScreen />, { route: `/product/${dto.id}`, path: '/product/:id' });
  await screen.findByRole('heading', { level: 1, name: dto.title });
  return view;
}

const sizeButton = (size: string) => within(screen.getByRole('group', { name: /Size/ })).getByRole('button', { name: size });
const openGuide = async (user: { click: (element: Element) => Promise<void> }) => {
  await user.click(screen.getByRole('button', { name: 'Size guide' }));
  return screen.findByRole('dialog', { name: 'Size guide' });
};

/** axe's WCAG A/AA rules, as e2e/fixtures.ts runs them; jsdom draws nothing, so no colour contrast. */
async function axeViolations(element: Element) {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

describe('the size guide on the product page', () => {
  it('finds a shoe size by foot length, selects it in one tap, and Add to Cart adds that size', async () => {
    const { user } = await openProduct({ title: 'AeroStride Running Shoes' });
    const dialog = await openGuide(user);
    expect(within(dialog).getByRole('tab', { name: 'Men' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Women' })).toHaveAttribute('aria-selected', 'false');
    const table = within(dialog).getByRole('table', { name: /Men's shoes: UK, EU and US sizes by foot length/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'EU', 'US', 'Foot length (cm)']);
    expect(within(table).getByRole('row', { name: 'UK 9 42.5 10 27.1' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Foot length (cm)' }), '26.5');
    await user.click(within(dialog).getByRole('button', { name: 'Find my size' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your size: UK 9');
    expect(within(table).getByRole('rowheader', { name: 'UK 9 (your size)' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Select UK 9' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sizeButton('UK 9')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sizeButton('UK 9')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const lines = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label') ?? '')).toEqual([expect.stringContaining('Size: UK 9')]);
  });

  it('works with the keyboard alone: open, type, find, select', async () => {
    const { user } = await openProduct({ title: 'Keyboard Shoes', gender: 'Women' });
    act(() => screen.getByRole('button', { name: 'Size guide' }).focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    expect(within(dialog).getByRole('tab', { name: 'Women' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('textbox', { name: 'Foot length (cm)' }));
    await user.keyboard('24{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your size: UK 6');
    await user.tab(); // past Find my size
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Select UK 6' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sizeButton('UK 6')).toHaveFocus());
    expect(sizeButton('UK 6')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what is wrong with a measurement, and Escape closes with the focus back on the button', async () => {
    const { user } = await openProduct({ title: 'Error Shoes' });
    const dialog = await openGuide(user);
    const foot = within(dialog).getByRole('textbox', { name: 'Foot length (cm)' });
    await user.click(within(dialog).getByRole('button', { name: 'Find my size' }));
    expect(foot).toHaveAccessibleDescription('Enter your foot length in cm.');
    expect(foot).toBeInvalid();
    await user.type(foot, 'big');
    await user.keyboard('{Enter}');
    expect(foot).toHaveAccessibleDescription('Enter your foot length as a number of cm, like 26.5.');
    await user.clear(foot);
    // Beyond the chart (UK 5 to UK 13), the product's own sizes (UK 6 to UK 11) are the ones spoken of.
    await user.type(foot, '45{Enter}');
    expect(foot).toHaveAccessibleDescription('That is longer than this product’s largest size, UK 11 (28.8 cm).');
    await user.clear(foot);
    await user.type(foot, '20{Enter}');
    expect(foot).toHaveAccessibleDescription('That is shorter than this product’s smallest size, UK 6 (24.6 cm).');
    expect(within(dialog).queryByRole('button', { name: /^Select/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Size guide' })).toHaveFocus();
  });

  it('clothing: Women first for a women’s product, cm or inches, chest and waist, and no Select for a size the product lacks', async () => {
    const { user } = await openProduct({
      title: 'Seamless Gym Set',
      category: 'Gym Wear',
      gender: 'Women',
      attributes: [attribute('size', ['S', 'M', 'L', 'XL'])],
    });
    const dialog = await openGuide(user);
    expect(within(dialog).getByRole('tab', { name: 'Women' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'M 90–98 74–82 98–106' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'in' }));
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (in)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'M 35.5–38.5 29–32.5 38.5–41.5' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Chest (in)' }), '37');
    await user.type(within(dialog).getByRole('textbox', { name: 'Waist (in)' }), '33{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your size: L');
    await user.click(within(dialog).getByRole('button', { name: 'Select L' }));
    await waitFor(() => expect(sizeButton('L')).toHaveAttribute('aria-pressed', 'true'));

    const again = await openGuide(user);
    await user.click(within(again).getByRole('tab', { name: 'Women' }));
    await user.type(within(again).getByRole('textbox', { name: 'Chest (cm)' }), '125{Enter}');
    expect(within(again).getByRole('status')).toHaveTextContent('Your size: XXL — not among this product’s sizes');
    expect(within(again).queryByRole('button', { name: /^Select/ })).not.toBeInTheDocument();
  });

  it('passes axe with a size found', async () => {
    const { user } = await openProduct({ title: 'Axe Shoes' });
    const dialog = await openGuide(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Foot length (cm)' }), '25{Enter}');
    await within(dialog).findByRole('button', { name: 'Select UK 7' });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    ['a cricket bat', { category: 'Sports Equipment', attributes: [attribute('size', ['Short Handle', 'Long Handle'])] }],
    ['a kettlebell', { category: 'Training Gear', attributes: [attribute('size', ['16 kg'])] }],
    ['a yoga mat', { category: 'Yoga Accessories', attributes: [attribute('size', ['One Size'])] }],
  ])('%s has no size guide', async (_name, overrides) => {
    await openProduct({ title: `No guide ${_name}`, ...overrides });
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });
});
