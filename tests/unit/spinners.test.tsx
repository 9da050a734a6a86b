import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from '@/components/ui/spinner';
import { WaitingSpinner } from '@/components/ui/waiting-spinner';
import { LoadingScreen } from '@/app/loading-screen';

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

  it('draws the loading screen before the app starts (index.html) as the app draws it: an SVG, so a first paint with only a spinner counts as content', () => {
    const { container } = render(<LoadingScreen />);
    const page = document.createElement('template');
    page.innerHTML =
      /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(readFileSync('index.html', 'utf8'))?.[1] ??
      '';
    const ring = (root: ParentNode) => root.querySelector('[role="status"] > svg');
    const drawn = ring(container);
    expect(drawn?.tagName).toBe('svg');
    const early = ring(page.content);
    // Before the stylesheet applies, its own size: size-8's 32 px.
    expect([early?.getAttribute('width'), early?.getAttribute('height')]).toEqual(['32', '32']);
    early?.removeAttribute('width');
    early?.removeAttribute('height');
    const markup = (svg: Element | null | undefined) => svg?.outerHTML.replace(/>\s+</g, '><');
    expect(markup(early)).toBe(markup(drawn));
    const classes = (root: ParentNode) =>
      [...(root.querySelector('[role="status"]')?.classList ?? [])].sort();
    expect(classes(page.content)).toEqual(classes(container));
  });
});
