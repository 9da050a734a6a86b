/**
 * The room of what the partner lookup will name (a logo, a contact, the name), while it runs: an
 * empty bar, silent to a screen reader, so no one's brand shows before the partner's.
 */
export function BrandPlaceholder({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none ${className}`}
    />
  );
}
