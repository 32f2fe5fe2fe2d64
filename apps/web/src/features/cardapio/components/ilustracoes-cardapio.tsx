import type { IlustracaoCardapio } from '@lunna/contract';
import type { ReactNode } from 'react';

const S = {
  stroke: '#5300be',
  strokeWidth: 3,
  strokeLinejoin: 'round' as const,
  strokeLinecap: 'round' as const,
};
const prato = <ellipse cx="32" cy="46" rx="26" ry="8" fill="#fff" {...S} />;
const tigela = <path d="M8 30h48a24 20 0 0 1-48 0z" fill="#fff" {...S} />;

/** Friendly drawings for the menu's dishes, in the brand's colours. Decorative: the card names the dish. */
const desenhos: Record<IlustracaoCardapio, ReactNode> = {
  frutas: (
    <>
      {prato}
      <circle cx="22" cy="36" r="9" fill="#f53491" {...S} />
      <path d="M36 22c10 0 16 8 14 18H34c-4-8-4-14 2-18z" fill="#feb018" {...S} />
      <path d="M22 27c0-4 2-6 5-7" {...S} fill="none" />
    </>
  ),
  pao: (
    <>
      {prato}
      <path d="M14 40c-4-12 6-20 18-20s22 8 18 20z" fill="#feb018" {...S} />
      <path d="M24 28l-3 6M32 26v7M40 28l3 6" {...S} fill="none" />
    </>
  ),
  leite: (
    <>
      <path d="M22 14h20l4 10v30H18V24z" fill="#fff" {...S} />
      <path d="M18 34h28v20H18z" fill="#e3f6ff" {...S} />
      <path d="M22 14l-4 10h28" {...S} fill="none" />
    </>
  ),
  arroz_feijao: (
    <>
      {prato}
      <ellipse cx="22" cy="40" rx="12" ry="6" fill="#fff" stroke="#9747ff" strokeWidth="2.5" />
      <ellipse cx="40" cy="40" rx="11" ry="6" fill="#7a3b1e" {...S} />
      <circle cx="30" cy="34" r="5" fill="#54fb83" {...S} />
    </>
  ),
  sopa: (
    <>
      {tigela}
      <path d="M12 30h40" stroke="#feb018" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M24 20c-2-4 2-6 0-10M34 20c-2-4 2-6 0-10"
        stroke="#31c1ff"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  massa: (
    <>
      {tigela}
      <path
        d="M14 30c4-8 8 0 12-6s8 4 12-4 8 2 12 10"
        stroke="#feb018"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="30" cy="24" r="4" fill="#f53491" {...S} />
    </>
  ),
  legumes: (
    <>
      {prato}
      <path d="M16 40l14-18 4 4-14 16z" fill="#feb018" {...S} />
      <path d="M30 22l4-6M32 24l6-4" stroke="#54fb83" strokeWidth="3" strokeLinecap="round" />
      <circle cx="42" cy="36" r="7" fill="#54fb83" {...S} />
    </>
  ),
  peixe: (
    <>
      {prato}
      <path d="M14 36c8-10 22-10 30 0-8 10-22 10-30 0z" fill="#31c1ff" {...S} />
      <path d="M44 36l8-6v12z" fill="#31c1ff" {...S} />
      <circle cx="22" cy="34" r="1.8" fill="#5300be" />
    </>
  ),
  frango: (
    <>
      {prato}
      <path d="M20 40c-6-8 2-18 12-16 8 2 10 10 6 14z" fill="#feb018" {...S} />
      <path d="M38 38l8 6M46 44l4-1M46 44l1 4" {...S} fill="none" />
    </>
  ),
  suco: (
    <>
      <path d="M20 16h24l-4 38H24z" fill="#fff" {...S} />
      <path d="M21.5 28h21l-2.6 26H24.1z" fill="#feb018" {...S} />
      <path d="M36 16l6-8" {...S} fill="none" />
    </>
  ),
  iogurte: (
    <>
      <path d="M16 24h32l-4 30H20z" fill="#ffe6f2" {...S} />
      <path d="M14 24h36" {...S} />
      <circle cx="32" cy="18" r="5" fill="#f53491" {...S} />
    </>
  ),
  bolo: (
    <>
      {prato}
      <path d="M14 44V30h36v14" fill="#feb018" {...S} />
      <path
        d="M14 30c4 4 8-2 12 2s8-2 12 2 8-2 12-4"
        fill="none"
        stroke="#f53491"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M32 30v-10" {...S} />
      <path d="M32 14c-3 3 0 6 0 6s3-3 0-6z" fill="#feb018" stroke="#f53491" strokeWidth="2" />
    </>
  ),
};

export function IlustracaoCardapioSvg({ nome, size = 64 }: { nome: IlustracaoCardapio; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {desenhos[nome]}
    </svg>
  );
}
