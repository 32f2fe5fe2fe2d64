import type { PontoDesenvolvido, TipoAtividade } from '@lunna/contract';
import { addDaysTo, instantAt, isSchoolDay, localDate } from '../../../lib/school-time';
import { atividade } from '../../schema';
import type { SchoolDaySeed } from './school-day-seed';

const TZ = 'America/Sao_Paulo';

type Demo = {
  diasAtras: number;
  tipo: TipoAtividade;
  tituloAtv: string;
  descricaoAtv: string;
  pontos: PontoDesenvolvido[];
};

/** Three of each kind per class, spread over the last three weeks (school days only). */
const porTurma: Record<string, { educadora: string; atividades: Demo[] }> = {
  'Turma Girassol': {
    educadora: 'ana.professora@lunna.demo',
    atividades: [
      {
        diasAtras: 0,
        tipo: 'recreativa',
        tituloAtv: 'Música e Dança',
        descricaoAtv:
          'Dançamos cirandas e brincamos de estátua: quando a música parava, cada um inventava uma pose.',
        pontos: ['coordenacao_motora', 'ritmo_musicas', 'autoconfianca'],
      },
      {
        diasAtras: 1,
        tipo: 'linguistica',
        tituloAtv: 'Roda de história: A Lagarta Comilona',
        descricaoAtv: 'Contamos a história com fantoches e cada criança disse qual fruta a lagarta comeu.',
        pontos: ['criatividade_expressao', 'autoconfianca'],
      },
      {
        diasAtras: 2,
        tipo: 'comportamental',
        tituloAtv: 'Ajudantes do dia',
        descricaoAtv: 'As crianças distribuíram os copos do lanche e guardaram os brinquedos juntas.',
        pontos: ['autoestima', 'autoconfianca'],
      },
      {
        diasAtras: 5,
        tipo: 'recreativa',
        tituloAtv: 'Circuito no parque',
        descricaoAtv: 'Pulamos bambolês, passamos debaixo da corda e equilibramos no banco baixo.',
        pontos: ['coordenacao_motora', 'autoconfianca'],
      },
      {
        diasAtras: 7,
        tipo: 'linguistica',
        tituloAtv: 'Caixa de sons dos animais',
        descricaoAtv: 'Tiramos bichinhos da caixa e imitamos o som de cada um, falando o nome em voz alta.',
        pontos: ['criatividade_expressao', 'ritmo_musicas'],
      },
      {
        diasAtras: 9,
        tipo: 'comportamental',
        tituloAtv: 'Espelho das emoções',
        descricaoAtv:
          'Fizemos caretas de alegre, triste e bravo no espelho e conversamos sobre como nos sentimos.',
        pontos: ['autoestima', 'criatividade_expressao'],
      },
      {
        diasAtras: 12,
        tipo: 'recreativa',
        tituloAtv: 'Pintura com as mãos',
        descricaoAtv:
          'Misturamos cores com as mãos em papel grande e descobrimos que azul e amarelo fazem verde.',
        pontos: ['criatividade_expressao', 'coordenacao_motora'],
      },
      {
        diasAtras: 14,
        tipo: 'linguistica',
        tituloAtv: 'Cantigas com gestos',
        descricaoAtv:
          'Cantamos "Pirulito que bate bate" e "Borboletinha" acompanhando as palavras com gestos.',
        pontos: ['ritmo_musicas', 'coordenacao_motora'],
      },
      {
        diasAtras: 16,
        tipo: 'comportamental',
        tituloAtv: 'Vez de cada um',
        descricaoAtv:
          'No jogo da bola na roda, cada criança esperou sua vez e passou a bola chamando o colega pelo nome.',
        pontos: ['autoestima', 'autoconfianca'],
      },
    ],
  },
  'Turma Beija-flor': {
    educadora: 'bruno.professor@lunna.demo',
    atividades: [
      {
        diasAtras: 0,
        tipo: 'linguistica',
        tituloAtv: 'Teatro de sombras',
        descricaoAtv: 'Com a lanterna, criamos sombras de bichos na parede e inventamos uma história juntos.',
        pontos: ['criatividade_expressao', 'autoconfianca'],
      },
      {
        diasAtras: 1,
        tipo: 'recreativa',
        tituloAtv: 'Batucada com sucata',
        descricaoAtv: 'Latas e potes viraram tambores: tocamos devagar, depressa, forte e fraquinho.',
        pontos: ['ritmo_musicas', 'coordenacao_motora'],
      },
      {
        diasAtras: 3,
        tipo: 'comportamental',
        tituloAtv: 'Combinados da turma',
        descricaoAtv: 'Desenhamos os combinados da sala (guardar, esperar, ajudar) e colamos na parede.',
        pontos: ['autoestima', 'criatividade_expressao'],
      },
      {
        diasAtras: 6,
        tipo: 'recreativa',
        tituloAtv: 'Caça ao tesouro no jardim',
        descricaoAtv: 'Seguimos pistas com desenhos até encontrar a caixa com sementes para plantar.',
        pontos: ['coordenacao_motora', 'autoconfianca'],
      },
      {
        diasAtras: 8,
        tipo: 'linguistica',
        tituloAtv: 'Rimas na roda',
        descricaoAtv: 'Brincamos de achar palavras que rimam com o nome de cada criança.',
        pontos: ['criatividade_expressao', 'autoestima'],
      },
      {
        diasAtras: 10,
        tipo: 'comportamental',
        tituloAtv: 'Cuidando da horta',
        descricaoAtv: 'Regamos as mudas em duplas e combinamos quem cuida de cada vaso na semana.',
        pontos: ['autoconfianca', 'autoestima'],
      },
      {
        diasAtras: 13,
        tipo: 'recreativa',
        tituloAtv: 'Dança das fitas',
        descricaoAtv: 'Com fitas coloridas, desenhamos no ar ao som de músicas rápidas e lentas.',
        pontos: ['ritmo_musicas', 'coordenacao_motora', 'criatividade_expressao'],
      },
      {
        diasAtras: 15,
        tipo: 'linguistica',
        tituloAtv: 'Livro da turma',
        descricaoAtv: 'Cada criança contou o que mais gosta de fazer e montamos um livro com os desenhos.',
        pontos: ['criatividade_expressao', 'autoestima'],
      },
      {
        diasAtras: 17,
        tipo: 'comportamental',
        tituloAtv: 'Abraço de boas-vindas',
        descricaoAtv: 'Recebemos um colega novo com uma música e mostramos a ele os cantinhos da sala.',
        pontos: ['autoestima', 'autoconfianca'],
      },
    ],
  },
};

