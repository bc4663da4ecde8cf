// The store's types, for the shared layer and the features. Type-only, and the only place below
// the app that names it: erased at build, so nothing below the app loads the app's modules (lint
// allows `src/store/` a type-only import of `src/app/store.ts` and nothing more).
export type { AppDispatch, RootState } from '@/app/store';
