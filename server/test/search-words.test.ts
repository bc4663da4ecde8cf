/**
 * Word lookups kept per word (modules/search/words.ts): the same answers as the database gives, each word
 * looked up once per catalogue version, and only the new words of a query looked up.
 */
import { CatalogueCache } from '../src/modules/search/catalogueCache';
import type { Queryable } from '../src/platform/db/client';
import { cachedWords, databaseWords } from '../src/modules/search/words';
import { useCatalog } from './searchCatalog';

const t = useCatalog([
  { title: 'Cast Iron Kettlebell 16 kg', category: 'Fitness Accessories' },
  { title: 'AeroStride Running Shoes', category: 'Sports Shoes' },
  { title: 'TPE Yoga Mat 6 mm', category: 'Yoga Accessories' },
]);

/** The database, counting its statements. */
function counted(db: Queryable) {
  const counter = { statements: 0 };
  const wrapped: Queryable = {
    query: (...args) => {
      counter.statements++;
      return db.query(...args);
    },
    exec: (sql) => db.exec(sql),
  };
  return { db: wrapped, counter };
}

it('answers as the database does, each word looked up once, all new words in one statement', async () => {
  const { db, counter } = counted(t.db);
  const cache = new CatalogueCache(db, { recheckMs: 60_000 });
  const words = cachedWords(db, cache);
  const direct = databaseWords(t.db);
  const probe = { candidates: ['kettlebell', 'yogamat'], prefix: 'runn', near: ['shose'] };

  expect(await words.analyse('Yoga  6mm mat')).toEqual(await direct.analyse('Yoga  6mm mat'));
  expect(await words.lookup(probe)).toEqual(await direct.lookup(probe));
  const afterFirst = counter.statements;

  expect(await words.lookup(probe)).toEqual(await direct.lookup(probe));
  expect(await words.analyse('mat Yoga')).toEqual(await direct.analyse('mat Yoga'));
  expect(counter.statements).toBe(afterFirst);

  const more = { candidates: ['kettlebell', 'ironcast'], prefix: null, near: ['shose', 'yogs'] };
  expect(await words.lookup(more)).toEqual(await direct.lookup(more));
  expect(counter.statements).toBe(afterFirst + 1);
});
