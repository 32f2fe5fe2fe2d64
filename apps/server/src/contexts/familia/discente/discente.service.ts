import {
  MAX_CONTATOS_EMERGENCIA,
  msg,
  type DiscenteRead,
  type DiscenteResumo,
  type contatoEmergenciaPayload,
  type discentePayload,
  type fichaMedPayload,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError, forbidden } from '../../../lib/app-error';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { prepareImages, removeImages, saveImages } from '../../../platform/images/image-store';
import { responsavelRepository } from '../responsavel/responsavel.repository';
import { solicitacaoService } from '../solicitacao/solicitacao.service';
import { discenteRepository } from './discente.repository';
import { withPickupLists } from '../autorizado-busca/pickup-profile';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

const MAX_CONTATOS = MAX_CONTATOS_EMERGENCIA;
const cpfDiscTaken = () =>
  new AppError(409, 'CONFLICT', msg.cpfDiscDuplicado, { cpfDisc: msg.cpfDiscDuplicado });

export const discenteService = {
  async cpfTaken(db: Db, cpfDisc: string): Promise<boolean> {
    return discenteRepository.cpfExists(db, cpfDisc);
  },

  /**
   * A guardian adds a child to their own family; `cpfResp` must be their own CPF. During the
   * registration wizard the child is the school's at once; added later, it waits for the director
   * ('pendente', with a request) and only the family sees it until then.
   */
  async create(
    db: Db,
    storage: Storage,
    actor: Actor,
    payload: z.output<typeof discentePayload>,
    cpfResp: string | undefined,
    files: { imgDisc?: Buffer; docDisc?: Buffer; ftCartSus?: Buffer },
  ) {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    if (cpfResp !== undefined && cpfResp !== profile.cpfResp) throw forbidden();
    const awaitsDirector = actor.cadastroConcluido;
    if (await discenteRepository.cpfExists(db, payload.cpfDisc)) throw cpfDiscTaken();
    const images = await prepareImages(files);
    await saveImages(storage, Object.values(images));
    try {
      return await db.transaction(async (tx) => {
        const child = await discenteRepository.create(tx, {
          escolaId: actor.escolaId,
          nomeDisc: payload.nomeDisc,
          cpfDisc: payload.cpfDisc,
          rgDisc: payload.rgDisc,
          dataNasDisc: payload.dataNasDisc,
          alturaDisc: payload.alturaDisc,
          pesoDisc: payload.pesoDisc,
          deficiencia: payload.deficiencia || null,
          imgDisc: images.imgDisc?.filename ?? null,
          situacao: awaitsDirector ? 'pendente' : 'ativo',
        });
        await discenteRepository.link(tx, profile.id, child.id, null);
        if (awaitsDirector) {
          await solicitacaoService.recordNewChild(tx, actor, {
            responsavelId: profile.id,
            nomeResp: profile.nomeResp,
            discenteId: child.id,
            nomeDisc: child.nomeDisc,
            dataNasDisc: payload.dataNasDisc,
          });
        }
        const tipos = { imgDisc: 'foto_disc', docDisc: 'doc_disc', ftCartSus: 'cartao_sus' } as const;
        await responsavelRepository.recordFiles(
          tx,
          Object.entries(images).map(([field, image]) => ({
            filename: image.filename,
            escolaId: actor.escolaId,
            donoUsuarioId: actor.usuarioId,
            discenteId: child.id,
            tipo: tipos[field as keyof typeof tipos],
            contentType: 'image/webp',
          })),
        );
        await auditRepository.record(tx, {
          escolaId: actor.escolaId,
          usuarioId: actor.usuarioId,
          discenteId: child.id,
          acao: 'criar_discente',
        });
        return { idDisc: child.id, nomeDisc: child.nomeDisc };
      });
    } catch (err) {
      await removeImages(
        storage,
        Object.values(images).map((i) => i.filename),
      );
      if (uniqueViolation(err)?.includes('cpf')) throw cpfDiscTaken();
      throw err;
    }
  },

  async saveFichaMed(db: Db, actor: Actor, payload: z.output<typeof fichaMedPayload>): Promise<void> {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, payload.idDisc);
    await db.transaction(async (tx) => {
      await discenteRepository.upsertFichaMed(tx, {
        discenteId: payload.idDisc,
        numCartSus: payload.numCartSus,
        planSaud: payload.planSaud,
        cuidados: payload.cuidados,
        remedios: payload.remedios,
        comidasAlergicas: payload.comidasAlergicas,
        descTratamento: payload.descTratamento,
        qtdHoraMed: payload.qtdHoraMed,
        qtdMed: payload.qtdMed,
        nomeHospital: payload.endereco.nomeHospital,
        cepHospital: payload.endereco.cep,
        ruaHospital: payload.endereco.rua,
        ufHospital: payload.endereco.uf,
        alteradoPor: actor.usuarioId,
      });
      await auditRepository.record(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: payload.idDisc,
        acao: 'alterar_ficha_med',
      });
    });
  },

  async addContato(db: Db, actor: Actor, payload: z.output<typeof contatoEmergenciaPayload>) {
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, payload.idDisc);
    if ((await discenteRepository.countContatos(db, payload.idDisc)) >= MAX_CONTATOS) {
      throw new AppError(409, 'CONFLICT', msg.contatoMaximo);
    }
    const row = await discenteRepository.createContato(db, {
      discenteId: payload.idDisc,
      nome: payload.nome,
      parentesco: payload.parentesco,
      numeroTelefone: payload.numeroTelefone,
      numeroCelular: payload.numeroCelular,
    });
    return { idContato: row.id };
  },

  /** Guardians: their own children. The director: the school's children. Educators: the children of the classes they teach. */
  async list(db: Db, actor: Actor, now: Date): Promise<DiscenteRead[]> {
    let ids: string[] = [];
    if (actor.papel === 'responsavel')
      ids = await discenteRepository.idsOfGuardian(
        db,
        (await requireAccess(db, actor, Permissao.Responsavel)).id,
      );
    if (actor.papel === 'gestor') ids = await discenteRepository.idsOfEscola(db, actor.escolaId);
    if (actor.papel === 'pedagogo') ids = await discenteRepository.idsTaughtBy(db, actor.usuarioId);
    await auditRepository.recordReads(db, actor, 'ler_perfil', ids);
    return withPickupLists(db, await discenteRepository.readMany(db, ids), now);
  },

  /** Staff pick children for a class: names and photos of the school's children, no health data. */
  async resumo(db: Db, actor: Actor): Promise<DiscenteResumo[]> {
    await requireAccess(db, actor, Permissao.Equipe);
    return discenteRepository.resumoOfEscola(db, actor.escolaId);
  },

  async get(db: Db, actor: Actor, idDisc: string, now: Date): Promise<DiscenteRead> {
    await requireAccess(db, actor, Permissao.DiscenteLer, idDisc);
    await auditRepository.recordReads(db, actor, 'ler_perfil', [idDisc]);
    const [child] = await withPickupLists(db, await discenteRepository.readMany(db, [idDisc]), now);
    return child!;
  },
};
