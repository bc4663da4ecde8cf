import { setupServer } from 'msw/node';
import { myReviewHandlers } from './fakeMyReviews';
import { recordCall, shopHandlers } from './fakeShop';

/** MSW's server for every web test: the fake shop answers unless a test says otherwise (`server.use`). */
export const server = setupServer(...shopHandlers, ...myReviewHandlers);
server.events.on('request:start', ({ request }) => recordCall(request));
