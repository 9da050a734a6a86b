import { useId, type ReactNode } from 'react';

/** The look of a card on a page: every card, titled or not, is drawn the same way. */
export const cardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

type Props = {
  title: ReactNode;
  /** Shown beside the title, e.g. a state in words. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled region of a page, on a card: a person (or a screen reader) can jump to it by name. */
export function SectionCard({ title, aside, className = '', children }: Props) {
  const id = useId();
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={`space-y-4 ${cardClass} ${className}`}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
