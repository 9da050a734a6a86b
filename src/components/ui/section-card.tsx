import { useId, type ReactNode, type Ref } from 'react';

/** A card's surface: white, rounded and ringed. Every card on a page is drawn on it. */
export const cardSurface = 'rounded-2xl bg-white ring-1 ring-slate-200';

/** The look of a card on a page: every card, titled or not, is drawn the same way. */
export const cardClass = `${cardSurface} p-5 shadow-sm sm:p-6`;

type Props = {
  title: ReactNode;
  /** Shown beside the title, e.g. a state in words (given, even as null, the title sits in a row with it). */
  aside?: ReactNode;
  /** h3 for a card inside a titled section of its own. */
  level?: 2 | 3;
  /** Its parts 1rem apart; false where each part sets its own distance. */
  stacked?: boolean;
  /** The card's look, where it is not `cardClass` (a notice's colours, a roomier padding). */
  look?: string;
  titleClassName?: string;
  /** A title the page brings focus to (from script only: it is no stop for the Tab key). */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
};

/** A titled region of a page, on a card: a person (or a screen reader) can jump to it by name. */
export function SectionCard({
  title,
  aside,
  level = 2,
  stacked = true,
  look = cardClass,
  titleClassName = 'text-lg font-semibold text-slate-900',
  titleRef,
  className = '',
  children,
}: Props) {
  const id = useId();
  const Heading = `h${level}` as const;
  const heading = (
    <Heading id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={id} className={`${stacked ? 'space-y-4 ' : ''}${look} ${className}`}>
      {aside !== undefined ? (
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
