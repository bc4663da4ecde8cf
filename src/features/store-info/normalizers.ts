import type { StoreInfoDto } from '@server/contracts';
import { asString, asStringList, asStringMap, isRecord, isWellFormed, readAs } from '@/utils/guards';
import { asImageUrl, asWebLink } from '@/utils/urls';
import type { StoreInfo } from './storeInfo';

/** The entries whose value `clean` accepts (a non-empty answer), cleaned. */
function keepValues(map: Record<string, string>, clean: (value: string) => string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) {
    const cleaned = clean(value);
    if (cleaned !== '') kept[key] = cleaned;
  }
  return kept;
}

export function toStoreInfo(body: unknown): StoreInfo {
  // Some deployments wrap the record in `data`, as account info does.
  const outer = readAs<StoreInfoDto, 'data'>(body);
  const source = readAs<StoreInfoDto>(isRecord(outer.data) ? outer.data : outer);
  return {
    storeName: asString(source.storeName).trim(),
    companyName: asString(source.companyName).trim(),
    companyAddress: asString(source.companyAddress).trim(),
    companyEmail: asString(source.companyEmail).trim(),
    companyPhone: asString(source.companyPhone).trim(),
    companyLogoUrl: asImageUrl(source.companyLogoUrl),
    description: asString(source.description),
    // Category names become links (`/products?category=…`).
    categories: asStringList(source.categories)
      .map((name) => name.trim())
      .filter((name) => name !== '' && isWellFormed(name)),
    categoryImages: keepValues(asStringMap(source.categoryImages), asImageUrl),
    socialLinks: keepValues(asStringMap(source.socialLinks), asWebLink),
    policies: asStringMap(source.policies),
  };
}
