import { cnpjFromBase, cpfFromBase } from '@lunna/contract';

/** The demo school: printed at start so anybody can try the product on the embedded defaults. */
export const DEMO_SCHOOL_CODE = 'LUNNA1';
export const DEMO_PASSWORD = 'lunna-demo-2026';

export const demoSchool = {
  nome: 'Creche Lunna Jardim das Flores',
  codigo: DEMO_SCHOOL_CODE,
  cnpj: cnpjFromBase('481536920001'),
  telefone: '(11) 3456-7890',
  email: 'contato@jardimdasflores.lunna.demo',
  endereco: 'Rua das Hortênsias, 250 — Vila Mariana, São Paulo/SP',
  // Off, so anybody trying the demo registration follows their child at once.
  aprovarVinculos: false,
};

/** The demo school's subscription: Sementinha, paid for a year when the demo is seeded (a sandbox receipt). */
export const demoAssinatura = { planoId: 'sementinha', periodo: 'anual' as const };

export const demoStaff = [
  { papel: 'gestor' as const, nome: 'Helena Martins', email: 'diretora@lunna.demo', color: '#F53491' },
  {
    papel: 'pedagogo' as const,
    nome: 'Ana Beatriz Rocha',
    email: 'ana.professora@lunna.demo',
    color: '#31C1FF',
  },
  {
    papel: 'pedagogo' as const,
    nome: 'Bruno Carvalho',
    email: 'bruno.professor@lunna.demo',
    color: '#54FB83',
  },
];

type DemoChild = {
  key: string;
  nomeDisc: string;
  cpfBase: string;
  rgDisc: string;
  dataNasDisc: string;
  alturaDisc: number;
  pesoDisc: number;
  deficiencia: string | null;
  color: string;
  fichaMed: {
    numCartSus: string;
    planSaud: string | null;
    cuidados: string | null;
    remedios: string | null;
    comidasAlergicas: string | null;
    descTratamento: string | null;
    qtdHoraMed: number | null;
    qtdMed: number | null;
    nomeHospital: string;
    cepHospital: string;
    ruaHospital: string;
    ufHospital: string;
  };
  contatos: { nome: string; parentesco: string; numeroTelefone: string; numeroCelular: string }[];
};

export const demoChildren: DemoChild[] = [
  {
    key: 'lucas',
    nomeDisc: 'Lucas Souza Pereira',
    cpfBase: '318402557',
    rgDisc: '52.114.309-1',
    dataNasDisc: '2022-03-14',
    alturaDisc: 98,
    pesoDisc: 15.2,
    deficiencia: null,
    color: '#31C1FF',
    fichaMed: {
      numCartSus: '898001160660001',
      planSaud: 'Unimed Infantil',
      cuidados: 'Usa protetor solar antes das atividades ao ar livre.',
      remedios: null,
      comidasAlergicas: 'Amendoim',
      descTratamento: null,
      qtdHoraMed: null,
      qtdMed: null,
      nomeHospital: 'Hospital Infantil Sabará',
      cepHospital: '01239-040',
      ruaHospital: 'Av. Angélica, 1987',
      ufHospital: 'SP',
    },
    contatos: [
      { nome: 'Rosa Souza', parentesco: 'Avó', numeroTelefone: '11932104455', numeroCelular: '11987650011' },
      {
        nome: 'Pedro Pereira',
        parentesco: 'Pai',
        numeroTelefone: '11934507788',
        numeroCelular: '11976543210',
      },
    ],
  },
  {
    key: 'sofia',
    nomeDisc: 'Sofia Souza Pereira',
    cpfBase: '427196330',
    rgDisc: '61.442.870-5',
    dataNasDisc: '2024-08-02',
    alturaDisc: 79,
    pesoDisc: 10.4,
    deficiencia: null,
    color: '#F53491',
    fichaMed: {
      numCartSus: '898001160660002',
      planSaud: 'Unimed Infantil',
      cuidados: 'Dorme melhor com a naninha amarela.',
      remedios: 'Vitamina D, 2 gotas',
      comidasAlergicas: 'Leite de vaca (APLV)',
      descTratamento: null,
      qtdHoraMed: 24,
      qtdMed: 2,
      nomeHospital: 'Hospital Infantil Sabará',
      cepHospital: '01239-040',
      ruaHospital: 'Av. Angélica, 1987',
      ufHospital: 'SP',
    },
    contatos: [
      { nome: 'Rosa Souza', parentesco: 'Avó', numeroTelefone: '11932104455', numeroCelular: '11987650011' },
    ],
  },
  {
    key: 'theo',
    nomeDisc: 'Theo Alves Lima',
    cpfBase: '205318764',
    rgDisc: '49.870.112-3',
    dataNasDisc: '2021-11-25',
    alturaDisc: 104,
    pesoDisc: 17.1,
    deficiencia: 'auditiva',
    color: '#FEB018',
    fichaMed: {
      numCartSus: '898001160660003',
      planSaud: null,
      cuidados: 'Usa aparelho auditivo: guardar na caixinha azul na hora da soneca.',
      remedios: null,
      comidasAlergicas: null,
      descTratamento: 'Fonoaudiologia às terças e quintas.',
      qtdHoraMed: null,
      qtdMed: null,
      nomeHospital: 'Hospital Municipal Infantil Menino Jesus',
      cepHospital: '01313-001',
      ruaHospital: 'Rua dos Ingleses, 258',
      ufHospital: 'SP',
    },
    contatos: [
      {
        nome: 'Márcia Alves',
        parentesco: 'Tia',
        numeroTelefone: '11955501234',
        numeroCelular: '11955504321',
      },
    ],
  },
  {
    key: 'davi',
    nomeDisc: 'Davi Lima Santos',
    cpfBase: '611274903',
    rgDisc: '50.331.984-7',
    dataNasDisc: '2023-05-09',
    alturaDisc: 88,
    pesoDisc: 12.9,
    deficiencia: null,
    color: '#54FB83',
    fichaMed: {
      numCartSus: '898001160660004',
      planSaud: 'Amil Dental Kids',
      cuidados: null,
      remedios: 'Loratadina xarope, 2,5 ml',
      comidasAlergicas: 'Ovo',
      descTratamento: null,
      qtdHoraMed: 12,
      qtdMed: 2.5,
      nomeHospital: 'Hospital Infantil Sabará',
      cepHospital: '01239-040',
      ruaHospital: 'Av. Angélica, 1987',
      ufHospital: 'SP',
    },
    contatos: [
      { nome: 'José Santos', parentesco: 'Avô', numeroTelefone: '11940012233', numeroCelular: '11940013344' },
    ],
  },
  {
    key: 'alice',
    nomeDisc: 'Alice Alves Moreira',
    cpfBase: '734518260',
    rgDisc: '58.120.447-0',
    dataNasDisc: '2023-01-19',
    alturaDisc: 91,
    pesoDisc: 13.5,
    deficiencia: null,
    color: '#9747FF',
    fichaMed: {
      numCartSus: '898001160660005',
      planSaud: null,
      cuidados: 'Prefere água em copo com canudo.',
      remedios: null,
      comidasAlergicas: null,
      descTratamento: null,
      qtdHoraMed: null,
      qtdMed: null,
      nomeHospital: 'Hospital Municipal Infantil Menino Jesus',
      cepHospital: '01313-001',
      ruaHospital: 'Rua dos Ingleses, 258',
      ufHospital: 'SP',
    },
    contatos: [
      {
        nome: 'Lúcia Moreira',
        parentesco: 'Avó',
        numeroTelefone: '11966602020',
        numeroCelular: '11966603030',
      },
    ],
  },
];

