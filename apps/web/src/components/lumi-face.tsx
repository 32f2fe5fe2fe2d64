/** Lumi's face: a warm orange circle with a smile and a small sparkle, the same wherever Lumi appears. Decorative. */
export function LumiFace({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="20" fill="#FEB018" />
      <circle cx="17" cy="22" r="3" fill="#1F1A2E" />
      <circle cx="31" cy="22" r="3" fill="#1F1A2E" />
      <path d="M17 30q7 6 14 0" stroke="#1F1A2E" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M38 6l1.5 3.5 3.5 1.5-3.5 1.5L38 16l-1.5-3.5L33 11l3.5-1.5z" fill="#fff" />
    </svg>
  );
}
