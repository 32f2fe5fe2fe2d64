import { z } from 'zod';
import { alergenos, dobrarTexto } from './cardapio';

/** Answers a family may type to mean "none" in a free-text health field (pt, en, es, fr). */
const NADA = new Set([
  '',
  'nenhum',
  'nenhuma',
  'nada',
  'nao',
  'nao tem',
  'nao possui',
  'sem',
  'none',
  'no',
  'ninguno',
  'ninguna',
  'aucun',
  'aucune',
  'non',
  'n a',
  'na',
]);

/** Whether a free-text health field (allergies, medications) says something beyond "none". */
export function campoInformado(texto: string | null | undefined): boolean {
  if (!texto) return false;
  return !NADA.has(dobrarTexto(texto));
}

/**
 * `GET /api/discente/{idDisc}/ficha`: the child card for the educators of the child's active classes
 * and the director. What an adult caring for the child needs at a glance (health, who to call, who may
 * pick the child up) and nothing else: no CPF or RG numbers, no SUS card number, no address.
 */
export const fichaCriancaRead = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  dataNasDisc: z.string(),
  imgDisc: z.string().nullable(),
  /** 'pendente': added by a guardian and not yet approved by the director, so in no class yet. */
  situacao: z.enum(['ativo', 'pendente']),
  turmas: z.array(z.object({ idTurma: z.string(), nomeTurma: z.string() })),
  /** A key of the spec's disability list (`deficiencia.*` in the locales) or the guardian's own words. */
  deficiencia: z.string().nullable(),
  /** Null when the guardians have not filled in the medical record yet. */
  fichaMed: z
    .object({
      planSaud: z.string().nullable(),
      nomeHospital: z.string().nullable(),
      cuidados: z.string().nullable(),
      remedios: z.string().nullable(),
      /** Dose, as the guardian wrote it in the record. */
      qtdMed: z.number().nullable(),
      /** Hours between doses. */
      qtdHoraMed: z.number().nullable(),
      /** Verbatim: the words the family used are what the educator reads. */
      comidasAlergicas: z.string().nullable(),
      descTratamento: z.string().nullable(),
    })
    .nullable(),
  /** The allergens recognised in `comidasAlergicas` (the same keys the menu flags dishes with). */
  alergenos: z.array(z.enum(alergenos)),
  contato: z.array(
    z.object({
      idContato: z.string(),
      nome: z.string(),
      parentesco: z.string(),
      numeroTelefone: z.string(),
      numeroCelular: z.string(),
    }),
  ),
  responsaveis: z.array(
    z.object({
      idResp: z.string(),
      nomeResp: z.string(),
      parentesco: z.string().nullable(),
      numeroTel: z.string(),
      numeroCel: z.string(),
      ftPerfilResp: z.string().nullable(),
      /** A custody restriction bars this guardian from picking the child up. */
      impedido: z.boolean(),
    }),
  ),
  /** People the guardians authorised whose authorisation is permanent, current or still to come. */
  autorizadosBusca: z.array(
    z.object({
      idAutorizado: z.string(),
      nome: z.string(),
      parentesco: z.string(),
      /** Digits only. */
      contato: z.string(),
      foto: z.string().nullable(),
      dataInicio: z.string().nullable(),
      dataFim: z.string().nullable(),
      /** May pick the child up today (the school's date). */
      ativoHoje: z.boolean(),
      impedido: z.boolean(),
    }),
  ),
});
export type FichaCriancaRead = z.infer<typeof fichaCriancaRead>;
