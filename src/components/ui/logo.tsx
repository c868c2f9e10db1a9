/** The brand mark: drawn inline so it costs no request and stays crisp at any size. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M10 23V9h12v3.5h-8v2.5h6.5v3.5H14V23z" fill="#fff" />
    </svg>
  );
}
