import type { PlanoRead } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { planoRepository, type PlanoRow } from './plano.repository';

/** The language every plan has texts in, used when the asked one is missing. */
const IDIOMA_PADRAO = 'pt-BR';

const reais = (centavos: number) => centavos / 100;

/** A plan as the page reads it: reais on the wire, texts in the asked language. */
export function planoRead(row: PlanoRow, idioma: string): PlanoRead {
  const textos = row.textos[idioma] ?? row.textos[IDIOMA_PADRAO];
  return {
    id: row.id,
    nomePlan: row.nomePlan,
    valor: row.valorCentavos === null ? null : reais(row.valorCentavos),
    precodesconto: reais(row.precoDescontoCentavos),
    subtitulo: textos?.descricao ?? '',
    beneficios: textos?.beneficios ?? [],
    porAluno: row.porAluno,
    alunosMin: row.alunosMin,
    alunosMax: row.alunosMax,
  };
}

export const planoService = {
  async list(db: Db, idioma: string): Promise<PlanoRead[]> {
    return (await planoRepository.ativos(db)).map((row) => planoRead(row, idioma));
  },
};
