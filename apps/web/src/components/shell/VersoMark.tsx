// Verso's mark: two facing pages, drawn inline so it needs no request and scales crisply.
interface VersoMarkProps {
  size: number;
}

export function VersoMark({ size }: VersoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#3a5bdc" />
      <path d="M7 9.5 15 11v13l-8-1.5z" fill="#ffffff" />
      <path d="M25 9.5 17 11v13l8-1.5z" fill="#aebfff" />
    </svg>
  );
}
