import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import {
  responsavelDadosForm,
  responsavelDadosPayload,
  toResponsavelDadosForm,
  toResponsavelDadosPayload,
  type ResponsavelDados,
} from './responsavel-dados';

const dados: ResponsavelDados = {
  nomeResp: 'Mariana Souza',
  cpfResp: '143.287.650-35',
  rgResp: '12.345.678-9',
  emailResp: 'mariana@lunna.demo',
  emailRecResp: 'mariana.recuperacao@lunna.demo',
  contato: { numeroTel: '11933334444', numeroCel: '11988887777' },
  enderecoResp: { rua: 'Rua das Acácias, 120', bairro: 'Vila Mariana', cep: '04101-000', uf: 'SP' },
  ftPerfilResp: null,
  ftRgResp: null,
};

describe("'Meus dados' form", () => {
  it('splits the stored data into the registration fields and joins them back unchanged', () => {
    const form = toResponsavelDadosForm(dados);
    expect(form).toMatchObject({
      cep: '04101',
      cepDigito: '000',
      dddTelefone: '11',
      telefone: '933334444',
      dddCelular: '11',
      celular: '988887777',
    });
    const payload = toResponsavelDadosPayload(responsavelDadosForm.parse(form));
    expect(responsavelDadosPayload.parse(payload)).toEqual({
      nomeResp: dados.nomeResp,
      rgResp: dados.rgResp,
      emailRecResp: dados.emailRecResp,
      contato: dados.contato,
      enderecoResp: dados.enderecoResp,
    });
  });

  it('follows the registration rules and messages', () => {
    const result = responsavelDadosForm.safeParse({
      ...toResponsavelDadosForm(dados),
      cep: '0410',
      celular: '9888-777',
      uf: '1',
      emailSecundario: 'x',
    });
    expect(result.success).toBe(false);
    // The first message per field is the one shown, as on the server.
    const byField: Record<string, string> = {};
    for (const issue of result.error!.issues) byField[issue.path.join('.')] ??= issue.message;
    expect(byField).toMatchObject({
      cep: msg.quantidadeInvalida,
      celular: msg.digiteApenasNumeros,
      uf: msg.ufInvalida,
      emailSecundario: msg.emailInvalido,
    });
  });

  it('has no CPF, sign-in e-mail or password to change', () => {
    expect(Object.keys(responsavelDadosForm.shape)).not.toEqual(expect.arrayContaining(['cpf']));
    expect(Object.keys(responsavelDadosPayload.shape).sort()).toEqual([
      'contato',
      'emailRecResp',
      'enderecoResp',
      'nomeResp',
      'rgResp',
    ]);
  });
});
