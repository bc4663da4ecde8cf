import { asString, asStringList, asStringMap, isRecord } from '@/utils/guards';
import type { StoreInfo } from './storeInfo';

export function toStoreInfo(body: unknown): StoreInfo {
  const outer = isRecord(body) ? body : {};
  // Some deployments wrap the record in `data`, as account info does.
  const source = isRecord(outer.data) ? outer.data : outer;
  return {
    storeName: asString(source.storeName).trim(),
    companyName: asString(source.companyName).trim(),
    companyAddress: asString(source.companyAddress).trim(),
    companyEmail: asString(source.companyEmail).trim(),
    companyPhone: asString(source.companyPhone).trim(),
    companyLogoUrl: asString(source.companyLogoUrl).trim(),
    description: asString(source.description),
    categories: asStringList(source.categories).map((name) => name.trim()).filter(Boolean),
    categoryImages: asStringMap(source.categoryImages),
    socialLinks: asStringMap(source.socialLinks),
    policies: asStringMap(source.policies),
  };
}
