import type { CorCartao, HorarioRotina, IlustracaoRotina } from '@lunna/contract';
import { semanaDe } from '../../../contexts/conteudo/rotina/semana-escolar';
import { localDate } from '../../../lib/school-time';
import { rotina } from '../../schema';
import type { SchoolDaySeed } from './school-day-seed';

type Cartao = [
  dia: number,
  horario: HorarioRotina,
  fim: string,
  atividade: string,
  descriatv: string | null,
  ilustracao: IlustracaoRotina,
  cor: CorCartao,
];

const girassol: Cartao[] = [
  [1, '07:00', '08:30', 'Pintura ao ar livre', 'Tinta guache e papel grande no pátio', 'pintura', 'pink'],
  [1, '09:00', '10:00', 'Brincadeira de roda', 'Ciranda e cantigas', 'roda', 'yellow'],
  [1, '11:00', '12:00', 'Almoço e soneca', null, 'soneca', 'blue'],
  [2, '07:00', '08:30', 'Artesanato', 'Colagem com folhas secas', 'artesanato', 'green'],
  [2, '09:00', '10:00', 'Hora da leitura', 'Livros de pano e de figuras', 'leitura', 'purple'],
  [3, '09:00', '10:30', 'Recreio no parque', null, 'parque', 'orange'],
  [4, '07:00', '08:30', 'Música', 'Instrumentos de sucata', 'musica', 'pinkWhite'],
];

const beijaFlor: Cartao[] = [
  [1, '13:00', '14:00', 'Hora da leitura', 'Roda de histórias', 'leitura', 'purple'],
  [1, '15:00', '16:00', 'Lanche da tarde', null, 'lanche', 'orange'],
  [2, '13:00', '14:30', 'Pintura com as mãos', null, 'pintura', 'pink'],
  [3, '13:00', '14:00', 'Música e dança', 'Ritmos brasileiros', 'musica', 'yellow'],
  [5, '15:00', '16:30', 'Recreio', 'Brincadeiras no parque', 'recreio', 'green'],
];

/** The current week's routine of both demo classes: a few cards, in varied colours. */
export async function seedRotina(s: SchoolDaySeed): Promise<void> {
  const semana = semanaDe(localDate(new Date(), 'America/Sao_Paulo'));
  const autorDe = {
    'Turma Girassol': 'ana.professora@lunna.demo',
    'Turma Beija-flor': 'bruno.professor@lunna.demo',
  } as const;
  const values = (
    [
      ['Turma Girassol', girassol],
      ['Turma Beija-flor', beijaFlor],
    ] as const
  ).flatMap(([nome, cartoes]) =>
    cartoes.map(([diaSemana, horario, horaFim, atividade, descriatv, ilustracao, cor]) => ({
      escolaId: s.escolaId,
      turmaId: s.turmaIds.get(nome)!,
      semana,
      diaSemana,
      horario,
      horaInicio: horario,
      horaFim,
      atividade,
      descriatv,
      ilustracao,
      cor,
      autorId: s.staffIds.get(autorDe[nome]) ?? null,
    })),
  );
  await s.tx.insert(rotina).values(values);
}
