import { addDaysTo, localDate } from '../../../lib/school-time';
import { enquete, enqueteOpcao, enqueteVoto } from '../../schema';
import type { SchoolDaySeed } from './school-day-seed';

const TZ = 'America/Sao_Paulo';

type Demo = {
  turma: string;
  autor: string;
  pergunta: string;
  opcoes: [string, string, string, string];
  /** Days from today. */
  inicio: number;
  fim: number;
  cor: 'purple' | 'pink' | 'pinkWhite' | 'blue' | 'yellow' | 'orange' | 'green' | null;
  /** Child key → index of the chosen option. */
  votos: Record<string, number>;
};

const demo: Demo[] = [
  {
    turma: 'Turma Girassol',
    autor: 'ana.professora@lunna.demo',
    pergunta: 'Qual tema vocês preferem para a festa da primavera?',
    opcoes: ['Jardim encantado', 'Fundo do mar', 'Circo', 'Fazendinha'],
    inicio: -2,
    fim: 10,
    cor: 'yellow',
    votos: { theo: 0 },
  },
  {
    turma: 'Turma Beija-flor',
    autor: 'bruno.professor@lunna.demo',
    pergunta: 'Qual o melhor horário para a reunião de pais?',
    opcoes: ['Segunda às 18h', 'Quarta às 18h', 'Sexta às 17h', 'Sábado às 10h'],
    inicio: -1,
    fim: 7,
    cor: 'blue',
    votos: {},
  },
  {
    turma: 'Turma Girassol',
    autor: 'ana.professora@lunna.demo',
    pergunta: 'Qual passeio a turma deve fazer no mês que vem?',
    opcoes: ['Zoológico', 'Museu de ciências', 'Fazenda pedagógica', 'Parque da cidade'],
    inicio: -30,
    fim: -16,
    cor: 'green',
    votos: { lucas: 2, theo: 2, davi: 0 },
  },
  {
    turma: 'Turma Beija-flor',
    autor: 'bruno.professor@lunna.demo',
    pergunta: 'Que fruta as crianças mais gostam no lanche?',
    opcoes: ['Banana', 'Maçã', 'Morango', 'Manga'],
    inicio: -25,
    fim: -12,
    cor: null,
    votos: { sofia: 2, alice: 3 },
  },
];

/** One open poll per class (one vote so far in Girassol, none from Lucas) and two closed ones with votes. */
export async function seedEnquetes(s: SchoolDaySeed): Promise<void> {
  const hoje = localDate(new Date(), TZ);
  const guardianOf = (key: string) => [...s.guardianChildren].find(([, keys]) => keys.includes(key))?.[0];
  for (const p of demo) {
    const turmaId = s.turmaIds.get(p.turma);
    const autorId = s.staffIds.get(p.autor);
    if (!turmaId || !autorId) continue;
    const [row] = await s.tx
      .insert(enquete)
      .values({
        escolaId: s.escolaId,
        turmaId,
        autorId,
        pergunta: p.pergunta,
        inicio: addDaysTo(hoje, p.inicio),
        fim: addDaysTo(hoje, p.fim),
        cor: p.cor,
      })
      .returning({ id: enquete.id });
    const opcoes = await s.tx
      .insert(enqueteOpcao)
      .values(p.opcoes.map((texto, ordem) => ({ enqueteId: row!.id, ordem, texto })))
      .returning({ id: enqueteOpcao.id, ordem: enqueteOpcao.ordem });
    const votos = Object.entries(p.votos).flatMap(([key, ordem]) => {
      const discenteId = s.childIds.get(key);
      const usuarioId = guardianOf(key);
      const opcaoId = opcoes.find((o) => o.ordem === ordem)?.id;
      return discenteId && usuarioId && opcaoId
        ? [{ enqueteId: row!.id, discenteId, opcaoId, usuarioId }]
        : [];
    });
    if (votos.length > 0) await s.tx.insert(enqueteVoto).values(votos);
  }
}
