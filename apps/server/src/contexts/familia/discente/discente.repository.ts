import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DiscenteRead } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import {
  contatoEmergencia,
  discente,
  escola,
  fichaMed,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
  usuario,
} from '../../../db/schema';

export const discenteRepository = {
  async cpfExists(db: DbOrTx, cpfDisc: string): Promise<boolean> {
    const rows = await db.select({ id: discente.id }).from(discente).where(eq(discente.cpfDisc, cpfDisc));
    return rows.length > 0;
  },

  async create(db: DbOrTx, values: typeof discente.$inferInsert) {
    const [row] = await db
      .insert(discente)
      .values(values)
      .returning({ id: discente.id, nomeDisc: discente.nomeDisc });
    return row!;
  },

  async link(db: DbOrTx, responsavelId: string, discenteId: string, parentesco: string | null) {
    await db.insert(responsavelDiscente).values({ responsavelId, discenteId, parentesco });
  },

  async setPhoto(db: DbOrTx, discenteId: string, filename: string) {
    await db.update(discente).set({ imgDisc: filename }).where(eq(discente.id, discenteId));
  },

  /** The accounts of the child's active guardians (registration finished): who is told about the child. */
  async guardianUsuarioIdsOf(db: DbOrTx, discenteId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: usuario.id })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)))
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')));
    return rows.map((r) => r.id);
  },

  /** The accounts of the active guardians (registration finished) of the children in a class. */
  async guardianUsuarioIdsOfTurma(db: DbOrTx, turmaId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: usuario.id })
      .from(turmaDiscente)
      .innerJoin(
        responsavelDiscente,
        and(
          eq(responsavelDiscente.discenteId, turmaDiscente.discenteId),
          eq(responsavelDiscente.status, 'ativo'),
        ),
      )
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)))
      .where(eq(turmaDiscente.turmaId, turmaId));
    return rows.map((r) => r.id);
  },

  /** The educators of the active classes the child is in. */
  async educatorUsuarioIdsOf(db: DbOrTx, discenteId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: turmaPedagogo.usuarioId })
      .from(turmaDiscente)
      .innerJoin(turma, and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm)))
      .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
      .where(eq(turmaDiscente.discenteId, discenteId));
    return rows.map((r) => r.id);
  },

  async idsOfGuardian(db: DbOrTx, responsavelId: string): Promise<string[]> {
    const rows = await db
      .select({ id: responsavelDiscente.discenteId })
      .from(responsavelDiscente)
      .innerJoin(discente, eq(discente.id, responsavelDiscente.discenteId))
      .where(
        and(eq(responsavelDiscente.responsavelId, responsavelId), eq(responsavelDiscente.status, 'ativo')),
      )
      .orderBy(asc(discente.dataNasDisc));
    return rows.map((r) => r.id);
  },

  async idsOfEscola(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: discente.id })
      .from(discente)
      // A child awaiting the director's approval is the family's only, not yet the school's.
      .where(and(eq(discente.escolaId, escolaId), eq(discente.situacao, 'ativo')))
      .orderBy(asc(discente.nomeDisc));
    return rows.map((r) => r.id);
  },

  /** Children in the active classes the educator teaches. */
  async idsTaughtBy(db: DbOrTx, usuarioId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: discente.id, nome: discente.nomeDisc })
      .from(discente)
      .innerJoin(turmaDiscente, eq(turmaDiscente.discenteId, discente.id))
      .innerJoin(turma, and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm)))
      .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
      .where(eq(turmaPedagogo.usuarioId, usuarioId))
      .orderBy(asc(discente.nomeDisc));
    return rows.map((r) => r.id);
  },

  async resumoOfEscola(db: DbOrTx, escolaId: string) {
    return db
      .select({
        idDisc: discente.id,
        nomeDisc: discente.nomeDisc,
        imgDisc: discente.imgDisc,
        dataNasDisc: discente.dataNasDisc,
      })
      .from(discente)
      .where(and(eq(discente.escolaId, escolaId), eq(discente.situacao, 'ativo')))
      .orderBy(asc(discente.nomeDisc));
  },

  /** Creates the record or replaces it, counting the version up. */
  async upsertFichaMed(db: DbOrTx, values: Omit<typeof fichaMed.$inferInsert, 'versao'>) {
    await db
      .insert(fichaMed)
      .values(values)
      .onConflictDoUpdate({
        target: fichaMed.discenteId,
        set: { ...values, versao: sql`${fichaMed.versao} + 1`, updatedAt: new Date() },
      });
  },

  async countContatos(db: DbOrTx, discenteId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contatoEmergencia)
      .where(eq(contatoEmergencia.discenteId, discenteId));
    return row?.n ?? 0;
  },

  async createContato(db: DbOrTx, values: typeof contatoEmergencia.$inferInsert) {
    const [row] = await db.insert(contatoEmergencia).values(values).returning({ id: contatoEmergencia.id });
    return row!;
  },

  /** The full profiles of these children, in the order given. */
  async readMany(db: DbOrTx, ids: string[]): Promise<DiscenteRead[]> {
    if (ids.length === 0) return [];
    const kids = await db
      .select({ d: discente, escolaNome: escola.nome })
      .from(discente)
      .innerJoin(escola, eq(escola.id, discente.escolaId))
      .where(inArray(discente.id, ids));
    const fichas = await db.select().from(fichaMed).where(inArray(fichaMed.discenteId, ids));
    const contatos = await db
      .select()
      .from(contatoEmergencia)
      .where(inArray(contatoEmergencia.discenteId, ids))
      .orderBy(asc(contatoEmergencia.createdAt), asc(contatoEmergencia.nome), asc(contatoEmergencia.id));
    const guardians = await db
      .select({
        discenteId: responsavelDiscente.discenteId,
        nomeResp: responsavel.nomeResp,
        emailResp: usuario.email,
        parentesco: responsavelDiscente.parentesco,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      // A guardian whose access the school removed is no longer one of the child's guardians.
      .where(and(inArray(responsavelDiscente.discenteId, ids), eq(responsavelDiscente.status, 'ativo')))
      .orderBy(asc(responsavelDiscente.createdAt));

    const byId = new Map(kids.map((k) => [k.d.id, k]));
    return ids.flatMap((id) => {
      const k = byId.get(id);
      if (!k) return [];
      const f = fichas.find((x) => x.discenteId === id);
      return [
        {
          idDisc: k.d.id,
          nomeDisc: k.d.nomeDisc,
          dataNasDisc: k.d.dataNasDisc,
          imgDisc: k.d.imgDisc,
          capaDisc: k.d.capaDisc,
          situacao: k.d.situacao,
          alturaDisc: k.d.alturaDisc,
          pesoDisc: k.d.pesoDisc,
          cpfDisc: k.d.cpfDisc,
          rgDisc: k.d.rgDisc,
          deficiencia: k.d.deficiencia,
          escola: { nome: k.escolaNome },
          contato: contatos
            .filter((c) => c.discenteId === id)
            .map((c) => ({
              idContato: c.id,
              nome: c.nome,
              parentesco: c.parentesco,
              numeroTelefone: c.numeroTelefone,
              numeroCelular: c.numeroCelular,
            })),
          fichaMed: f
            ? {
                numCartSus: f.numCartSus,
                planSaud: f.planSaud,
                cuidados: f.cuidados,
                remedios: f.remedios,
                comidasAlergicas: f.comidasAlergicas,
                descTratamento: f.descTratamento,
                qtdHoraMed: f.qtdHoraMed,
                qtdMed: f.qtdMed,
                endereco: {
                  nomeHospital: f.nomeHospital,
                  cep: f.cepHospital,
                  rua: f.ruaHospital,
                  uf: f.ufHospital,
                },
              }
            : null,
          idResp: guardians
            .filter((g) => g.discenteId === id)
            .map((g) => ({ nomeResp: g.nomeResp, emailResp: g.emailResp, parentesco: g.parentesco })),
          // Filled through the custody rule by the pickup feature (autorizado-busca/pickup-profile.ts).
          autorizadosBusca: [],
        },
      ];
    });
  },
};
