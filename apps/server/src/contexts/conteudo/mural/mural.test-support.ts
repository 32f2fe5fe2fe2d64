import crypto from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { Importancia, TipoAtividade } from '@lunna/contract';
import type { Db } from '../../../db/client';
import {
  atividade,
  aviso,
  avisoLeitura,
  consentimento,
  discente,
  enquete,
  enqueteOpcao,
  enqueteVoto,
  memoria,
  memoriaDiscente,
  turma,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';

/**
 * Rows of the wall's four sources written straight to the tables, so the wall and the dashboard are
 * tested on the schema alone, whatever the posting screens do.
 */

export type Demo = {
  escolaId: string;
  children: Map<string, string>;
  users: Map<string, string>;
  turmas: Map<string, string>;
};

export async function demo(db: Db): Promise<Demo> {
  const children = new Map<string, string>();
  let escolaId = '';
  for (const child of demoChildren) {
    const [row] = await db
      .select({ id: discente.id, escolaId: discente.escolaId })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    children.set(child.key, row!.id);
    escolaId = row!.escolaId;
  }
  const users = new Map(
    (await db.select({ id: usuario.id, email: usuario.email }).from(usuario)).map((u) => [u.email, u.id]),
  );
  const turmas = new Map(
    (
      await db.select({ id: turma.id, nome: turma.nomeTurma }).from(turma).where(eq(turma.escolaId, escolaId))
    ).map((r) => [r.nome, r.id]),
  );
  return { escolaId, children, users, turmas };
}

/** `createdAt` as SQL lets a test write instants to the microsecond, as PostgreSQL stores them. */
type Common = { escolaId: string; turmaId: string; autorId: string; createdAt: Date | SQL };

export async function addAtividade(
  db: Db,
  c: Common & { tipo?: TipoAtividade; data?: string; titulo?: string },
) {
  const [row] = await db
    .insert(atividade)
    .values({
      escolaId: c.escolaId,
      turmaId: c.turmaId,
      autorId: c.autorId,
      data: c.data ?? '2026-03-02',
      tipo: c.tipo ?? 'recreativa',
      tituloAtv: c.titulo ?? `Atividade ${crypto.randomUUID().slice(0, 6)}`,
      descricaoAtv:
        'Brincadeiras de roda no pátio, com música e muita dança para trabalhar o ritmo e a coordenação.',
      pontos: ['ritmo_musicas'],
      createdAt: c.createdAt,
    })
    .returning({ id: atividade.id });
  return row!.id;
}

export async function addMemoria(
  db: Db,
  c: Common & { marcados?: string[]; somenteMarcados?: boolean; descricao?: string },
) {
  const key = crypto.randomUUID();
  const [row] = await db
    .insert(memoria)
    .values({
      escolaId: c.escolaId,
      turmaId: c.turmaId,
      autorId: c.autorId,
      descricao: c.descricao ?? 'Pintura com guache',
      somenteMarcados: c.somenteMarcados ?? false,
      imagem: `${key}-tela.webp`,
      miniatura: `${key}-mini.webp`,
      original: `${key}.jpg`,
      largura: 1200,
      altura: 900,
      createdAt: c.createdAt,
    })
    .returning({ id: memoria.id });
  if (c.marcados?.length)
    await db
      .insert(memoriaDiscente)
      .values(c.marcados.map((discenteId) => ({ memoriaId: row!.id, discenteId })));
  return row!.id;
}

export async function addEnquete(db: Db, c: Common & { inicio: string; fim: string; pergunta?: string }) {
  const [row] = await db
    .insert(enquete)
    .values({
      escolaId: c.escolaId,
      turmaId: c.turmaId,
      autorId: c.autorId,
      pergunta: c.pergunta ?? 'Qual passeio vocês preferem?',
      inicio: c.inicio,
      fim: c.fim,
      createdAt: c.createdAt,
    })
    .returning({ id: enquete.id });
  const opcoes = await db
    .insert(enqueteOpcao)
    .values(
      ['Zoológico', 'Parque', 'Museu', 'Teatro'].map((texto, i) => ({
        enqueteId: row!.id,
        ordem: i + 1,
        texto,
      })),
    )
    .returning({ id: enqueteOpcao.id });
  return { id: row!.id, opcoes: opcoes.map((o) => o.id) };
}

export async function vote(
  db: Db,
  enqueteId: string,
  opcaoId: string,
  discenteId: string,
  usuarioId: string,
) {
  await db.insert(enqueteVoto).values({ enqueteId, opcaoId, discenteId, usuarioId });
}

/** A notice to a class (or the school, `turmaId` null) with its recipients, as the notices feature writes it. */
export async function addAviso(
  db: Db,
  c: Omit<Common, 'turmaId'> & {
    turmaId: string | null;
    destinatarios: string[];
    importancia?: Importancia;
    titulo?: string;
    lidoPor?: string[];
  },
) {
  const [row] = await db
    .insert(aviso)
    .values({
      escolaId: c.escolaId,
      turmaId: c.turmaId,
      autorId: c.autorId,
      tituloAviso: c.titulo ?? `Aviso ${crypto.randomUUID().slice(0, 6)}`,
      conteudoAviso: 'Lembrem de mandar o casaco amanhã.',
      importancia: c.importancia ?? 'Normal',
      createdAt: c.createdAt,
    })
    .returning({ id: aviso.id });
  if (c.destinatarios.length) {
    await db.insert(avisoLeitura).values(
      c.destinatarios.map((usuarioId) => ({
        avisoId: row!.id,
        usuarioId,
        lidoEm: c.lidoPor?.includes(usuarioId) ? new Date() : null,
      })),
    );
  }
  return row!.id;
}

export async function consent(
  db: Db,
  discenteId: string,
  usuarioId: string,
  concedido: boolean,
  createdAt = new Date(),
) {
  await db
    .insert(consentimento)
    .values({ discenteId, usuarioId, finalidade: 'fotos_turma', concedido, createdAt });
}
