import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from '@/components/ui/spinner';
import { WaitingSpinner } from '@/components/ui/waiting-spinner';

describe('spinners that say what is awaited', () => {
  it('tells screen readers alone what is loading, centred in the room it is given', () => {
    render(<LoadingSpinner label="Loading" className="py-16" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toHaveClass('sr-only');
    expect(status).toHaveClass('flex', 'justify-center', 'text-brand-700', 'py-16');
  });

  it('shows the words beside the spinner where the person is told to wait', () => {
    render(<WaitingSpinner label="Please wait…" className="absolute inset-0" />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    expect(screen.getByRole('status')).toHaveClass('absolute', 'inset-0');
    expect(screen.queryByText('Please wait…', { selector: '.sr-only' })).not.toBeInTheDocument();
  });
});
