import { msg, type ResponsavelDados, type responsavelDadosPayload } from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { forbidden, validation } from '../../../lib/app-error';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { prepareImages } from '../../../platform/images/image-store';
import { replaceStoredImage } from './replace-stored-image';
import {
  responsavelDadosRepository as repo,
  type DadosEditaveis,
  type ResponsavelRow,
} from './responsavel-dados.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

type Payload = z.output<typeof responsavelDadosPayload>;

/** Kept in `historico_alteracao` with the values before and after; the CPF is never among them. */
const ENTIDADE = 'responsavel';

const EDITAVEIS = [
  'nomeResp',
  'rgResp',
  'emailRecResp',
  'numeroTel',
  'numeroCel',
  'rua',
  'bairro',
  'cep',
  'uf',
] as const satisfies readonly (keyof DadosEditaveis)[];

/** The guardian's two pictures: the profile photo (seen by co-guardians and the children's educators) and the RG. */
export type ArquivoResponsavel = 'ftPerfilResp' | 'ftRgResp';
const TIPO = { ftPerfilResp: 'perfil_resp', ftRgResp: 'rg_resp' } as const;

function toDados(row: ResponsavelRow, email: string): ResponsavelDados {
  return {
    nomeResp: row.nomeResp,
    cpfResp: row.cpfResp,
    rgResp: row.rgResp,
    emailResp: email,
    emailRecResp: row.emailRecResp,
    contato: { numeroTel: row.numeroTel, numeroCel: row.numeroCel },
    enderecoResp: { rua: row.rua, bairro: row.bairro, cep: row.cep, uf: row.uf },
    ftPerfilResp: row.ftPerfilResp,
    ftRgResp: row.ftRgResp,
  };
}

export const responsavelDadosService = {
  /** The signed-in guardian's own data; staff have none (403). */
  async read(db: Db, actor: Actor): Promise<ResponsavelDados> {
    await requireAccess(db, actor, Permissao.Responsavel);
    const found = await repo.byUsuario(db, actor.usuarioId);
    if (!found) throw forbidden();
    return toDados(found.r, found.email);
  },

  /**
   * Changes the guardian's own name, RG number, secondary e-mail, phones and address. Only the fields
   * that changed are written to the history, with their values before and after.
   */
  async update(db: Db, actor: Actor, payload: Payload): Promise<ResponsavelDados> {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    const next: DadosEditaveis = {
      nomeResp: payload.nomeResp,
      rgResp: payload.rgResp,
      emailRecResp: payload.emailRecResp,
      numeroTel: payload.contato.numeroTel,
      numeroCel: payload.contato.numeroCel,
      rua: payload.enderecoResp.rua,
      bairro: payload.enderecoResp.bairro,
      cep: payload.enderecoResp.cep,
      uf: payload.enderecoResp.uf,
    };
    await db.transaction(async (tx) => {
      const current = await repo.lock(tx, profile.id);
      if (!current) throw forbidden();
      const changed = EDITAVEIS.filter((key) => current[key] !== next[key]);
      if (changed.length === 0) return;
      await repo.update(tx, profile.id, actor.usuarioId, next);
      await repo.recordHistory(tx, {
        escolaId: current.escolaId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        entidadeId: current.id,
        acao: 'alterado',
        antes: Object.fromEntries(changed.map((key) => [key, current[key]])),
        depois: Object.fromEntries(changed.map((key) => [key, next[key]])),
      });
    });
    return responsavelDadosService.read(db, actor);
  },

  /**
   * Replaces the guardian's profile photo or RG picture: checked by content, re-encoded without
   * metadata, and the old file removed once the new one is in place.
   */
  async setArquivo(
    db: Db,
    storage: Storage,
    actor: Actor,
    field: ArquivoResponsavel,
    data: Buffer | undefined,
  ): Promise<ResponsavelDados> {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    if (!data) throw validation({ [field]: msg.imagemObrigatoria });
    const image = (await prepareImages({ [field]: data }))[field]!;
    await replaceStoredImage(db, storage, image, async (tx) => {
      const current = await repo.lock(tx, profile.id);
      if (!current) throw forbidden();
      const old = current[field];
      await repo.setFile(tx, current.id, field, image.filename);
      await repo.recordFile(tx, {
        filename: image.filename,
        escolaId: current.escolaId,
        donoUsuarioId: actor.usuarioId,
        tipo: TIPO[field],
        contentType: 'image/webp',
      });
      if (old) await repo.forgetFile(tx, old);
      await repo.recordHistory(tx, {
        escolaId: current.escolaId,
        usuarioId: actor.usuarioId,
        entidade: ENTIDADE,
        entidadeId: current.id,
        acao: 'alterado',
        antes: { [field]: old },
        depois: { [field]: image.filename },
      });
      return { result: undefined, replaced: old };
    });
    return responsavelDadosService.read(db, actor);
  },
};
