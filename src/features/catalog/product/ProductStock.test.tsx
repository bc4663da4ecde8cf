import { screen, within } from '@testing-library/react';
import { buildProduct } from '@/test/builders';
import { shop, signUp } from '@/test/fakeShop';
import { setAvailable, stocked, stockData } from '@/test/fakeStock';
import { renderInShop } from '@/test/renderInShop';
import type { ProductDto } from '../../../../server/src/contracts';
import { ProductDetailScreen } from './ProductDetailScreen';

const open = async (dto: ProductDto, options: Parameters<typeof renderInShop>[1] = {}) => {
  shop.products.push(dto);
  const view = renderInShop(<ProductDetailScreen />, { route: `/product/${dto.id}`, path: '/product/:id', ...options });
  await screen.findByRole('heading', { level: 1, name: dto.title });
  return view;
};
const sizes = () => screen.getByRole('group', { name: /Size/ });

describe('Product page stock', () => {
  it('keeps a sold-out size visible and focusable, named as sold out, and never chosen', async () => {
    const dto = buildProduct({ title: 'Trail Shoe', ...stocked(['UK 8', 'UK 9'], ['Black'], 5) });
    setAvailable(dto, 'UK 9', 'Black', 0);
    const { user } = await open(dto);
    const gone = within(sizes()).getByRole('button', { name: 'UK 9, sold out' });
    expect(gone).toHaveAttribute('aria-disabled', 'true');
    expect(gone).toBeEnabled();
    gone.focus();
    expect(gone).toHaveFocus();
    await user.click(gone);
    expect(gone).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText('Please select a size')).not.toHaveLength(0);
  });

  it('says "Only 2 left" beside a chosen size that runs low, and nothing for one with plenty', async () => {
    const dto = buildProduct({ title: 'Road Shoe', ...stocked(['UK 8', 'UK 9'], ['Black'], 8) });
    setAvailable(dto, 'UK 8', 'Black', 2);
    const { user } = await open(dto);
    await user.click(within(sizes()).getByRole('button', { name: 'UK 9' }));
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    await user.click(within(sizes()).getByRole('button', { name: 'UK 8' }));
    expect(screen.getByText('Only 2 left')).toHaveAttribute('role', 'status');
  });

  it('a product with nothing left says Sold out, and Notify me stores a visitor’s wish in place of Add to Cart', async () => {
    const dto = buildProduct({ title: 'Gone Shoe', ...stocked(['UK 8', 'UK 9'], ['Black'], 0) });
    const { user } = await open(dto);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell me when it is back' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'asha@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('We will e-mail asha@example.in when it is back.')).toBeInTheDocument();
    expect(stockData.alerts).toEqual([expect.objectContaining({ productId: dto.id, email: 'asha@example.in', status: 'pending' })]);
  });

  it('signed in, Notify me is one tap for the account’s e-mail', async () => {
    const account = signUp();
    const dto = buildProduct({ title: 'Gone Cap', ...stocked([], ['Red'], 0) });
    const { user } = await open(dto, { session: 'signedIn' });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(`We will e-mail ${account.email} when it is back.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an API without variants keeps every size choosable and no stock words', async () => {
    const dto = buildProduct({ title: 'Plain Shoe', attributes: stocked(['UK 8', 'UK 9'], [], 0).attributes });
    const { user } = await open(dto);
    await user.click(within(sizes()).getByRole('button', { name: 'UK 9' }));
    expect(within(sizes()).getByRole('button', { name: 'UK 9' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Sold out|left$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});
