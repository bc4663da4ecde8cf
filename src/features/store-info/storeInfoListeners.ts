import { toastOnFailure, type AppStartListening } from '@/store/listener';
import { storeInfoApi } from './storeInfoApi';

export function registerStoreInfoListeners(startListening: AppStartListening) {
  toastOnFailure(startListening, storeInfoApi.endpoints.getStoreInfo.matchRejected, () => ({
    title: 'Error',
    description: 'Failed to load store information. Please refresh the page.',
    variant: 'error',
  }));
}
