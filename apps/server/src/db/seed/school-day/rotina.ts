import type { SchoolDaySeed } from './school-day-seed';

/** Demo content of this part of the child's day. */
export async function seedRotina(_s: SchoolDaySeed): Promise<void> {}
