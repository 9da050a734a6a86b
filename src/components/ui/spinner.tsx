/**
 * A three-quarter ring turning: drawn in SVG, so a page's first paint that shows only a spinner
 * counts as content (docs/performance.md#signed-in-pages).
 */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`inline-block animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    >
      <circle
        cx="10"
        cy="10"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="42.4 14.2"
      />
    </svg>
  );
}

export type SpinnerProps = {
  /** What is awaited. */
  label: string;
  className: string;
  /** The spinner's size class (Spinner's own by default). */
  size?: string;
};

/**
 * A page or a part of one loading: the spinner centred in its room (`className`: its height or
 * padding), the words for screen readers only.
 */
export function LoadingSpinner({ label, className, size }: SpinnerProps) {
  return (
    <div role="status" className={`flex justify-center text-brand-700 ${className}`}>
      <Spinner className={size} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
