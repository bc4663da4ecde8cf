import type { MessagePreferencesDto } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { toMessagePreferences, type MessagePreferences } from './messagePreferences';

const TAG = { type: 'Account', id: 'MESSAGES' } as const;

export const messageSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessagePreferences: build.query<MessagePreferences, void>({
      query: () => 'account/messages',
      transformResponse: toMessagePreferences,
      providesTags: [TAG],
    }),
    saveMessagePreferences: build.mutation<MessagePreferences, MessagePreferences>({
      query: (body) => ({ url: 'account/messages', method: 'PUT', body: body satisfies MessagePreferencesDto }),
      transformResponse: toMessagePreferences,
      // The saved answer is the new state: written into the query, no refetch.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(messageSettingsApi.util.upsertQueryData('getMessagePreferences', undefined, data));
      },
    }),
  }),
});

export const { useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation } = messageSettingsApi;
