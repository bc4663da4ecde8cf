import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

export interface Item {
  id: string;
  name: string;
  price: number;
}

/** One RTK Query endpoint, as the storefront fetches its catalogue. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    getItems: build.query<Item[], void>({ query: () => 'products.json' }),
  }),
});

export const { useGetItemsQuery } = api;

/** A persisted cart of item ids, as the storefront persists its cart with redux-persist. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: { ids: [] as string[] },
  reducers: {
    added(state, action: PayloadAction<string>) {
      state.ids.push(action.payload);
    },
  },
});

const rootReducer = combineReducers({
  cart: persistReducer({ key: 'cart', storage }, cartSlice.reducer),
  [api.reducerPath]: api.reducer,
});

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(api.middleware),
});

export const persistor = persistStore(store);
export type RootState = ReturnType<typeof store.getState>;
