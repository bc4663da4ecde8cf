import { screen, waitFor, within } from '@testing-library/react';
import { addProducts } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';
import { SearchScreen } from '../results/SearchScreen';

// The typed bounds of the price filter: bad input is said, never dropped without a word.

function renderListing() {
  mockViewportWidth(1280);
  addProducts(
    { title: 'AeroStride Running Shoes', category: 'Sports Shoes', regularPrice: 5999, discountedPrice: 4499 },
    { title: 'CloudPace Running Shoes', category: 'Sports Shoes', regularPrice: 5499 },
    { title: 'Court Classic Shoes', category: 'Sports Shoes', regularPrice: 1299 },
  );
  return renderWithProviders(<SearchScreen />, { route: '/search?q=shoes', path: '/search' });
}

const price = () => screen.getByRole('group', { name: 'Price' });
const bound = (name: 'Min price' | 'Max price') => within(price()).getByRole('textbox', { name });

async function typeBounds(user: ReturnType<typeof renderListing>['user'], min: string, max: string) {
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  await user.clear(bound('Min price'));
  if (min) await user.type(bound('Min price'), min);
  await user.clear(bound('Max price'));
  if (max) await user.type(bound('Max price'), max);
  await user.click(within(price()).getByRole('button', { name: 'Apply' }));
}

afterEach(restoreViewport);

describe('the price filter’s typed bounds', () => {
  it('says a minimum above the maximum is wrong, keeps both as typed and changes nothing', async () => {
    const { user, router } = renderListing();
    await typeBounds(user, '5000', '1000');
    expect(bound('Max price')).toBeInvalid();
    expect(bound('Max price')).toHaveAccessibleDescription('Max price must be at least the Min price');
    expect(bound('Max price')).toHaveFocus();
    expect(bound('Min price')).toHaveValue('5000');
    expect(bound('Max price')).toHaveValue('1000');
    expect(router.state.location.search).toBe('?q=shoes');
  });

  it.each(['abc', '-5', '12abc'])('says %j is no price, on the field that holds it', async (typed) => {
    const { user, router } = renderListing();
    await typeBounds(user, typed, '3000');
    expect(bound('Min price')).toBeInvalid();
    expect(bound('Min price')).toHaveAccessibleDescription('Enter a price in rupees, like 2000');
    expect(bound('Min price')).toHaveFocus();
    expect(bound('Min price')).toHaveValue(typed);
    expect(router.state.location.search).toBe('?q=shoes');
  });

  it('reads rupees as shoppers write them, and applies good bounds', async () => {
    const { user, router } = renderListing();
    await typeBounds(user, '₹1,500', '5,000');
    await waitFor(() => expect(router.state.location.search).toBe('?q=shoes&minPrice=1500&maxPrice=5000'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(bound('Min price')).not.toBeInvalid();
  });

  it('takes back what it said once the field is typed in again', async () => {
    const { user } = renderListing();
    await typeBounds(user, 'abc', '');
    expect(bound('Min price')).toBeInvalid();
    await user.type(bound('Min price'), '{Backspace}');
    expect(bound('Min price')).not.toBeInvalid();
  });
});
