import type { ReactNode } from 'react';

/** A standing fact about the page's subject (a line closing, closed), named by its title. */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200"
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm">{children}</p>
    </section>
  );
}
