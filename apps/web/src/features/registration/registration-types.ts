import {
  contatoEmergenciaForm,
  discenteForm,
  fichaMedForm,
  type ContatoEmergenciaForm,
  type DiscenteForm,
  type FichaMedForm,
  type ResponsavelForm,
  type responsavelForm,
} from '@lunna/contract';
import { z } from 'zod';

export type ResponsavelValues = z.output<typeof responsavelForm>;
export type DiscenteValues = z.output<typeof discenteForm>;
export type FichaValues = z.output<typeof fichaMedForm>;
export type ContatoValues = z.output<typeof contatoEmergenciaForm>;

/** Step 2 and 3 hold several children/contacts: the contract's per-item rules, composed into lists. */
export const criancasSchema = z.object({ criancas: z.array(discenteForm) });
export const medicosSchema = z.object({
  fichas: z.array(fichaMedForm),
  contatos: z.array(contatoEmergenciaForm).min(1),
});
export type CriancasInput = z.input<typeof criancasSchema>;
export type MedicosInput = z.input<typeof medicosSchema>;
export type MedicosValues = z.output<typeof medicosSchema>;

/** What each step keeps while the user moves back and forth (in memory only, never in storage). */
export type ResponsavelDraft = { values: ResponsavelForm; fotoPerfil: File | null; fotoRg: File | null };
export type CriancasDraft = { criancas: DiscenteForm[]; fotos: (File | null)[]; documentos: (File | null)[] };
export type MedicosDraft = {
  fichas: FichaMedForm[];
  contatos: ContatoEmergenciaForm[];
  susFotos: (File | null)[];
};

export const emptyResponsavel = (codigoEscola: string): ResponsavelForm => ({
  codigoEscola,
  nome: '',
  cep: '',
  cepDigito: '',
  uf: '',
  rua: '',
  bairro: '',
  dddTelefone: '',
  telefone: '',
  dddCelular: '',
  celular: '',
  rg: '',
  cpf: '',
  email: '',
  emailSecundario: '',
  senha: '',
  confirmarSenha: '',
});

export const emptyCrianca = (): DiscenteForm => ({
  nomeFilho: '',
  dia: '',
  mes: '',
  ano: '',
  altura: '',
  peso: '',
  cpfCrianca: '',
  rgCrianca: '',
});

/** Yes/no answers start unanswered on purpose: a medical form should not assume "não". */
export const emptyFicha = (): FichaMedForm =>
  ({
    sus: '',
    namePlano: '',
    nomeHospital: '',
    hospitalCep: '',
    hospitalDigito: '',
    ufHospital: '',
    ruaHospital: '',
    cuidados: '',
    deficiencia: '',
    descTratamento: '',
    descMedicamentos: '',
    horasMed: '',
    quantidadeMed: '',
    descComidas: '',
  }) as FichaMedForm;

export const emptyContato = (): ContatoEmergenciaForm => ({
  nomeContato: '',
  parentesco: '',
  dddTelefoneContato: '',
  telefoneContato: '',
  dddCelularContato: '',
  celularContato: '',
});
