import { setupServer } from 'msw/node';
import { myReviewHandlers } from './fakeMyReviews';
import { recordCall, shopHandlers } from './fakeShop';
import { reviewHandlers } from './fakeReviews';

/** MSW's server for every web test: the fake shop answers unless a test says otherwise (`server.use`). */
export const server = setupServer(...shopHandlers, ...reviewHandlers, ...myReviewHandlers);
server.events.on('request:start', ({ request }) => recordCall(request));
