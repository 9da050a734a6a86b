import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFrame } from '@/lib/use-after-frame';

function Page() {
  const later = useAfterFrame();
  return (
    <>
      <h1>Above the fold</h1>
      {later ? <p>Below the fold</p> : null}
    </>
  );
}

describe('what waits for the first frame (useAfterFrame)', () => {
  it('is left out of the first render and comes once that frame is drawn', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Above the fold' })).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
  });
});
