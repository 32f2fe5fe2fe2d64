import { z } from 'zod';
import { cpf, dataIso, requiredText } from './fields';
import { msg } from './messages';

/**
 * 'Quem pode buscar meu filho na creche': a person a guardian allows to pick the child up, permanently
 * (`dataInicio` and `dataFim` null) or on a date range (a single day when both are the same date).
 */
export const autorizadoBuscaForm = z
  .object({
    nome: requiredText(msg.nomeObrigatorio, 120),
    rg: requiredText(msg.rgObrigatorio, 20),
    cpf,
    parentesco: requiredText(msg.parentescoObrigatorio, 60),
    telefone: z
      .string({ error: msg.telefoneObrigatorio })
      .trim()
      .min(1, msg.telefoneObrigatorio)
      .regex(/^[\d\s()+-]+$/, msg.digiteApenasNumeros)
      .transform((v) => v.replace(/\D/g, ''))
      .pipe(z.string().min(10, msg.telefoneInvalido).max(13, msg.telefoneInvalido)),
    temporario: z.boolean(),
    dataInicio: dataIso.nullable(),
    dataFim: dataIso.nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.temporario) return;
    if (!v.dataInicio) ctx.addIssue({ code: 'custom', path: ['dataInicio'], message: msg.dataInvalida });
    if (!v.dataFim) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: msg.dataInvalida });
    if (v.dataInicio && v.dataFim && v.dataFim < v.dataInicio) ctx.addIssue({ code: 'custom', path: ['dataFim'], message: msg.dataFimAntesInicio });
  })
  .transform((v) => ({
    ...v,
    cpf: v.cpf.replace(/\D/g, ''),
    dataInicio: v.temporario ? v.dataInicio : null,
    dataFim: v.temporario ? v.dataFim : null,
  }));
export type AutorizadoBuscaForm = z.input<typeof autorizadoBuscaForm>;

/** The custody restriction the director records: this person may not pick the child up. */
export const restricaoCustodiaForm = z.object({
  nome: requiredText(msg.nomeObrigatorio, 120),
  cpf: cpf.transform((v) => v.replace(/\D/g, '')),
  motivo: requiredText(msg.motivoObrigatorio, 500),
});
export type RestricaoCustodiaForm = z.input<typeof restricaoCustodiaForm>;

/** Who may take the child at check-out (or bring it at check-in) today. */
export const pessoaBusca = z.object({
  tipo: z.enum(['responsavel', 'autorizado']),
  /** The guardian's `idResp` or the authorised person's `idAutorizado`. */
  id: z.string(),
  nome: z.string(),
  parentesco: z.string().nullable(),
  foto: z.string().nullable(),
});
export type PessoaBusca = z.infer<typeof pessoaBusca>;
