import crypto from 'node:crypto';
import type Sharp from 'sharp';
import { lazyRequire } from '../../../lib/lazy-require';
import { eq } from 'drizzle-orm';
import { consentimento, memoria, memoriaDiscente, usuario } from '../../schema';
import type { SchoolDaySeed } from './school-day-seed';

// Only the demo seed draws images: the server does not load libvips for it at start.
const loadSharp = lazyRequire<typeof Sharp>('sharp');

type Cena = 'parque' | 'pintura' | 'baloes' | 'horta' | 'musica';

/** Drawn scenes (no real child in the demo): sky, ground and a few bright shapes. */
function cenaSvg(cena: Cena): string {
  const sky = {
    parque: '#BDEBFF',
    pintura: '#FFF1D6',
    baloes: '#D9F4FF',
    horta: '#E4FFE9',
    musica: '#F3E8FF',
  }[cena];
  const ground = {
    parque: '#54FB83',
    pintura: '#FEB018',
    baloes: '#7CE7A0',
    horta: '#8B5E3C',
    musica: '#9747FF',
  }[cena];
  const shapes: Record<Cena, string> = {
    parque: `<circle cx="520" cy="90" r="50" fill="#FEB018"/><rect x="120" y="200" width="16" height="160" fill="#5300BE"/><rect x="260" y="200" width="16" height="160" fill="#5300BE"/>
      <rect x="110" y="190" width="176" height="14" rx="7" fill="#5300BE"/><rect x="170" y="300" width="56" height="10" fill="#F53491"/>`,
    pintura: `<rect x="90" y="90" width="200" height="150" rx="10" fill="#FFFFFF" stroke="#5300BE" stroke-width="6"/><circle cx="150" cy="150" r="30" fill="#F53491"/>
      <circle cx="220" cy="180" r="26" fill="#31C1FF"/><rect x="360" y="120" width="180" height="130" rx="10" fill="#FFFFFF" stroke="#5300BE" stroke-width="6"/><path d="M380 230 L430 150 L480 230 Z" fill="#54FB83"/>`,
    baloes: `<ellipse cx="180" cy="150" rx="50" ry="62" fill="#F53491"/><ellipse cx="300" cy="120" rx="50" ry="62" fill="#FEB018"/><ellipse cx="420" cy="160" rx="50" ry="62" fill="#31C1FF"/>
      <path d="M180 212 L240 330 M300 182 L240 330 M420 222 L240 330" stroke="#5300BE" stroke-width="3"/>`,
    horta: `<circle cx="90" cy="80" r="40" fill="#FEB018"/><g fill="#2E9E4F">${[120, 220, 320, 420, 520].map((x) => `<ellipse cx="${x}" cy="330" rx="26" ry="44"/>`).join('')}</g>
      <g fill="#F53491">${[120, 320, 520].map((x) => `<circle cx="${x}" cy="290" r="16"/>`).join('')}</g>`,
    musica: `<circle cx="200" cy="260" r="34" fill="#FEB018"/><rect x="228" y="120" width="10" height="140" fill="#FEB018"/><circle cx="380" cy="230" r="34" fill="#F53491"/>
      <rect x="408" y="90" width="10" height="140" fill="#F53491"/><rect x="228" y="110" width="190" height="16" fill="#5300BE"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="${sky}"/>${shapes[cena]}
  <path d="M0 380 Q160 340 320 380 T640 380 V480 H0 Z" fill="${ground}"/>
</svg>`;
}

/** The three stored sizes, as an upload would produce them (small demo files, quickly made). */
async function fotoDemo(storage: SchoolDaySeed['storage'], cena: Cena) {
  const base = crypto.randomUUID();
  const raster = loadSharp()(Buffer.from(cenaSvg(cena)));
  const keys = { miniatura: `${base}-m.webp`, imagem: `${base}-t.webp`, original: `${base}-o.jpg` };
  const [miniatura, tela, original] = await Promise.all([
    raster.clone().resize(480).webp({ quality: 70 }).toBuffer(),
    raster.clone().webp({ quality: 78 }).toBuffer(),
    raster.clone().jpeg({ quality: 85 }).toBuffer(),
  ]);
  await Promise.all([
    storage.put(keys.miniatura, miniatura),
    storage.put(keys.imagem, tela),
    storage.put(keys.original, original),
  ]);
  return { ...keys, largura: 640, altura: 480 };
}

type Demo = {
  turma: string;
  autor: string;
  cena: Cena;
  descricao: string;
  diasAtras: number;
  marcados?: string[];
  somenteMarcados?: boolean;
};

const demos: Demo[] = [
  {
    turma: 'Turma Girassol',
    autor: 'ana.professora@lunna.demo',
    cena: 'parque',
    descricao: 'Manhã de sol no parquinho: balanço e escorregador!',
    diasAtras: 0,
  },
  {
    turma: 'Turma Girassol',
    autor: 'ana.professora@lunna.demo',
    cena: 'pintura',
    descricao: 'Pintura com as mãos: cada um escolheu suas cores.',
    diasAtras: 1,
    marcados: ['lucas'],
  },
  // Davi has no photo-sharing decision: this photo stays with the educators and Davi's own family.
  {
    turma: 'Turma Girassol',
    autor: 'ana.professora@lunna.demo',
    cena: 'horta',
    descricao: 'Regando a horta da escola juntos.',
    diasAtras: 2,
    marcados: ['davi', 'theo'],
  },
  {
    turma: 'Turma Girassol',
    autor: 'ana.professora@lunna.demo',
    cena: 'musica',
    descricao: 'Roda de música com chocalhos.',
    diasAtras: 4,
    marcados: ['theo'],
    somenteMarcados: true,
  },
  {
    turma: 'Turma Beija-flor',
    autor: 'bruno.professor@lunna.demo',
    cena: 'baloes',
    descricao: 'Festa dos balões coloridos.',
    diasAtras: 0,
  },
  {
    turma: 'Turma Beija-flor',
    autor: 'bruno.professor@lunna.demo',
    cena: 'parque',
    descricao: 'Piquenique no gramado.',
    diasAtras: 3,
    marcados: ['alice'],
  },
  {
    turma: 'Turma Beija-flor',
    autor: 'bruno.professor@lunna.demo',
    cena: 'pintura',
    descricao: 'Nossa exposição de desenhos.',
    diasAtras: 5,
    marcados: ['sofia', 'alice'],
  },
];

/** Which guardian (by e-mail) granted photo sharing for each child; Davi's family has not decided. */
const consentimentos: { crianca: string; responsavel: string }[] = [
  { crianca: 'lucas', responsavel: 'mariana@lunna.demo' },
  { crianca: 'sofia', responsavel: 'mariana@lunna.demo' },
  { crianca: 'theo', responsavel: 'patricia@lunna.demo' },
  { crianca: 'alice', responsavel: 'patricia@lunna.demo' },
];

/** Demo photos per class (some tagged) and the photo-sharing decisions of the families. */
export async function seedMemorias(s: SchoolDaySeed): Promise<void> {
  const emails = await s.tx
    .select({ id: usuario.id, email: usuario.email })
    .from(usuario)
    .where(eq(usuario.escolaId, s.escolaId));
  const idOf = (email: string) => emails.find((u) => u.email === email)?.id;
  for (const c of consentimentos) {
    const usuarioId = idOf(c.responsavel);
    if (usuarioId && s.guardianChildren.get(usuarioId)?.includes(c.crianca))
      await s.tx.insert(consentimento).values({
        discenteId: s.childIds.get(c.crianca)!,
        usuarioId,
        finalidade: 'fotos_turma',
        concedido: true,
      });
  }

  const now = Date.now();
  const fotos = await Promise.all(demos.map((d) => fotoDemo(s.storage, d.cena)));
  for (const [i, d] of demos.entries()) {
    const createdAt = new Date(now - d.diasAtras * 86_400_000 - (i + 1) * 3_600_000);
    const [row] = await s.tx
      .insert(memoria)
      .values({
        escolaId: s.escolaId,
        turmaId: s.turmaIds.get(d.turma)!,
        autorId: s.staffIds.get(d.autor)!,
        descricao: d.descricao,
        somenteMarcados: d.somenteMarcados ?? false,
        ...fotos[i]!,
        createdAt,
      })
      .returning({ id: memoria.id });
    if (d.marcados?.length) {
      await s.tx
        .insert(memoriaDiscente)
        .values(d.marcados.map((key) => ({ memoriaId: row!.id, discenteId: s.childIds.get(key)! })));
    }
  }
}
