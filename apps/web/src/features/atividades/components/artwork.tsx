import type { PontoDesenvolvido, TipoAtividade } from '@lunna/contract';

/** Icons of the five developed points, drawn for the project (24 px grid, stroke in currentColor). */
export function PontoIcon({ ponto, size = 28 }: { ponto: PontoDesenvolvido; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  };
  switch (ponto) {
    case 'coordenacao_motora':
      return (
        <svg {...common}>
          <path d="M7 11V5.5a1.5 1.5 0 0 1 3 0V10" />
          <path d="M10 9.5V4a1.5 1.5 0 0 1 3 0v6" />
          <path d="M13 10V5.5a1.5 1.5 0 0 1 3 0V12" />
          <path d="M16 11.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-1.5a6 6 0 0 1-4.6-2.2L4.5 15.6a1.5 1.5 0 0 1 2.3-1.9L8 15" />
        </svg>
      );
    case 'autoestima':
      return (
        <svg {...common}>
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
          <path d="M9.5 11.5c.7.9 1.5 1.3 2.5 1.3s1.8-.4 2.5-1.3" />
        </svg>
      );
    case 'autoconfianca':
      return (
        <svg {...common}>
          <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />
        </svg>
      );
    case 'criatividade_expressao':
      return (
        <svg {...common}>
          <path d="M12 3a9 9 0 1 0 0 18c1 0 1.6-.8 1.6-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3z" />
          <circle cx="7.5" cy="11" r="1.2" />
          <circle cx="10" cy="7" r="1.2" />
          <circle cx="15" cy="7.5" r="1.2" />
        </svg>
      );
    case 'ritmo_musicas':
      return (
        <svg {...common}>
          <path d="M9 18V6l11-2v12" />
          <circle cx="6.5" cy="18" r="2.5" />
          <circle cx="17.5" cy="16" r="2.5" />
        </svg>
      );
  }
}

/** A friendly scene per kind, shown when an activity has no photo (decorative: the title says what it is). */
export function TipoIllustration({ tipo, className }: { tipo: TipoAtividade; className?: string }) {
  if (tipo === 'recreativa') {
    return (
      <svg
        className={className}
        viewBox="0 0 320 180"
        role="presentation"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width="320" height="180" fill="#fff4dc" />
        <circle cx="262" cy="42" r="22" fill="#feb018" />
        <path d="M0 150 Q80 120 160 145 T320 140 V180 H0z" fill="#54fb83" opacity="0.6" />
        <circle cx="110" cy="120" r="30" fill="#f53491" />
        <path d="M80 120h60M110 90v60" stroke="#fff" strokeWidth="5" />
        <path d="M190 70v38" stroke="#5300be" strokeWidth="5" strokeLinecap="round" />
        <ellipse cx="182" cy="110" rx="10" ry="8" fill="#5300be" />
        <path d="M190 70l22 -8v30" stroke="#5300be" strokeWidth="5" strokeLinecap="round" fill="none" />
        <ellipse cx="204" cy="94" rx="10" ry="8" fill="#5300be" />
      </svg>
    );
  }
  if (tipo === 'linguistica') {
    return (
      <svg
        className={className}
        viewBox="0 0 320 180"
        role="presentation"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width="320" height="180" fill="#e3f6ff" />
        <path
          d="M70 130 l90 -14 l90 14 v-80 l-90 -14 l-90 14z"
          fill="#fff"
          stroke="#5300be"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M160 36v80" stroke="#5300be" strokeWidth="4" />
        <path
          d="M88 66l52-6M88 84l52-6M180 60l52 6M180 78l52 6"
          stroke="#31c1ff"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <rect x="206" y="14" width="86" height="40" rx="18" fill="#feb018" />
        <path d="M226 54l-6 14 18-14" fill="#feb018" />
        <text
          x="249"
          y="41"
          textAnchor="middle"
          fontFamily="Nunito, sans-serif"
          fontSize="20"
          fontWeight="800"
          fill="#1f1a2e"
        >
          A B C
        </text>
      </svg>
    );
  }
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      role="presentation"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="180" fill="#ffe6f2" />
      <circle cx="120" cy="76" r="22" fill="#feb018" />
      <circle cx="200" cy="76" r="22" fill="#31c1ff" />
      <path d="M84 150c0-26 16-44 36-44s36 18 36 44z" fill="#9747ff" />
      <path d="M164 150c0-26 16-44 36-44s36 18 36 44z" fill="#54fb83" />
      <path d="M150 122 q10 -8 20 0" stroke="#1f1a2e" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M160 40s-14-9-14-18a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 9-14 18-14 18z" fill="#f53491" />
    </svg>
  );
}
