import { toastOnFailure, type AppStartListening } from '@/state/listener';
import { storeInfoApi } from './storeInfoApi';

export function registerStoreInfoListeners(startListening: AppStartListening) {
  toastOnFailure(startListening, storeInfoApi.endpoints.getStoreInfo.matchRejected, () => ({
    title: 'Error',
    description: 'Failed to load store information. Please refresh the page.',
    variant: 'error',
  }));
}
