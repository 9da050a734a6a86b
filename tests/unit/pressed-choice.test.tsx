import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PressedChoice } from '@/components/ui/pressed-choice';

describe('one of a few views, as pressed buttons (PressedChoice)', () => {
  it('is a named group whose chosen button is pressed, and a press chooses at once', async () => {
    const onChange = vi.fn();
    render(
      <PressedChoice
        label="Range"
        options={[30, 90, 365] as const}
        value={90}
        optionLabel={(days) => `${days} days`}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Range' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: '365 days' }));
    expect(onChange).toHaveBeenCalledWith(365);
  });
});
