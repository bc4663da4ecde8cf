import { VersionedCopy } from '../../platform/db/versionedCopy';
import { appState, type AppContext } from '../../platform/http/context';
import { readPlaces } from './repository';
import type { Place } from './rules';

/**
 * The whole directory in memory (19,159 pincodes, about 2 MB), read once per app from the
 * `pincodes` table: the delivery check answers without a query, known or unknown pincode alike
 * (a query per check cost more than the rest of the request on a loaded 2-core machine). The
 * table changes only when the seed runs, that is at a start, before this is read, so the copy has
 * no version to check.
 */
const directory = appState('pincode directory', (ctx) => new VersionedCopy(ctx.db, { build: () => readPlaces(ctx.db) }));

export const placesOf = (ctx: AppContext): Promise<Map<number, Place>> => directory(ctx).get();