export const demoGuardians = [
  {
    nomeResp: 'Mariana Souza',
    email: 'mariana@lunna.demo',
    cpfBase: '143287650',
    color: '#FEB018',
    children: [
      { key: 'lucas', parentesco: 'Mãe' },
      { key: 'sofia', parentesco: 'Mãe' },
    ],
  },
  {
    nomeResp: 'Carlos Lima',
    email: 'carlos@lunna.demo',
    cpfBase: '276519034',
    color: '#31C1FF',
    children: [
      { key: 'theo', parentesco: 'Pai' },
      { key: 'davi', parentesco: 'Pai' },
    ],
  },
  {
    nomeResp: 'Patrícia Alves',
    email: 'patricia@lunna.demo',
    cpfBase: '389104726',
    color: '#F53491',
    children: [
      { key: 'theo', parentesco: 'Mãe' },
      { key: 'alice', parentesco: 'Mãe' },
    ],
  },
].map((g) => ({ ...g, cpfResp: cpfFromBase(g.cpfBase) }));

export const demoChildCpf = (cpfBase: string) => cpfFromBase(cpfBase);

/** Two classes, each taught by one educator (`pedagogo` is the staff e-mail). */
export const demoTurmas = [
  {
    nomeTurma: 'Turma Girassol',
    periodo: 'Manhã' as const,
    tema: 'laranja-aviso' as const,
    horarioBusca: '12:00',
    pedagogo: 'ana.professora@lunna.demo',
    children: ['lucas', 'theo', 'davi'],
  },
  {
    nomeTurma: 'Turma Beija-flor',
    periodo: 'Tarde' as const,
    tema: 'azul-aviso' as const,
    horarioBusca: '17:30',
    pedagogo: 'bruno.professor@lunna.demo',
    children: ['sofia', 'alice'],
  },
];

/** Notices already sent, `horasAtras` hours before seeding; `turma` null is the whole school. */
export const demoAvisos = [
  {
    autor: 'diretora@lunna.demo',
    turma: null,
    importancia: 'Normal' as const,
    horasAtras: 50,
    tituloAviso: 'Reunião de pais',
    conteudoAviso:
      'Na próxima quinta-feira, às 18h30, conversaremos sobre o fim do semestre e a festa de encerramento. Haverá espaço para as crianças brincarem.',
  },
  {
    autor: 'ana.professora@lunna.demo',
    turma: 'Turma Girassol',
    importancia: 'Normal' as const,
    horasAtras: 26,
    tituloAviso: 'Passeio no parque',
    conteudoAviso:
      'Amanhã vamos ao parque do bairro observar as árvores. Mandem boné, protetor solar e uma garrafinha de água com o nome da criança.',
  },
  {
    autor: 'bruno.professor@lunna.demo',
    turma: 'Turma Beija-flor',
    importancia: 'Atenção' as const,
    horasAtras: 3,
    tituloAviso: 'Roupa extra na mochila',
    conteudoAviso:
      'Esta semana teremos pintura com tinta guache. Por favor, deixem uma muda de roupa extra na mochila.',
  },
];
