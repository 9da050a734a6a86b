import { Spinner, type SpinnerProps } from './spinner';

/**
 * A wait the person is told about: the words beside the spinner, placed by `className`. (A module
 * of its own: the spinner's is in the first page's code, this is not needed there.)
 */
export function WaitingSpinner({ label, className, size }: SpinnerProps) {
  return (
    <div role="status" className={className}>
      <Spinner className={size} />
      {label}
    </div>
  );
}
