import type { APIRequestContext } from '@playwright/test';

/** A product as the reference API lists it: the fields the journeys pick products by. */
export interface ProductDto {
  id: string;
  title: string;
  regularPrice: number;
  discountedPrice: number | null;
  attributes: { key: string; value: string[] }[];
}

/** The values of the product's attribute whose key matches (sizes, colours). */
export const optionsOf = (product: ProductDto, key: RegExp) => product.attributes.find((a) => key.test(a.key))?.value ?? [];

/** The first `limit` products of the reference API's listing. */
export async function listProducts(request: APIRequestContext, limit = 100): Promise<ProductDto[]> {
  const { data } = (await (await request.get(`/api/v1/products?limit=${limit}`)).json()) as { data: ProductDto[] };
  return data;
}
