import { PRODUCT_NAME } from '@/config/constants';

const Mark = () => (
  <>
    <rect width="32" height="32" rx="8" fill="#0f766e" />
    <path d="M9 22V10h3v9.5h8V22z" fill="#fff" />
    <circle cx="22" cy="11" r="2.5" fill="#fbbf24" />
  </>
);

/**
 * The product's own mark, drawn inline so the first paint never waits for an image. `compact`
 * keeps only the mark on the narrowest screens.
 */
export function ProductLogo({
  className = 'h-8',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const full = (
    <svg
      viewBox="0 0 96 32"
      className={`${className} ${compact ? 'hidden min-[380px]:block' : ''}`}
      role="img"
      aria-label={PRODUCT_NAME}
    >
      <Mark />
      <text
        x="40"
        y="23"
        fontSize="20"
        fontWeight="700"
        fill="#134e4a"
        fontFamily="system-ui, sans-serif"
      >
        {PRODUCT_NAME}
      </text>
    </svg>
  );
  if (!compact) return full;
  return (
    <>
      <svg
        viewBox="0 0 32 32"
        className={`${className} min-[380px]:hidden`}
        role="img"
        aria-label={PRODUCT_NAME}
      >
        <Mark />
      </svg>
      {full}
    </>
  );
}
