import { alergenosMencionados, type FichaCriancaRead } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { custodyRulesOf, isBarredGuardian, isSuspended } from '../autorizado-busca/pickup-eligibility';
import { autorizadoBuscaRepository } from '../autorizado-busca/autorizado-busca.repository';
import { fichaCriancaRepository as repo } from './ficha-crianca.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';
import { acessoRepository } from '../../../acesso/acesso.repository';

export type FichaCriancaDeps = { db: Db; clock: Clock };

/** What the access log calls a staff member opening a child card (the guardians see these rows). */
export const ACAO_LER_FICHA = 'ler_ficha_saude';

/**
 * Staff who care for the child: the director of its school, or an educator teaching an active class
 * it is in. Guardians have the full profile instead. A child still 'pendente' is in no class, so only
 * the director reaches it.
 */
async function assertMayReadCard(db: Db, actor: Actor, discenteId: string) {
  await requireAccess(db, actor, Permissao.Equipe);
  const child = await repo.child(db, discenteId);
  if (!child) throw notFound('Criança');
  if (child.escolaId !== actor.escolaId) throw forbidden();
  if (
    actor.papel === 'pedagogo' &&
    !(await acessoRepository.educadorDoDiscente(db, actor.usuarioId, discenteId))
  )
    throw forbidden();
  return child;
}

export const fichaCriancaService = {
  async read(deps: FichaCriancaDeps, actor: Actor, discenteId: string): Promise<FichaCriancaRead> {
    const { db } = deps;
    const child = await assertMayReadCard(db, actor, discenteId);
    await auditRepository.recordReads(db, actor, ACAO_LER_FICHA, [discenteId]);

    const hoje = localDate(deps.clock.now(), child.fusoHorario);
    const [turmas, ficha, contatos, guardians, autorizados, rules] = await Promise.all([
      repo.activeTurmasOf(db, discenteId),
      repo.fichaMedOf(db, discenteId),
      repo.contatosOf(db, discenteId),
      repo.guardiansOf(db, discenteId),
      // Authorisations not yet over: who may come today, and who is expected on a later day.
      autorizadoBuscaRepository.listForChild(db, discenteId, hoje),
      custodyRulesOf(db, discenteId),
    ]);

    return {
      idDisc: child.id,
      nomeDisc: child.nomeDisc,
      dataNasDisc: child.dataNasDisc,
      imgDisc: child.imgDisc,
      situacao: child.situacao,
      turmas,
      deficiencia: child.deficiencia,
      fichaMed: ficha
        ? {
            planSaud: ficha.planSaud,
            nomeHospital: ficha.nomeHospital,
            cuidados: ficha.cuidados,
            remedios: ficha.remedios,
            qtdMed: ficha.qtdMed,
            qtdHoraMed: ficha.qtdHoraMed,
            comidasAlergicas: ficha.comidasAlergicas,
            descTratamento: ficha.descTratamento,
          }
        : null,
      alergenos: alergenosMencionados(ficha?.comidasAlergicas),
      contato: contatos.map((c) => ({
        idContato: c.id,
        nome: c.nome,
        parentesco: c.parentesco,
        numeroTelefone: c.numeroTelefone,
        numeroCelular: c.numeroCelular,
      })),
      responsaveis: guardians.map((g) => ({
        idResp: g.idResp,
        nomeResp: g.nomeResp,
        parentesco: g.parentesco,
        numeroTel: g.numeroTel,
        numeroCel: g.numeroCel,
        ftPerfilResp: g.ftPerfilResp,
        impedido: isBarredGuardian(rules, g.cpfResp),
      })),
      autorizadosBusca: autorizados.map(({ row }) => ({
        idAutorizado: row.id,
        nome: row.nome,
        parentesco: row.parentesco,
        contato: row.telefone,
        foto: row.foto,
        dataInicio: row.dataInicio,
        dataFim: row.dataFim,
        // Through the custody rule: barred, or authorised by a guardian the school barred.
        ativoHoje:
          !isSuspended(rules, row) &&
          (row.dataInicio === null ||
            row.dataFim === null ||
            (row.dataInicio <= hoje && hoje <= row.dataFim)),
        impedido: isSuspended(rules, row),
      })),
    };
  },
};
