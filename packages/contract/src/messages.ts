/**
 * Validation and error texts, word for word from the product spec (sections 5 and 8).
 * The web app shows them inline and the server returns them, so both say the same thing.
 */
export const msg = {
  obrigatorio: 'Campo obrigatorio',
  nomeObrigatorio: 'O nome é obrigatorio',
  apenasNumeros: 'Apenas números são permitidos',
  quantidadeInvalida: 'Quantidade de caracteres invalida',
  cepObrigatorio: 'O CEP é obrigatorio',
  ufInvalida: 'UF invalida',
  ruaObrigatoria: 'A rua é obrigatoria',
  bairroObrigatorio: 'O bairro é obrigatorio',
  digiteApenasNumeros: 'Digite apenas números',
  telefoneObrigatorio: 'O telefone é obrigatorio',
  imagemObrigatoria: 'A imagem é obrigatoria',
  rgObrigatorio: 'O RG é obrigatorio',
  cpfObrigatorio: 'O CPF é obrigatorio',
  cpfInvalido: 'CPF invalido',
  emailObrigatorio: 'O email é obrigatorio',
  emailInvalido: 'Email invalido',
  senhaObrigatoria: 'A senha é obrigatoria',
  senhaMinimo: 'O minimo de caracteres é 8',
  loginSenhaMinimo: 'O minimo e caracteres é 8',
  senhasDiferentes: 'As senhas nao sao iguais',
  dataInvalida: 'A data está invalida',
  alturaInvalida: 'Altura invalida',
  pesoInvalido: 'Peso é invalido',
  valorInvalido: 'Valor invalido',
  codigoEscolaObrigatorio: 'O código da escola é obrigatorio',
  codigoInvalido: 'Código invalido',
  escolaNaoEncontrada: 'Código da escola não encontrado',
  linkInvalido: 'Link de confirmação invalido ou expirado',
  acessoNegado: 'Acesso não permitido',
  muitasTentativas: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  // Section 8
  loginInvalido: 'Usuario ou senha invalido',
  cpfRespDuplicado: 'CPF já cadastrado',
  emailDuplicado: 'Email ja cadastrado',
  cpfDiscDuplicado: 'O CPF ja existe',
  fileType: 'File type must be image/png, image/jpeg',
  fileTooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  fileTooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooManyFiles: 'Too many files',
  // Public contact form ('Fale conosco')
  nomeCurto: 'O nome deve ter pelo menos 3 caracteres',
  telefoneInvalido: 'Telefone invalido: informe o DDD e o número (10 a 13 dígitos)',
  assuntoObrigatorio: 'O assunto é obrigatorio',
  mensagemObrigatoria: 'A mensagem é obrigatoria',
  mensagemCurta: 'A mensagem deve ter pelo menos 10 caracteres',
  mensagemMuitosLinks: 'A mensagem tem links demais: envie no máximo 3',
  contatoEnviado: 'Mensagem enviada! Responderemos pelo email informado.',
  contatoMuitasMensagens: 'Muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
} as const;

/** Uploads: one file per field, png or jpeg, at most 4 MB (spec section 9). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
