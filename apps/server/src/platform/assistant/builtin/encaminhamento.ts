import type { IdiomaLumi, MotivoEncaminhamento } from '@lunna/contract';
import type { EscolaInfo } from '../assistant';
import { h2, html, juntar, p, type Html } from './textos';

/**
 * The answer when Lumi hands a question over instead of answering: it says why, gives the right
 * number (192 — SAMU — for an emergency, the school's phone always) and, where it helps, offers to
 * alert the child's educators (the guardian confirms on the page).
 */
export function encaminhar(
  motivo: MotivoEncaminhamento,
  idioma: IdiomaLumi,
  escola: EscolaInfo,
  nome: string,
  podeAvisar: boolean,
): Html {
  const tel = escola.telefone;
  const escolaLinha = {
    'pt-BR': tel
      ? html`Telefone da escola (${escola.nome}): ${tel}.`
      : html`Fale com a escola (${escola.nome}).`,
    en: tel ? html`School phone (${escola.nome}): ${tel}.` : html`Contact the school (${escola.nome}).`,
    es: tel
      ? html`Teléfono de la escuela (${escola.nome}): ${tel}.`
      : html`Hable con la escuela (${escola.nome}).`,
    fr: tel
      ? html`Téléphone de l'école (${escola.nome}) : ${tel}.`
      : html`Contactez l'école (${escola.nome}).`,
  }[idioma];
  const oferta = podeAvisar
    ? {
        'pt-BR': html`Se você quiser, eu aviso agora as educadoras de ${nome}: é só confirmar no botão abaixo.`,
        en: html`If you want, I can alert ${nome}'s educators now: just confirm with the button below.`,
        es: html`Si quiere, aviso ahora a las educadoras de ${nome}: solo confirme con el botón de abajo.`,
        fr: html`Si vous le souhaitez, je préviens maintenant les éducatrices de ${nome} : confirmez avec le bouton ci-dessous.`,
      }[idioma]
    : null;
  const extra = oferta ? [oferta] : [];
  switch (motivo) {
    case 'emergencia':
      return juntar([
        h2(
          {
            'pt-BR': 'Isto parece uma emergência',
            en: 'This sounds like an emergency',
            es: 'Esto parece una emergencia',
            fr: 'Cela ressemble à une urgence',
          }[idioma],
        ),
        p(
          {
            'pt-BR': 'Ligue agora para o SAMU: 192.',
            en: 'Call SAMU (ambulance) now: 192.',
            es: 'Llame ahora al SAMU (ambulancia): 192.',
            fr: 'Appelez maintenant le SAMU : 192.',
          }[idioma],
          escolaLinha,
          {
            'pt-BR': 'Eu não dou orientação médica.',
            en: 'I do not give medical advice.',
            es: 'No doy orientación médica.',
            fr: 'Je ne donne pas de conseil médical.',
          }[idioma],
          ...extra,
        ),
      ]);
    case 'saude':
      return p(
        {
          'pt-BR':
            'Não posso dar orientação de saúde: fale com o pediatra de confiança. Em caso de urgência, ligue 192 (SAMU).',
          en: 'I cannot give health advice: please talk to your paediatrician. In an emergency, call 192 (SAMU).',
          es: 'No puedo dar orientación de salud: hable con su pediatra. En caso de urgencia, llame al 192 (SAMU).',
          fr: "Je ne peux pas donner de conseil de santé : parlez-en à votre pédiatre. En cas d'urgence, appelez le 192 (SAMU).",
        }[idioma],
        escolaLinha,
        ...extra,
      );
    case 'custodia':
      return p(
        {
          'pt-BR':
            'Questões de guarda e restrições sobre quem pode buscar são tratadas diretamente com a direção da escola, com os documentos. Eu não informo, não decido e não oriento sobre isso.',
          en: 'Custody matters and restrictions on who may pick up are handled directly with the school’s director, with the documents. I do not share, decide or advise on them.',
          es: 'Los temas de custodia y las restricciones sobre quién puede recoger se tratan directamente con la dirección de la escuela, con los documentos. No informo, no decido ni oriento sobre ellos.',
          fr: "Les questions de garde et les restrictions sur qui peut venir chercher l'enfant se traitent directement avec la direction de l'école, documents à l'appui. Je n'informe, ne décide ni ne conseille à ce sujet.",
        }[idioma],
        escolaLinha,
        ...extra,
      );
    case 'financeiro':
      return p(
        {
          'pt-BR':
            'Mensalidades, boletos e pagamentos são tratados pela secretaria da escola; eu não tenho acesso a eles.',
          en: 'Fees, invoices and payments are handled by the school office; I have no access to them.',
          es: 'Las cuotas, facturas y pagos los gestiona la secretaría de la escuela; no tengo acceso a ellos.',
          fr: "Les frais, factures et paiements sont gérés par le secrétariat de l'école ; je n'y ai pas accès.",
        }[idioma],
        escolaLinha,
        ...(escola.email ? [html`E-mail: ${escola.email}`] : []),
      );
    case 'sem_dados':
      return p(
        {
          'pt-BR':
            'Não tenho essa informação nos dados que a escola compartilha com você, e prefiro não inventar.',
          en: 'I do not have that in the data the school shares with you, and I would rather not guess.',
          es: 'No tengo esa información en los datos que la escuela comparte con usted, y prefiero no inventar.',
          fr: "Je n'ai pas cette information dans les données que l'école partage avec vous, et je préfère ne pas inventer.",
        }[idioma],
        escolaLinha,
      );
  }
}

/** "I can only talk about your child": for questions about other children or families. */
export function soSobreACrianca(idioma: IdiomaLumi, nome: string): Html {
  return p(
    {
      'pt-BR': html`Eu só posso falar sobre ${nome}, com os dados que a escola compartilha com você. Não dou informações sobre outras crianças ou famílias.`,
      en: html`I can only talk about ${nome}, with the data the school shares with you. I do not give information about other children or families.`,
      es: html`Solo puedo hablar de ${nome}, con los datos que la escuela comparte con usted. No doy información sobre otros niños ni familias.`,
      fr: html`Je ne peux parler que de ${nome}, avec les données que l'école partage avec vous. Je ne donne pas d'informations sur d'autres enfants ou familles.`,
    }[idioma],
    {
      'pt-BR': 'Se for outro filho seu, escolha-o no seletor de criança.',
      en: 'If it is another of your children, pick them in the child selector.',
      es: 'Si es otro de sus hijos, elíjalo en el selector de niño.',
      fr: "S'il s'agit d'un autre de vos enfants, choisissez-le dans le sélecteur d'enfant.",
    }[idioma],
  );
}
