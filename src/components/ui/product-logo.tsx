/** The product's own mark, drawn inline so the first paint never waits for an image. */
export function ProductLogo({ className = 'h-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 96 32" className={className} role="img" aria-label="Lark">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M9 22V10h3v9.5h8V22z" fill="#fff" />
      <circle cx="22" cy="11" r="2.5" fill="#fbbf24" />
      <text
        x="40"
        y="23"
        fontSize="20"
        fontWeight="700"
        fill="#134e4a"
        fontFamily="system-ui, sans-serif"
      >
        Lark
      </text>
    </svg>
  );
}
