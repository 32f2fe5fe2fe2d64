import {
  horarioPadraoRefeicao,
  refeicoes,
  type DetalhesRegistro,
  type QuantidadeRefeicao,
  type Refeicao,
  type TipoRegistroDiario,
  type UnidadeDose,
} from '@lunna/contract';

/** What the educator taps on: one button per kind ("Humor + nota" writes a mood, or a note without one). */
export const acoes = [
  'refeicao',
  'mamadeira',
  'sono',
  'higiene',
  'temperatura',
  'medicacao',
  'incidente',
  'humor',
  'trazer',
] as const;
export type Acao = (typeof acoes)[number];

/** Everything the entry forms hold, as typed (strings for the inputs); `detalhesDe` turns it into the contract's shape. */
export type Estado = {
  refeicao: Refeicao;
  quantidade: QuantidadeRefeicao | '';
  /** A child whose meal differs from the rest ("all ate everything but Theo: half"). */
  excecoes: Record<string, QuantidadeRefeicao>;
  recusou: string;
  ml: string;
  fim: string;
  naoDormiu: boolean;
  higiene: 'fralda' | 'banheiro';
  resultados: string[];
  graus: string;
  medicamento: string;
  dose: string;
  unidade: UnidadeDose;
  idAutorizacao: string;
  incidente: string;
  descricao: string;
  local: string;
  primeirosSocorros: string;
  testemunhas: string;
  grave: boolean;
  humor: string;
  itens: string[];
  nota: string;
};

/** The meal being served now: the menu's latest dish already started (or about to), else the usual times. */
export function refeicaoAgora(agora: Date, horarios: Partial<Record<Refeicao, string>> = {}): Refeicao {
  const minutos = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const atual = agora.getHours() * 60 + agora.getMinutes() + 30;
  let escolhida: Refeicao = 'cafe_manha';
  for (const r of refeicoes) if (minutos(horarios[r] ?? horarioPadraoRefeicao[r]) <= atual) escolhida = r;
  return escolhida;
}

export function estadoInicial(refeicao: Refeicao): Estado {
  return {
    refeicao,
    quantidade: '',
    excecoes: {},
    recusou: '',
    ml: '',
    fim: '',
    naoDormiu: false,
    higiene: 'fralda',
    resultados: [],
    graus: '',
    medicamento: '',
    dose: '',
    unidade: 'ml',
    idAutorizacao: '',
    incidente: '',
    descricao: '',
    local: '',
    primeirosSocorros: '',
    testemunhas: '',
    grave: false,
    humor: '',
    itens: [],
    nota: '',
  };
}

/** A form opened to correct an entry starts from what it said. */
export function estadoDe(d: DetalhesRegistro, fimHora: (iso: string) => string): Estado {
  const e = estadoInicial(d.tipo === 'refeicao' ? d.refeicao : 'almoco');
  const nota = 'nota' in d && typeof d.nota === 'string' ? d.nota : '';
  switch (d.tipo) {
    case 'refeicao':
      return { ...e, quantidade: d.quantidade, recusou: d.recusou ?? '', nota };
    case 'mamadeira':
      return { ...e, ml: String(d.ml), nota };
    case 'sono':
      return { ...e, fim: d.fim ? fimHora(d.fim) : '', naoDormiu: Boolean(d.naoDormiu), nota };
    case 'higiene':
      return { ...e, higiene: d.higiene, resultados: [...d.resultados], nota };
    case 'temperatura':
      return { ...e, graus: String(d.graus), nota };
    case 'medicacao':
      return {
        ...e,
        medicamento: d.medicamento,
        dose: String(d.dose),
        unidade: d.unidade,
        idAutorizacao: d.idAutorizacao ?? '',
        nota,
      };
    case 'incidente':
      return {
        ...e,
        incidente: d.incidente,
        descricao: d.descricao,
        local: d.local,
        primeirosSocorros: d.primeirosSocorros,
        testemunhas: d.testemunhas ?? '',
        grave: d.grave,
      };
    case 'humor':
      return { ...e, humor: d.humor, nota };
    case 'nota':
      return { ...e, nota: d.texto };
    case 'trazer':
      return { ...e, itens: [...d.itens], nota };
  }
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
const opt = (s: string) => (s.trim() ? s.trim() : undefined);
const comNota = <T extends object>(d: T, nota: string) => (opt(nota) ? { ...d, nota: nota.trim() } : d);

/**
 * The entry's details as the contract wants them (the server validates again). `fimIso` turns the nap's
 * end time ("13:30") into an instant of the day. `humor` without a mood but with text becomes a note.
 */
export function detalhesDe(
  acao: Acao | TipoRegistroDiario,
  e: Estado,
  fimIso: (hhmm: string) => string,
): DetalhesRegistro {
  switch (acao) {
    case 'refeicao':
      return {
        tipo: 'refeicao',
        refeicao: e.refeicao,
        quantidade: e.quantidade as QuantidadeRefeicao,
        ...(opt(e.recusou) ? { recusou: e.recusou.trim() } : {}),
        ...(opt(e.nota) ? { nota: e.nota.trim() } : {}),
      };
    case 'mamadeira':
      return comNota({ tipo: 'mamadeira', ml: num(e.ml) }, e.nota);
    case 'sono':
      return comNota(
        { tipo: 'sono', ...(e.naoDormiu ? { naoDormiu: true } : e.fim ? { fim: fimIso(e.fim) } : {}) },
        e.nota,
      );
    case 'higiene':
      return comNota(
        { tipo: 'higiene', higiene: e.higiene, resultados: e.resultados as ('xixi' | 'coco' | 'seco')[] },
        e.nota,
      );
    case 'temperatura':
      return comNota({ tipo: 'temperatura', graus: num(e.graus) }, e.nota);
    case 'medicacao':
      return comNota(
        {
          tipo: 'medicacao',
          medicamento: e.medicamento.trim(),
          dose: num(e.dose),
          unidade: e.unidade,
          ...(e.idAutorizacao ? { idAutorizacao: e.idAutorizacao } : {}),
        },
        e.nota,
      );
    case 'incidente':
      return {
        tipo: 'incidente',
        incidente: e.incidente as 'outro',
        descricao: e.descricao.trim(),
        local: e.local.trim(),
        primeirosSocorros: e.primeirosSocorros.trim(),
        ...(opt(e.testemunhas) ? { testemunhas: e.testemunhas.trim() } : {}),
        grave: e.grave,
      };
    case 'humor':
    case 'nota':
      return e.humor
        ? comNota({ tipo: 'humor', humor: e.humor as 'feliz' }, e.nota)
        : { tipo: 'nota', texto: e.nota.trim() };
    case 'trazer':
      return comNota({ tipo: 'trazer', itens: e.itens as 'fraldas'[] }, e.nota);
  }
}
