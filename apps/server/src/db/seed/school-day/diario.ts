import type { DetalhesRegistro } from '@lunna/contract';
import { addDaysTo, instantAt, isSchoolDay, localDate } from '../../../lib/school-time';
import { diarioRegistro } from '../../schema';
import type { SchoolDaySeed } from './school-day-seed';

const TZ = 'America/Sao_Paulo';

/** A morning of the Girassol class (07:30–12:00): what the educator wrote for each child, at what time. */
const manha: [horario: string, porCrianca: Partial<Record<'lucas' | 'theo' | 'davi', DetalhesRegistro>>][] = [
  [
    '07:50',
    {
      lucas: { tipo: 'refeicao', refeicao: 'cafe_manha', quantidade: 'tudo' },
      theo: { tipo: 'refeicao', refeicao: 'cafe_manha', quantidade: 'tudo' },
      davi: { tipo: 'refeicao', refeicao: 'cafe_manha', quantidade: 'quase_tudo' },
    },
  ],
  [
    '09:20',
    {
      lucas: { tipo: 'humor', humor: 'feliz', nota: 'Chegou contando do passeio de domingo.' },
      theo: { tipo: 'humor', humor: 'tranquilo' },
      davi: { tipo: 'humor', humor: 'sensivel', nota: 'Chorou um pouquinho na chegada e logo foi brincar.' },
    },
  ],
  ['09:45', { davi: { tipo: 'higiene', higiene: 'fralda', resultados: ['xixi'] } }],
  [
    '10:20',
    {
      lucas: { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'tudo' },
      theo: { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'metade', recusou: 'brócolis' },
      davi: { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'quase_tudo' },
    },
  ],
  [
    '10:45',
    {
      theo: { tipo: 'higiene', higiene: 'banheiro', resultados: ['xixi'] },
      davi: { tipo: 'higiene', higiene: 'fralda', resultados: ['xixi', 'coco'] },
    },
  ],
  [
    '11:30',
    {
      lucas: { tipo: 'nota', texto: 'Pintou um girassol enorme com guache e mostrou para todos os amigos.' },
    },
  ],
  [
    '11:40',
    {
      lucas: {
        tipo: 'trazer',
        itens: ['roupa_extra'],
        nota: 'A muda de roupa da mochila foi usada na pintura.',
      },
    },
  ],
];

/** The nap (start, end): written when the child wakes up. */
const sonecas: Record<'theo' | 'davi', [string, string, string | undefined]> = {
  theo: ['10:55', '11:35', 'Guardamos o aparelho auditivo na caixinha azul.'],
  davi: ['10:50', '11:45', undefined],
};

/**
 * The Girassol class's diary for the last school day and for today up to now, so the demo opens on a
 * diary with something in it. One insert; entries later than now are left for the educator.
 */
export async function seedDiario(s: SchoolDaySeed): Promise<void> {
  const turmaId = s.turmaIds.get('Turma Girassol');
  const autorId = s.staffIds.get('ana.professora@lunna.demo');
  if (!turmaId || !autorId) return;
  const now = new Date();
  const hoje = localDate(now, TZ);
  let anterior = addDaysTo(hoje, -1);
  while (!isSchoolDay(anterior)) anterior = addDaysTo(anterior, -1);
  const dias = isSchoolDay(hoje) ? [anterior, hoje] : [anterior];

  const values: (typeof diarioRegistro.$inferInsert)[] = [];
  const add = (data: string, key: string, horario: string, detalhes: DetalhesRegistro) => {
    const ocorridoEm = instantAt(data, horario, TZ);
    const discenteId = s.childIds.get(key);
    if (!discenteId || ocorridoEm > now) return;
    values.push({
      escolaId: s.escolaId,
      discenteId,
      turmaId,
      data,
      tipo: detalhes.tipo,
      ocorridoEm,
      detalhes,
      autorId,
      autorNome: 'Ana Beatriz Rocha',
      createdAt: ocorridoEm,
    });
  };
  for (const data of dias) {
    for (const [horario, porCrianca] of manha) {
      for (const [key, detalhes] of Object.entries(porCrianca)) {
        // The thing to bring is yesterday's only: today it is still waiting for the family.
        if (detalhes.tipo === 'trazer' && data === hoje) continue;
        add(data, key, horario, detalhes);
      }
    }
    for (const [key, [inicio, fim, nota]] of Object.entries(sonecas)) {
      if (instantAt(data, fim, TZ) > now) continue;
      add(data, key, inicio, {
        tipo: 'sono',
        fim: instantAt(data, fim, TZ).toISOString(),
        ...(nota ? { nota } : {}),
      });
    }
  }
  if (values.length > 0) await s.tx.insert(diarioRegistro).values(values);
}
