import type { AuthorizeRequest, RegisterRequest } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { writeTokenCookie } from '@/api/tokenCookie';
import { signedIn } from './authSlice';
import { normalizeEmail, readToken, toAccountInfo, TOKEN_MISSING_MESSAGE, type AccountInfo } from './normalizers';

// The forms' values are the wire bodies (server/src/contracts.ts), cleaned before sending.
export type Credentials = AuthorizeRequest;
export type Registration = RegisterRequest;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A queryFn so that the token goes straight into its cookie and never into the cache.
    login: build.mutation<{ email: string }, Credentials>({
      async queryFn(credentials, api, _extra, baseQuery) {
        const email = normalizeEmail(credentials.email);
        const result = await baseQuery({
          url: 'users/authorize',
          method: 'POST',
          body: { email, password: credentials.password } satisfies AuthorizeRequest,
        });
        if (result.error) return { error: result.error };
        const token = readToken(result.data);
        if (!token) return { error: { status: 'CUSTOM_ERROR', error: TOKEN_MISSING_MESSAGE } };
        writeTokenCookie(token);
        api.dispatch(signedIn({ email }));
        return { data: { email } };
      },
      invalidatesTags: ['Account', { type: 'Order', id: 'LIST' }],
    }),
    register: build.mutation<null, Registration>({
      query: (registration) => ({
        url: 'users/register',
        method: 'POST',
        body: {
          ...registration,
          email: normalizeEmail(registration.email),
          firstName: registration.firstName.trim(),
          lastName: registration.lastName.trim(),
        } satisfies RegisterRequest,
      }),
      // The answer is not used (spec §7).
      transformResponse: () => null,
    }),
    // Calls the spec's API lacks (404/405): the reset screens then send the shopper to support.
    requestPasswordReset: build.mutation<null, string>({
      query: (email) => ({ url: 'users/forgot-password', method: 'POST', body: { email: normalizeEmail(email) } }),
      transformResponse: () => null,
    }),
    resetPassword: build.mutation<null, { token: string; password: string }>({
      query: (body) => ({ url: 'users/reset-password', method: 'POST', body }),
      transformResponse: () => null,
    }),
    getAccountInfo: build.query<AccountInfo, void>({
      query: () => 'accountInfo',
      transformResponse: toAccountInfo,
      providesTags: ['Account'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useGetAccountInfoQuery, useRequestPasswordResetMutation, useResetPasswordMutation } =
  authApi;
