// eslint-disable-next-line testing-library/no-manual-cleanup -- many sessions in one test: each run starts on an empty page
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { deleteTokenCookie } from '@/api/tokenCookie';
import { captureDownloads } from '@/test/downloads';
import { resetShop, seedCatalogue, shop } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';
import { FROZEN_NOW, TIMERS_THAT_RUN, leakedSecrets, secretsOf, shopperInputs, tokens } from '@/test/secretArbitraries';
import { runShopperSession } from '@/test/shopperSession';
import { propertyRuns } from '@/test/propertyRuns';

// Each run is a whole session through every form in jsdom, up to two minutes on a loaded 2-core machine:
// one run in `npm test`, more in CI's thorough step.
const RUNS = propertyRuns(1, 3);

beforeEach(() => {
  jest.useFakeTimers({ now: FROZEN_NOW, doNotFake: [...TIMERS_THAT_RUN] });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it(
  'no string typed into any form (login, register, checkout, payment, track order, contact) reaches the exported file',
  async () => {
    await fc.assert(
      fc.asyncProperty(shopperInputs, tokens, async (inputs, token) => {
        resetShop();
        shop.token = token;
        const products = seedCatalogue();
        const saved = captureDownloads();
        const { store } = await rehydratedStore();
        const view = renderApp({ store, route: '/products' });
        try {
          await runShopperSession(view, inputs, products[1]!.title);
          await view.user.click(screen.getByRole('button', { name: 'Report a problem' }));
          const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
          expect(await within(dialog).findByLabelText('Redacted preview')).toHaveTextContent('[redacted]');
          await view.user.click(await within(dialog).findByRole('button', { name: 'Download file' }));
          await waitFor(() => expect(saved).toHaveLength(1));
          const text = await saved[0]!.text;
          expect(leakedSecrets(text, secretsOf(inputs, token))).toEqual([]);
        } finally {
          cleanup();
          deleteTokenCookie();
          window.localStorage.clear();
        }
      }),
      { numRuns: RUNS },
    );
    // Its own budget: whole shopper sessions, 120 s each at most.
  },
  RUNS * 120_000,
);
