import { describe, expect, it } from 'vitest';
import { consentimentoPayload, memoriaImagemPath, memoriaListQuery, memoriaPayload } from './memoria';
import { msg } from './messages';

const idTurma = '3f1e8c7a-2b4d-4e6f-8a1b-9c0d1e2f3a4b';
const lucas = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

function fields(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('memoriaPayload', () => {
  it('defaults to the whole class, no tags, and turns an empty description into null', () => {
    expect(memoriaPayload.parse({ idTurma, descricao: '   ' })).toEqual({
      idTurma,
      descricao: null,
      idsDisc: [],
      somenteMarcados: false,
    });
  });

  it('keeps each tagged child once', () => {
    expect(memoriaPayload.parse({ idTurma, idsDisc: [lucas, lucas] }).idsDisc).toEqual([lucas]);
  });

  it('"only the tagged families" needs someone tagged', () => {
    expect(fields(memoriaPayload.safeParse({ idTurma, somenteMarcados: true }))).toEqual({
      idsDisc: msg.marqueUmaCrianca,
    });
    expect(memoriaPayload.safeParse({ idTurma, somenteMarcados: true, idsDisc: [lucas] }).success).toBe(true);
  });

  it('refuses a bad class, a bad child id and a description over 500 characters', () => {
    expect(
      fields(memoriaPayload.safeParse({ idTurma: 'x', idsDisc: ['y'], descricao: 'a'.repeat(501) })),
    ).toEqual({
      idTurma: msg.valorInvalido,
      'idsDisc.0': msg.valorInvalido,
      descricao: msg.quantidadeInvalida,
    });
  });
});

describe('list, image and consent inputs', () => {
  it('lists newest first unless asked otherwise', () => {
    expect(memoriaListQuery.parse({})).toEqual({ ordem: 'recentes' });
    expect(memoriaListQuery.safeParse({ cursor: '../etc' }).success).toBe(false);
  });

  it('builds the image path of each size', () => {
    expect(memoriaImagemPath('abc', 'original')).toBe('/api/memoria/abc/imagem?tamanho=original');
  });

  it('a consent decision names its purpose and is a yes or a no', () => {
    expect(consentimentoPayload.safeParse({ finalidade: 'fotos_turma', concedido: false }).success).toBe(
      true,
    );
    expect(consentimentoPayload.safeParse({ finalidade: 'fotos_turma', concedido: 'sim' }).success).toBe(
      false,
    );
    expect(consentimentoPayload.safeParse({ finalidade: 'marketing', concedido: true }).success).toBe(false);
  });
});
