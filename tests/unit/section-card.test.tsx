import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from '@/components/ui/section-card';

describe('a titled region on a card (SectionCard)', () => {
  it('is a region named by its title, an h2 unless said otherwise', () => {
    render(
      <SectionCard title="Pledged funds">
        <p>Funds</p>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'Pledged funds' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pledged funds' })).not.toHaveAttribute(
      'tabindex',
    );
  });

  it('takes an h3 inside a section of its own, and a title the page can bring focus to', () => {
    const title = createRef<HTMLHeadingElement>();
    render(
      <SectionCard title="Change password" level={3} titleRef={title}>
        <p>Form</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Change password' });
    expect(title.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the title in a row with what goes beside it, even when that is nothing now', () => {
    render(
      <SectionCard title="Your credit line" aside={null} stacked={false}>
        <p>Figures</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { name: 'Your credit line' });
    expect(heading.parentElement).toHaveClass('flex', 'justify-between');
    expect(screen.getByRole('region')).not.toHaveClass('space-y-4');
  });
});
