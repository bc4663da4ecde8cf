import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { setupStore } from '@/app/store';
import { API } from '@/test/api';
import { server } from '@/test/server';
import { BestPriceHint, bestOfferPrice } from './BestPriceHint';
import { toOffer } from './listedOffer';

const shoe = { id: 'p-run', category: 'Sports Shoes', parentCategory: 'Running', price: 5499, originalPrice: null, specifications: [] };
const mat = { ...shoe, id: 'p-mat', category: 'Yoga Accessories', parentCategory: 'Mats' };
const base = {
  id: 'o',
  title: '',
  minCartValue: 0,
  includeSaleItems: true,
  firstOrderOnly: false,
  oncePerShopper: false,
  totalUses: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  listed: true,
};
const RUN10 = { ...base, code: 'RUN10', kind: 'percent', value: 10, maxDiscount: 500, scope: { categories: ['Sports Shoes/Running'] } };
const FLAT300 = { ...base, code: 'FLAT300', kind: 'flat', value: 300, maxDiscount: null, scope: {} };
const AUTO = { ...base, code: null, kind: 'flat', value: 900, maxDiscount: null, scope: {} };

describe('the best price with an offer', () => {
  it('is the lowest a listed code gives the product alone; automatic offers and other scopes give no hint', () => {
    const offers = [RUN10, FLAT300, AUTO].map(toOffer).filter((o) => o !== null);
    expect(bestOfferPrice(shoe, offers)).toEqual({ price: 4999, code: 'RUN10' });
    expect(bestOfferPrice(mat, offers)).toEqual({ price: 5199, code: 'FLAT300' });
    expect(bestOfferPrice(shoe, [])).toBeNull();
  });

  it('reads offers it cannot use as none', () => {
    for (const junk of [{}, { ...RUN10, kind: 'bogo' }, { ...RUN10, value: -5 }, { ...RUN10, startsAt: '' }, 'RUN10'])
      expect(toOffer(junk)).toBeNull();
  });

  it('shows the hint once the listed offers are read, and nothing where the API has none', async () => {
    server.use(http.get(`${API}/offers`, () => HttpResponse.json({ data: [RUN10] })));
    const { unmount } = render(
      <Provider store={setupStore()}>
        <BestPriceHint product={shoe} />
      </Provider>,
    );
    expect(await screen.findByText('Best price ₹4,999 with RUN10')).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    const store = setupStore();
    render(
      <Provider store={store}>
        <BestPriceHint product={shoe} />
      </Provider>,
    );
    await waitFor(() => expect(store.getState().api.queries['getListedOffers(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByText(/Best price/)).not.toBeInTheDocument();
  });
});
