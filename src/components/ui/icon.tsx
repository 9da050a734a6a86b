import type { SVGProps } from 'react';

/** Outline icons (24px grid, Heroicons-style); decorative unless given a title by the caller. */
export function icon(d: string | string[]) {
  const paths = Array.isArray(d) ? d : [d];
  return function Icon({ className = 'size-5', ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
        {...rest}
      >
        {paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    );
  };
}

export const ChevronDownIcon = icon('m19.5 8.25-7.5 7.5-7.5-7.5');
