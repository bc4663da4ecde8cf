/**
 * Wire shapes of the reference API (`/api/v1`): each module's contract (TypeBox schemas, each type
 * derived from its schema), gathered here for the storefront, which imports the types only
 * (`import type … from '@server/contracts'`), so renaming a field in a module's contract fails
 * the app's typecheck; the app still treats every answer as untrusted and normalizes it
 * (src/features/* normalizers). The routes validate requests and serialize answers with the same
 * schemas. Every contract depends on TypeBox, the platform's wire pieces and other contracts
 * alone: the app's typecheck reads them.
 */
export * from './platform/http/wire';
export * from './modules/accounts/contract';
export * from './modules/store/contract';
export * from './modules/catalog/contract';
export * from './modules/search/contract';
export * from './modules/orders/contract';
export * from './modules/offers/contract';
export * from './modules/returns/contract';
export * from './modules/payments/contract';
export * from './modules/delivery/contract';
export * from './modules/reviews/contract';
export * from './modules/stock/contract';
export * from './modules/messages/contract';
export * from './modules/passwords/contract';
