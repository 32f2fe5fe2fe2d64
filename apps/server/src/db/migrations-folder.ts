/**
 * Drizzle's migrations (apps/server/drizzle). Resolved from this module's place, two folders below apps/server:
 * the compiled server is written at that same depth (scripts/build-server.mjs), so the path holds there too.
 */
export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
