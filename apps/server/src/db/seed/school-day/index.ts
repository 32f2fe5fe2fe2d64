import { seedAtividades } from './atividades';
import { seedCardapio } from './cardapio';
import { seedDiario } from './diario';
import { seedEnquetes } from './enquetes';
import { seedMemorias } from './memorias';
import { seedRotina } from './rotina';
import type { SchoolDaySeed } from './school-day-seed';

export type { SchoolDaySeed } from './school-day-seed';

/** The demo school's routine, menu, activities, photos, polls and the diary, so every screen has something to show. */
export async function seedSchoolDay(s: SchoolDaySeed): Promise<void> {
  await seedRotina(s);
  await seedCardapio(s);
  await seedAtividades(s);
  await seedMemorias(s);
  await seedEnquetes(s);
  await seedDiario(s);
}
