import type { ReactNode } from 'react';
import type { Acao } from './estado-registro';

/** Line drawings for the quick record buttons (decorative: the button's words name the action). */
const paths: Record<Acao, ReactNode> = {
  refeicao: (
    <>
      <path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10" />
      <path d="M17 21V3c-2 1-3 4-3 7s1 4 3 4" />
    </>
  ),
  mamadeira: (
    <>
      <path d="M10 2h4v3h-4zM9 5h6l1 3v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8z" />
      <path d="M8 12h8M8 16h8" />
    </>
  ),
  sono: <path d="M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z" />,
  higiene: (
    <>
      <path d="M3 7h18l-2 6a7 7 0 0 1-14 0z" />
      <path d="M8 7v3M16 7v3" />
    </>
  ),
  temperatura: (
    <>
      <path d="M10 14V4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z" />
      <path d="M12 10v6" />
    </>
  ),
  medicacao: (
    <>
      <rect x="2" y="7" width="20" height="10" rx="5" />
      <path d="M12 7v10" />
    </>
  ),
  incidente: (
    <>
      <rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-45 12 12)" />
      <path d="M10 12h.01M12 10h.01M14 12h.01M12 14h.01" />
    </>
  ),
  humor: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14c1 1.5 2.3 2 4 2s3-.5 4-2M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  trazer: (
    <>
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
};

export function IconeAcao({ acao, size = 32 }: { acao: Acao; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[acao]}
    </svg>
  );
}
