import { API_PREFIX } from '@rules/api';

/** The base every request goes to under jest (jsdom runs on localhost, so the dev port). */
export const API = `http://localhost:8080${API_PREFIX}`;
