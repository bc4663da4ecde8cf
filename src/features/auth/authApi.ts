import { baseApi } from '@/api/baseApi';
import { signedIn } from './authSlice';
import { normalizeEmail, readToken, toAccountInfo, TOKEN_MISSING_MESSAGE, type AccountInfo } from './normalizers';
import { writeTokenCookie } from '@/api/tokenCookie';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A queryFn so that the token goes straight into its cookie and never into the cache.
    login: build.mutation<{ email: string }, Credentials>({
      async queryFn(credentials, api, _extra, baseQuery) {
        const email = normalizeEmail(credentials.email);
        const result = await baseQuery({
          url: 'users/authorize',
          method: 'POST',
          body: { email, password: credentials.password },
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
        },
      }),
      // The answer is not used (spec §7).
      transformResponse: () => null,
    }),
    getAccountInfo: build.query<AccountInfo, void>({
      query: () => 'accountInfo',
      transformResponse: toAccountInfo,
      providesTags: ['Account'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useGetAccountInfoQuery } = authApi;