/** The nearest school day on or before a date. */
function schoolDayOnOrBefore(data: string): string {
  let d = data;
  while (!isSchoolDay(d)) d = addDaysTo(d, -1);
  return d;
}

/** Demo activities for both classes over the last weeks, each with the developed points it works on. */
export async function seedAtividades(s: SchoolDaySeed): Promise<void> {
  const hoje = localDate(new Date(), TZ);
  const rows: (typeof atividade.$inferInsert)[] = [];
  for (const [nomeTurma, { educadora, atividades }] of Object.entries(porTurma)) {
    const turmaId = s.turmaIds.get(nomeTurma);
    const autorId = s.staffIds.get(educadora);
    if (!turmaId || !autorId) continue;
    for (const a of atividades) {
      const data = schoolDayOnOrBefore(addDaysTo(hoje, -a.diasAtras));
      // Posted that morning, so the newest-first order follows the days (never later than now).
      const posted = instantAt(data, '09:30', TZ);
      const createdAt =
        posted.getTime() > Date.now() ? new Date(Date.now() - (a.diasAtras + 1) * 60_000) : posted;
      rows.push({
        escolaId: s.escolaId,
        turmaId,
        autorId,
        data,
        tipo: a.tipo,
        tituloAtv: a.tituloAtv,
        descricaoAtv: a.descricaoAtv,
        pontos: a.pontos,
        createdAt,
      });
    }
  }
  if (rows.length > 0) await s.tx.insert(atividade).values(rows);
}
