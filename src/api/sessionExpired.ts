import { createAction } from '@reduxjs/toolkit';

/** Dispatched by the base query on any 401: the token is gone and the user is signed out. */
export const sessionExpired = createAction('api/sessionExpired');
