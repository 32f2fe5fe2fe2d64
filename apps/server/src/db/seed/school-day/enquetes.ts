import type { SchoolDaySeed } from './school-day-seed';

/** Demo content of this part of the child's day. */
export async function seedEnquetes(_s: SchoolDaySeed): Promise<void> {}
