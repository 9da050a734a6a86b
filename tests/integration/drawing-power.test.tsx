import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DrawingPowerSection } from '@/features/drawing-power/components/drawing-power-section';
import { formatRupees } from '@/lib/format';
import { createQueryClient } from '@/lib/query/query-client';
import { server } from '../setup/msw-server';
import { signInAs } from '../setup/render-app';
import { customers, API, DEMO_NOW } from '../support/demo';
import { owedOnDay } from '../setup/demo-books';

/** A day's readout, its owed and available from the demo's ledger (never pinned). */
function dayShown(name: 'priya' | 'meera', date: string, shown: string, drawingPower: number) {
  const { owed, available } = owedOnDay(name, date, drawingPower);
  return `${shown}: drawing power ${formatRupees(drawingPower)}, owed ${owed}, available ${available}`;
}

// The demo's history counts from today: 24 Nov 2026, noon in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

function renderSection(phone: string) {
  signInAs(phone);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DrawingPowerSection />
    </QueryClientProvider>,
  );
  return user;
}

/** The `days` of each history call, in order. */
function askedDays() {
  const days: (string | null)[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/loan/drawing-power-history'))
      days.push(url.searchParams.get('days'));
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return days;
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Drawing power over time' }));

describe('drawing power over time', () => {
  it("says Priya's last 90 days in a sentence and what changed it, newest first", async () => {
    const days = askedDays();
    renderSection(customers.priya);
    const s = await section();
    expect(
      await s.findByText(
        'Your drawing power went from ₹4,81,522 to ₹5,00,000 in the last 90 days. It was lowest on 11 Nov: ₹4,41,846.',
      ),
    ).toBeInTheDocument();
    expect(days).toEqual(['90']);
    expect(s.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    const changes = within(s.getByRole('list', { name: 'What changed it' }));
    expect(changes.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '12 Nov: You pledged units of HDFC Corporate Bond Fund - Direct Growth: +₹58,102',
      '4 Nov: You released units of Mirae Asset Large Cap Fund - Direct Growth: -₹15,260',
      "15 Oct: Parag Parikh Flexi Cap Fund - Direct Growth's price fell 6%: drawing power -₹11,550",
      '15 Sept: The lender lowered the cap on HDFC Corporate Bond Fund - Direct Growth from 90% to 80%: -₹12,376',
    ]);
  });

  it('asks for each range and says it', async () => {
    const days = askedDays();
    const user = renderSection(customers.priya);
    const s = await section();
    await s.findByText(/in the last 90 days/);
    await user.click(s.getByRole('button', { name: '1 year' }));
    expect(
      await s.findByText(
        'Your drawing power went from ₹4,52,517 to ₹5,00,000 in the last year. It was lowest on 11 Nov: ₹4,41,846.',
      ),
    ).toBeInTheDocument();
    expect(s.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(s.getByRole('button', { name: '30 days' }));
    expect(await s.findByText(/in the last 30 days\./)).toBeInTheDocument();
    expect(
      within(s.getByRole('list', { name: 'What changed it' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(days).toEqual(['90', '365', '30']);
  });

  it('names the range of the figures it shows while the next range loads', async () => {
    let answer30 = () => {};
    const held = new Promise<void>((resolve) => (answer30 = resolve));
    server.use(
      http.get(`${API}/loan/drawing-power-history`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('days') === '30') await held;
        return undefined;
      }),
    );
    const user = renderSection(customers.priya);
    const s = await section();
    await s.findByText(/in the last 90 days\./);
    await user.click(s.getByRole('button', { name: '30 days' }));
    expect(s.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(s.getByText(/in the last 90 days\./).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer30();
    expect(await s.findByText(/in the last 30 days\./)).toBeInTheDocument();
  });

  it('shows today again after the range changes, never the day at the old index', async () => {
    const user = renderSection(customers.priya);
    const s = await section();
    const chart = await s.findByRole('application', {
      name: 'Drawing power and amount owed, day by day',
    });
    chart.focus();
    await user.keyboard('{Home}');
    expect(s.getByRole('status')).toHaveTextContent(/^27 Aug 2026:/);
    await user.click(s.getByRole('button', { name: '1 year' }));
    await s.findByText(/in the last year/);
    expect(s.getByRole('status')).toHaveTextContent(/^24 Nov 2026:/);
  });

  it('moves a day with the arrows, jumps with Home and End, and says it politely', async () => {
    const user = renderSection(customers.priya);
    const s = await section();
    const chart = await s.findByRole('application', {
      name: 'Drawing power and amount owed, day by day',
    });
    const shown = s.getByRole('status');
    expect(shown).toHaveAttribute('aria-live', 'polite');
    expect(shown).toHaveTextContent(dayShown('priya', '2026-11-24', '24 Nov 2026', 500_000));
    chart.focus();
    await user.keyboard('{Home}');
    expect(shown).toHaveTextContent(dayShown('priya', '2026-08-27', '27 Aug 2026', 481_522));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(shown).toHaveTextContent(/^28 Aug 2026: drawing power/);
    await user.keyboard('{End}{ArrowLeft}');
    expect(shown).toHaveTextContent(dayShown('priya', '2026-11-23', '23 Nov 2026', 500_000));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown).toHaveTextContent(/^24 Nov 2026:/);
  });

  it('shows the same points as a table, newest first', async () => {
    const user = renderSection(customers.priya);
    const s = await section();
    await s.findByText(/in the last 90 days/);
    await user.click(s.getByRole('button', { name: 'Show as table' }));
    const table = s.getByRole('table', { name: 'Drawing power day by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(91);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Drawing power', 'Owed', 'Available']);
    const row = (date: string, shown: string, drawingPower: number) => {
      const { owed, available } = owedOnDay('priya', date, drawingPower);
      return `${shown}${formatRupees(drawingPower)}${owed}${available}`;
    };
    expect([rows[1], rows[90]].map((r) => r?.textContent)).toEqual([
      row('2026-11-24', '24 Nov 2026', 500_000),
      row('2026-08-27', '27 Aug 2026', 481_522),
    ]);
    await user.click(s.getByRole('button', { name: 'Hide table' }));
    expect(s.queryByRole('table')).not.toBeInTheDocument();
  });

  it("Meera's slide into shortfall: the lowest is today, and nothing is available", async () => {
    renderSection(customers.meera);
    const s = await section();
    expect(
      await s.findByText(
        'Your drawing power went from ₹2,25,000 to ₹1,80,000 in the last 90 days. It was lowest on 24 Nov: ₹1,80,000.',
      ),
    ).toBeInTheDocument();
    expect(s.getByRole('status')).toHaveTextContent(
      dayShown('meera', '2026-11-24', '24 Nov 2026', 180_000),
    );
    expect(
      within(s.getByRole('list', { name: 'What changed it' })).getAllByRole('listitem')[0],
    ).toHaveTextContent(
      "23 Nov: Axis Small Cap Fund - Direct Growth's price fell 4%: drawing power -₹4,500",
    );
  });

  it('says every kind of change in words with its signed amount, and skips one it does not know', async () => {
    const point = (date: string, dp: number) => ({
      date,
      drawing_power: dp,
      principal_outstanding: 100_000,
      pledged_value: dp * 2,
    });
    server.use(
      http.get(`${API}/loan/drawing-power-history`, () =>
        HttpResponse.json({
          data: {
            points: [point('2026-11-20', 300_000), point('2026-11-24', 280_000)],
            events: [
              { date: '2026-11-20', kind: 'LIMIT_CHANGE', change: 50_000 },
              {
                date: '2026-11-21',
                kind: 'SCHEME_REMOVED',
                change: -12_000,
                scheme_name: 'X Fund',
              },
              {
                date: '2026-11-22',
                kind: 'LTV_CAP_CHANGE',
                change: 8_000,
                scheme_name: 'Y Fund',
                detail: { from_percent: 70, to_percent: 80 },
              },
              {
                date: '2026-11-23',
                kind: 'NAV_MOVE',
                change: 2_500.5,
                scheme_name: 'Z Fund',
                detail: { nav_change_percent: 1.25 },
              },
              { date: '2026-11-23', kind: 'SOMETHING_NEW', change: 1 },
              { date: '2026-11-23', kind: 'RELEASE', change: 0, scheme_name: 'V Fund' },
              { date: '2026-11-24', kind: 'NAV_MOVE', change: 0, scheme_name: 'W Fund' },
            ],
          },
        }),
      ),
    );
    renderSection(customers.priya);
    const s = await section();
    const changes = within(await s.findByRole('list', { name: 'What changed it' }));
    expect(changes.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      // A change of zero is never an amount: 'drawing power ₹0' would read as nothing left.
      "24 Nov: W Fund's price moved: no change to your drawing power",
      '23 Nov: You released units of V Fund: no change to your drawing power',
      "23 Nov: Z Fund's price rose 1.25%: drawing power +₹2,500.50",
      '22 Nov: The lender raised the cap on Y Fund from 70% to 80%: +₹8,000',
      '21 Nov: The lender no longer accepts X Fund: -₹12,000',
      '20 Nov: Your credit limit changed: +₹50,000',
    ]);
    // Four days between the two points: a gap, and the table has only the two.
    await userEvent.setup().click(s.getByRole('button', { name: 'Show as table' }));
    expect(within(s.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('is not there at all when the server has no history (404)', async () => {
    const days = askedDays();
    server.use(
      http.get(`${API}/loan/drawing-power-history`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderSection(customers.priya);
    await waitForElementToBeRemoved(() =>
      screen.queryByRole('region', { name: 'Drawing power over time' }),
    );
    expect(days).toEqual(['90']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('a failed call says so with a way to try again', async () => {
    server.use(
      http.get(
        `${API}/loan/drawing-power-history`,
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = renderSection(customers.priya);
    const s = await section();
    expect(
      await s.findByText('We could not load how your drawing power changed.'),
    ).toBeInTheDocument();
    await user.click(s.getByRole('button', { name: 'Try Again' }));
    expect(await s.findByText(/in the last 90 days/)).toBeInTheDocument();
  });
});
