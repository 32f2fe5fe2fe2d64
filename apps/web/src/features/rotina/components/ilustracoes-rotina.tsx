import type { IlustracaoRotina } from '@lunna/contract';
import type { ReactNode } from 'react';

/** Friendly drawings for the routine cards, in the brand's colours. Decorative: the card's text names the activity. */
const desenhos: Record<IlustracaoRotina, ReactNode> = {
  pintura: (
    <>
      <rect x="10" y="12" width="36" height="28" rx="4" fill="#fff" stroke="#5300be" strokeWidth="3" />
      <circle cx="21" cy="23" r="5" fill="#f53491" />
      <circle cx="34" cy="28" r="5" fill="#31c1ff" />
      <path d="M16 36c6-6 12-4 24-6" stroke="#feb018" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path d="M44 52l10-24" stroke="#5300be" strokeWidth="4" strokeLinecap="round" />
      <path d="M52 24l4-6" stroke="#f53491" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  roda: (
    <>
      <circle cx="32" cy="34" r="16" fill="none" stroke="#9747ff" strokeWidth="3" strokeDasharray="4 5" />
      {[0, 72, 144, 216, 288].map((a, i) => {
        const x = 32 + 16 * Math.cos((a * Math.PI) / 180);
        const y = 34 + 16 * Math.sin((a * Math.PI) / 180);
        return (
          <circle
            key={a}
            cx={x}
            cy={y}
            r="6"
            fill={['#f53491', '#31c1ff', '#feb018', '#54fb83', '#9747ff'][i]}
            stroke="#5300be"
            strokeWidth="2"
          />
        );
      })}
    </>
  ),
  artesanato: (
    <>
      <path d="M12 46l14-26 14 26z" fill="#feb018" stroke="#5300be" strokeWidth="3" strokeLinejoin="round" />
      <rect x="34" y="30" width="18" height="18" rx="3" fill="#54fb83" stroke="#5300be" strokeWidth="3" />
      <circle cx="46" cy="18" r="7" fill="#f53491" stroke="#5300be" strokeWidth="3" />
      <path d="M8 54h48" stroke="#5300be" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  leitura: (
    <>
      <path
        d="M8 18c8-3 16-3 24 3v28c-8-6-16-6-24-3z"
        fill="#e3f6ff"
        stroke="#5300be"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M56 18c-8-3-16-3-24 3v28c8-6 16-6 24-3z"
        fill="#ffe6f2"
        stroke="#5300be"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M14 27h10M14 33h10M40 27h10M40 33h10"
        stroke="#9747ff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  recreio: (
    <>
      <circle cx="32" cy="32" r="18" fill="#feb018" stroke="#5300be" strokeWidth="3" />
      <path
        d="M14 32h36M32 14c-7 10-7 26 0 36M32 14c7 10 7 26 0 36"
        stroke="#5300be"
        strokeWidth="2.5"
        fill="none"
      />
    </>
  ),
  soneca: (
    <>
      <path
        d="M40 14a18 18 0 1 0 10 30 15 15 0 0 1-10-30z"
        fill="#9747ff"
        stroke="#5300be"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M44 12h8l-8 8h8"
        stroke="#31c1ff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="20" cy="48" r="2" fill="#feb018" />
      <circle cx="52" cy="38" r="2" fill="#feb018" />
    </>
  ),
  musica: (
    <>
      <path
        d="M26 44V16l24-6v28"
        stroke="#5300be"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <ellipse cx="20" cy="44" rx="7" ry="5.5" fill="#f53491" stroke="#5300be" strokeWidth="3" />
      <ellipse cx="44" cy="38" rx="7" ry="5.5" fill="#31c1ff" stroke="#5300be" strokeWidth="3" />
      <path d="M26 22l24-6" stroke="#5300be" strokeWidth="3.5" />
    </>
  ),
  lanche: (
    <>
      <path
        d="M32 22c-10-6-22 0-20 14 2 12 12 18 20 14 8 4 18-2 20-14 2-14-10-20-20-14z"
        fill="#f53491"
        stroke="#5300be"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 22c0-6 2-10 6-12" stroke="#5300be" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M36 14c4-4 10-4 12 0-4 3-9 3-12 0z" fill="#54fb83" stroke="#5300be" strokeWidth="2" />
    </>
  ),
  banho: (
    <>
      <path
        d="M10 32h44v6a12 12 0 0 1-12 12H22a12 12 0 0 1-12-12z"
        fill="#e3f6ff"
        stroke="#5300be"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="22" r="5" fill="#fff" stroke="#31c1ff" strokeWidth="2.5" />
      <circle cx="34" cy="16" r="4" fill="#fff" stroke="#31c1ff" strokeWidth="2.5" />
      <circle cx="44" cy="24" r="6" fill="#fff" stroke="#31c1ff" strokeWidth="2.5" />
      <path d="M18 50l-2 6M46 50l2 6" stroke="#5300be" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  parque: (
    <>
      <path
        d="M14 54V18l22 36"
        stroke="#5300be"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d="M14 18c10 0 18 14 26 36" stroke="#f53491" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="48" cy="20" r="8" fill="#54fb83" stroke="#5300be" strokeWidth="3" />
      <path d="M48 28v26" stroke="#5300be" strokeWidth="3" strokeLinecap="round" />
      <path d="M6 54h52" stroke="#5300be" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
};

export function IlustracaoRotinaSvg({ nome, size = 56 }: { nome: IlustracaoRotina; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {desenhos[nome]}
    </svg>
  );
}
