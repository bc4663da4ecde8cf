import { http, HttpResponse } from 'msw';
import { API } from './api';
import { buildStoreInfo } from './builders';

/** Answers every screen of the shell needs; tests override them with `server.use`. */
export const defaultHandlers = [
  http.get(`${API}/storeInfo`, () => HttpResponse.json(buildStoreInfo())),
  // Home's featured block asks for products on every visit to `/`.
  http.get(`${API}/products`, () => HttpResponse.json({ data: [], pagination: { total: 0 } })),
];
