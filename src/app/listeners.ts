import { createListenerMiddleware } from '@reduxjs/toolkit';
import { registerAuthListeners } from '@/features/auth/authListeners';
import { registerCartListeners } from '@/features/cart/cartListeners';
import { registerCatalogListeners } from '@/features/catalog/catalogListeners';
import { registerOrdersListeners } from '@/features/orders/ordersListeners';
import { registerStoreInfoListeners } from '@/features/store-info/storeInfoListeners';
import type { AppDispatch, RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

// Each feature reacts to its own actions and raises its own failure toasts (spec §8).
registerAuthListeners(startAppListening);
registerCartListeners(startAppListening);
registerCatalogListeners(startAppListening);
registerOrdersListeners(startAppListening);
registerStoreInfoListeners(startAppListening);
