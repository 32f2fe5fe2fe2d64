import { makeTestTemplates } from './test-databases';

/**
 * The run's template databases (test-databases.ts): migrated, and migrated with the demo school, on PGlite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL. Each integration test file copies one.
 */
export default async function setup() {
  return makeTestTemplates();
}
