import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BenefitsCarousel } from '@/features/login/components/benefits-carousel';

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true');

describe('the benefits carousel', () => {
  it('shows 5 slides, advances every 5 s, pauses while hovered and locks 500 ms between moves', async () => {
    vi.useFakeTimers();
    render(<BenefitsCarousel />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(current()).toHaveAccessibleName('1 of 5');
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(current()).toHaveAccessibleName('1 of 5');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(current()).toHaveAccessibleName('2 of 5');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Benefits' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(current()).toHaveAccessibleName('2 of 5');

    await act(() => vi.advanceTimersByTimeAsync(600));
    const next = screen.getByRole('button', { name: 'Next benefit' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(current()).toHaveAccessibleName('3 of 5');
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(next);
    expect(current()).toHaveAccessibleName('4 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Benefits' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(current()).toHaveAccessibleName('4 of 5');
  });

  it('writes rupees one way: the sign, as its figure does', () => {
    render(<BenefitsCarousel />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]).toHaveTextContent('₹5 Cr');
    expect(slides[0]).toHaveTextContent('Loans up to ₹5 crore');
    for (const slide of slides) expect(slide).not.toHaveTextContent(/\bRs\b/);
  });
});
