import { toastOnFailure, type AppStartListening } from '@/state/listener';
import { ordersApi } from './ordersApi';

/** The orders' failure toasts (spec §8). */
export function registerOrdersListeners(startListening: AppStartListening) {
  toastOnFailure(startListening, ordersApi.endpoints.getOrders.matchRejected, () => ({
    title: 'Error',
    description: 'Failed to load your orders. Please try again.',
    variant: 'error',
  }));
  toastOnFailure(startListening, ordersApi.endpoints.createOrder.matchRejected, () => ({
    title: 'Error placing order',
    description: 'Please try again later.',
    variant: 'error',
  }));
  toastOnFailure(startListening, ordersApi.endpoints.trackOrder.matchRejected, () => ({
    title: 'Error',
    description: 'Failed to find order. Please check your information and try again.',
    variant: 'error',
  }));
}
