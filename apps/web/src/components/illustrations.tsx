/** Decorative scenes drawn for Lunna (no external assets). Hidden from assistive technology. */

export function MoonScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 220" className={className} aria-hidden="true" focusable="false">
      <rect width="320" height="220" rx="28" fill="#F3EBFF" />
      <circle cx="230" cy="80" r="46" fill="#FEB018" />
      <circle cx="252" cy="66" r="42" fill="#F3EBFF" />
      <g fill="#9747FF">
        <path d="M70 40l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" />
        <circle cx="130" cy="60" r="4" />
        <circle cx="290" cy="150" r="3" />
        <circle cx="40" cy="120" r="3" />
      </g>
      <path d="M0 170c60-30 110-30 160-10s110 20 160-10v70H0z" fill="#31C1FF" opacity="0.35" />
      <path d="M0 190c70-24 120-16 170 0s100 16 150-4v34H0z" fill="#54FB83" opacity="0.45" />
      <g transform="translate(118 118)">
        <circle cx="22" cy="22" r="20" fill="#FFD9B8" />
        <path d="M4 20c2-14 12-20 22-18s16 10 14 18c-8-8-20-6-36 0z" fill="#5300BE" />
        <circle cx="16" cy="24" r="2" fill="#1F1A2E" />
        <circle cx="29" cy="24" r="2" fill="#1F1A2E" />
        <path d="M17 31q5 4 10 0" stroke="#1F1A2E" strokeWidth="2" fill="none" strokeLinecap="round" />
        <rect x="2" y="42" width="40" height="34" rx="14" fill="#F53491" />
      </g>
      <g transform="translate(170 128)">
        <circle cx="16" cy="16" r="15" fill="#C98E68" />
        <path d="M2 14c4-12 24-14 28 0-8-5-18-5-28 0z" fill="#1F1A2E" />
        <circle cx="11" cy="18" r="1.8" fill="#1F1A2E" />
        <circle cx="21" cy="18" r="1.8" fill="#1F1A2E" />
        <path d="M12 23q4 3 8 0" stroke="#1F1A2E" strokeWidth="2" fill="none" strokeLinecap="round" />
        <rect x="0" y="32" width="32" height="28" rx="12" fill="#31C1FF" />
      </g>
    </svg>
  );
}

export function CoverPattern({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 160"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="600" height="160" fill="#9747FF" />
      <circle cx="520" cy="40" r="70" fill="#FEB018" opacity="0.9" />
      <circle cx="548" cy="26" r="62" fill="#9747FF" />
      <path d="M0 120c90-40 170-40 260-10s170 30 340-20v70H0z" fill="#5300BE" opacity="0.55" />
      <g fill="#fff" opacity="0.85">
        <circle cx="60" cy="40" r="3" />
        <circle cx="160" cy="24" r="2" />
        <circle cx="300" cy="50" r="3" />
        <circle cx="400" cy="20" r="2" />
        <path d="M230 70l3 7 7 1-5 5 1 7-6-4-6 4 1-7-5-5 7-1z" />
      </g>
    </svg>
  );
}

export function EmptyNest({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="100" rx="60" ry="10" fill="#F3EBFF" />
      <path d="M30 70q50 40 100 0" stroke="#FEB018" strokeWidth="10" fill="none" strokeLinecap="round" />
      <circle cx="62" cy="58" r="12" fill="#31C1FF" />
      <circle cx="92" cy="54" r="14" fill="#F53491" />
      <path d="M110 20l3 7 7 1-5 5 1 7-6-4-6 4 1-7-5-5 7-1z" fill="#9747FF" />
    </svg>
  );
}
