import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { key: string; label: ReactNode; panel: ReactNode };

/** Where each key moves the choice, from `index` of `count` (the arrows wrap). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A page's tabs (WAI-ARIA's tabs pattern): the list, and the chosen tab's panel alone. The
 * arrows, Home and End move the focus and the choice together; Tab leaves the list for the panel.
 * Our own rather than Headless UI's, which would bring its 43 kB gzip to the page's first load
 * (docs/performance.md#signed-in-pages). The chosen tab carries `data-selected` for its look.
 */
export function Tabs({
  tabs,
  selected,
  onChange,
  listClassName,
  tabClassName,
}: {
  tabs: readonly TabItem[];
  selected: number;
  onChange: (index: number) => void;
  listClassName: string;
  tabClassName: string;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const chosen = tabs[selected];
  /** From the tab that has the focus (`from`), as the pattern moves. */
  const onKeyDown = (event: KeyboardEvent, from: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(from, tabs.length);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    onChange(next);
  };
  return (
    <>
      <div ref={list} role="tablist" aria-orientation="horizontal" className={listClassName}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={index === selected ? `${id}-panel` : undefined}
            data-selected={index === selected ? '' : undefined}
            tabIndex={index === selected ? 0 : -1}
            className={tabClassName}
            onClick={() => onChange(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {chosen ? (
        <div
          key={chosen.key}
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${chosen.key}`}
          tabIndex={0}
        >
          {chosen.panel}
        </div>
      ) : null}
    </>
  );
}
