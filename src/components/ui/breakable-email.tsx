import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects: after the @ and before each dot, so a
 * line never ends in 'example.co' with 'm' below it. A part longer than the line still breaks
 * anywhere rather than stick out of its box.
 */
export function BreakableEmail({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`.trim()}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
