import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the API checks delivery: found out by the visit's first check, like search's backend. */
export type DeliveryBackend = 'unknown' | 'served' | 'missing';

export interface DeliverySliceState {
  /** Not persisted: the API may gain the check later. */
  backend: DeliveryBackend;
}

const initialState: DeliverySliceState = { backend: 'unknown' };

export const deliverySlice = createSlice({
  name: 'delivery',
  initialState,
  reducers: {
    deliveryBackendDetected(state, action: PayloadAction<Exclude<DeliveryBackend, 'unknown'>>) {
      state.backend = action.payload;
    },
  },
  selectors: {
    selectDeliveryBackend: (state) => state.backend,
  },
});

export const { deliveryBackendDetected } = deliverySlice.actions;
export const { selectDeliveryBackend } = deliverySlice.selectors;
