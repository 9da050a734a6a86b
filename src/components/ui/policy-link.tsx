/** A configured policy page opens beside the portal, which keeps its place; else plain words. */
export function PolicyLink({
  href,
  className = 'font-medium text-brand-800 underline',
  children,
}: {
  href: string | undefined;
  className?: string;
  children: string;
}) {
  if (!href) return children;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
