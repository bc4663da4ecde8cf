/**
 * The catalogue import (npm run catalog:import, cli.ts): a file of products checked record by
 * record, upserted in one transaction, indexed for search; the copies of every app in this
 * process drop what they kept.
 */
export { importCatalog, report, type ImportSummary } from './importer';
export { readRecords, checkRecord } from './records';
