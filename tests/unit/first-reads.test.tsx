import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { removeToken, writeToken } from '@/lib/auth-token';
import { sessionCache, startFirstReads } from '@/loan/first-reads';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { SessionScope } from '@/app/shell/session-scope';
import { customers, demoToken } from '../support/demo';
import { server } from '../setup/msw-server';
import { htmlSendsFirstReads } from '../setup/early-reads';
import { FIRST_READ_PATHS } from '@/loan/first-read-paths';

/** The paths of the calls that reached the demo backend since `watch` was called. */
function watch() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) =>
    void paths.push(new URL(request.url).pathname.replace('/customer', ''));
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

function Line() {
  const loan = useQuery(loanDetailsQuery);
  return <p>{loan.data ? loan.data.credit_status : 'reading'}</p>;
}

/** The session's scope shows Priya's line from its cache; then the session ends. */
async function sessionShowsItsLine() {
  const { unmount } = render(
    <SessionScope>
      <Line />
    </SessionScope>,
  );
  expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
  unmount();
  removeToken('signed-out');
}

describe('a signed-in visit’s first reads', () => {
  // First in the file: no first reads have been started yet (each file loads its modules anew).
  it('leave a session whose visit began signed out a cache of its own', () => {
    const cache = sessionCache(demoToken(customers.priya));
    expect(cache.getQueryCache().getAll()).toEqual([]);
    expect(sessionCache(demoToken(customers.priya))).not.toBe(cache);
  });

  it('ask for the loan, its requests and the profile before React renders, into the cache the session then uses', async () => {
    const token = demoToken(customers.priya);
    writeToken(token);
    const calls = watch();
    startFirstReads(token);
    await sessionShowsItsLine();
    calls.stop();
    expect(calls.paths.sort()).toEqual(
      ['/auth/profile', '/loan/collateral-requests', '/loan/details'].sort(),
    );
  });

  it('take the answers of the reads the page’s HTML sent before their code arrived: one call each', async () => {
    writeToken(demoToken(customers.priya));
    const calls = watch();
    htmlSendsFirstReads();
    startFirstReads(demoToken(customers.priya));
    await sessionShowsItsLine();
    calls.stop();
    // The HTML sends exactly the first reads' calls (src/loan/first-read-paths.ts).
    expect(calls.paths.sort()).toEqual([...FIRST_READ_PATHS].sort());
  });

  it('are not handed to another session: it reads its loan itself', async () => {
    const calls = watch();
    startFirstReads(demoToken(customers.priya));
    writeToken(demoToken(customers.priya, 'another-sign-in'));
    await sessionShowsItsLine();
    calls.stop();
    expect(calls.paths.filter((path) => path === '/loan/details')).toHaveLength(2);
  });
});
