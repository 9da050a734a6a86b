import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/ui/tabs';

const tabs = [
  { key: 'a', label: 'Loan Information', panel: <p>the loan</p> },
  { key: 'b', label: 'Transactions', panel: <p>the list</p> },
  { key: 'c', label: 'Statements', panel: <p>the statements</p> },
];

function Example({ first = 0 }: { first?: number }) {
  const [selected, setSelected] = useState(first);
  return (
    <Tabs
      tabs={tabs}
      selected={selected}
      onChange={setSelected}
      listClassName="list"
      tabClassName="tab"
    />
  );
}

describe('tabs (Tabs): a tab list and the chosen tab’s panel, as WAI-ARIA’s tabs pattern', () => {
  it('shows the chosen tab’s panel alone, named by its tab, and marks the tab chosen', () => {
    render(<Example first={1} />);
    expect(screen.getByRole('tablist')).toHaveClass('list');
    const chosen = screen.getByRole('tab', { name: 'Transactions', selected: true });
    expect(chosen).toHaveAttribute('data-selected');
    expect(screen.getByRole('tab', { name: 'Loan Information' })).not.toHaveAttribute(
      'data-selected',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Transactions' });
    expect(panel).toHaveTextContent('the list');
    expect(chosen).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('the loan')).toBeNull();
  });

  it('keeps one tab in the Tab order, the chosen one, and the panel after it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Example first={2} />
        <button type="button">after</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Statements' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('moves and chooses with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Statements', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Loan Information', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Statements', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Loan Information', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the loan');
  });

  it('moves from the tab that has the focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole('tab', { name: 'Transactions' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statements', selected: true })).toHaveFocus();
  });

  it('chooses a tab pressed', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Statements' }));
    expect(screen.getByRole('tabpanel', { name: 'Statements' })).toHaveTextContent(
      'the statements',
    );
  });
});
