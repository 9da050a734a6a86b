import { delay, HttpResponse } from 'msw';
import { storage } from '@/lib/storage';
import { http, unauthorized } from './http';
import { faultsSchema, type Fault } from './schema';

/**
 * Failures the demo backend can be told to simulate, for the end-to-end fault tests and for a
 * person trying the portal's error paths by hand. They are read from local storage on every
 * request: `[{ "method": "POST", "path": "/auth/logout", "kind": "http500", "times": 1 }]`.
 * `http401` answers as an ended session does, `http404` as a server without the endpoint, `json`
 * with its `body` (figures a real server got wrong, a text a spreadsheet would run);
 * `delayMs` holds the answer back that long first.
 */

export const FAULTS_KEY = 'lark-demo-faults';

/** The faults asked for; a list that does not parse is forgotten, and nothing is simulated. */
const readFaults = () => storage.readJson(FAULTS_KEY, faultsSchema) ?? [];

/** The first fault matching the request, used up once when it has a count. */
function takeFault(request: Request): Fault | undefined {
  // Never a page itself: MSW 3's worker also sees a page's navigation (it asks for HTML), and
  // /notifications (the page) ends as /notifications (the call) does.
  if (request.headers.get('accept')?.includes('text/html')) return undefined;
  const faults = readFaults();
  const { pathname } = new URL(request.url);
  const index = faults.findIndex(
    (f) => f.method.toUpperCase() === request.method && pathname.endsWith(f.path),
  );
  const fault = faults[index];
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    const left = fault.times - 1;
    const rest = faults.filter((_, i) => i !== index);
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify(left > 0 ? [...rest, { ...fault, times: left }] : rest),
    );
  }
  return fault;
}

export const faultHandler = http.all('*', async ({ request }) => {
  const fault = takeFault(request);
  if (typeof fault?.delayMs === 'number') await delay(fault.delayMs);
  switch (fault?.kind) {
    case 'http401':
      return unauthorized();
    case 'http404':
      return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    case 'http500':
      return HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 500 });
    case 'malformed':
      return new HttpResponse('{"data": {', { headers: { 'Content-Type': 'application/json' } });
    case 'timeout':
      await delay('infinite');
      return undefined;
    case 'offline':
      return HttpResponse.error();
    case 'json':
      return HttpResponse.json(fault.body ?? null);
    default:
      return undefined;
  }
});
