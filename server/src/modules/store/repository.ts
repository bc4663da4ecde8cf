import type { StoreInfoDto } from './contract';
import type { Queryable } from '../../platform/db/client';

export async function getStoreInfo(db: Queryable): Promise<StoreInfoDto> {
  const { rows } = await db.query<{ data: StoreInfoDto }>('SELECT data FROM store_info WHERE id = 1');
  if (!rows[0]) throw new Error('store_info is not seeded');
  return rows[0].data;
}
