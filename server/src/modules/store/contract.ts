/** The store's identity, as `GET /storeInfo` answers it. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Dictionary } from '../../platform/http/wire';

export const StoreInfoDto = Type.Object(
  {
    storeName: Type.String(),
    companyName: Type.String(),
    companyAddress: Type.String(),
    companyEmail: Type.String(),
    companyPhone: Type.String(),
    companyLogoUrl: Type.String(),
    description: Type.String(),
    categories: Type.Array(Type.String()),
    categoryImages: Dictionary(Type.String()),
    socialLinks: Dictionary(Type.String()),
    policies: Dictionary(Type.String()),
  },
  closed,
);
export type StoreInfoDto = Static<typeof StoreInfoDto>;
