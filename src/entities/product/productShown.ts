import { catalogApi } from './catalogApi';

type CatalogState = Parameters<ReturnType<typeof catalogApi.endpoints.getProduct.select>>[0];

/**
 * Whether the product page at `/product/{id}` shows that product: loaded, and not refused since
 * (a failed reload shows the failure). Its phone buy bar is drawn then, and only then, in the tab
 * bar's place: the product screen and the tab bar both read this, so exactly one of the two is on
 * a phone's screen, also while another product's page is loading over the last one.
 */
export function selectProductShown(state: CatalogState, id: string): boolean {
  const { data, isError } = catalogApi.endpoints.getProduct.select(id)(state);
  return data !== undefined && !isError;
}
