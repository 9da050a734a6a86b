// The re-check's checks of configuration (docs/security.md#re-check): the credit-line pin as the
// build parses it (8.3a, 8.3c), and what bounds a frame that pulls focus (4.3).
import { readFileSync } from 'node:fs';
import { loadEnv, runnerImport } from 'vite';

/** The build's own parser (src/config/env.ts, as tooling/env-check.ts loads it). */
async function refusal(changes) {
  const { module } = await runnerImport(
    new URL('../../src/config/env.ts', import.meta.url).pathname,
  );
  try {
    module.parseEnv(
      { ...loadEnv('example', process.cwd(), 'VITE_'), ...changes },
      { warn: () => {} },
    );
    return undefined;
  } catch (error) {
    return String(error.message);
  }
}

export async function configChecks() {
  const query = await refusal({
    VITE_VOLT_SCRIPT_URL: 'https://volt.example.in/sdk/VoltMoney-sdk-v1.9.js?unpinned-copy',
  });
  const mocked = await refusal({
    VITE_API_MOCKING: 'true',
    VITE_VOLT_SCRIPT_URL: 'https://cdn.thirdparty.example/volt/latest.js',
    VITE_VOLT_SCRIPT_INTEGRITY: '',
  });
  return [
    {
      id: '8.3a-cfg',
      name: 'The configuration refuses a credit-line URL with a query',
      held: Boolean(query),
      evidence: query ? `build stops: ${query.slice(0, 120)}` : 'accepted',
    },
    {
      id: '8.3c',
      name: 'A mocked build with a third-party script and no pin stops',
      held: Boolean(mocked),
      evidence: mocked ? `build stops: ${mocked.slice(0, 140)}` : 'accepted with no warning',
    },
  ];
}

/**
 * 4.3 stays accepted (a frame that pulls focus keeps the session open): decision 0006 must say
 * what bounds it, and the served `frame-src` must be what it says: this site, the eligibility
 * widget's origin and Volt's, nothing else.
 */
export function idleFrameCheck(csp, env) {
  const decision = readFileSync('docs/decisions/0006-idle-sign-out.md', 'utf8').replace(
    /\s+/g,
    ' ',
  );
  const frameSrc = (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src'));
  const expected = [
    "'self'",
    ...new Set([new URL(env.VITE_SDK_WIDGET_URL).origin, new URL(env.VITE_VOLT_SCRIPT_URL).origin]),
  ];
  const served = frameSrc?.split(' ').slice(1) ?? [];
  const matches =
    served.length === expected.length && expected.every((source) => served.includes(source));
  const states = /What bounds it:/.test(decision) && /What is not bounded:/.test(decision);
  return {
    id: '4.3',
    name: 'Decision 0006 states what bounds a frame that pulls focus, and the CSP matches it',
    held: states && matches,
    evidence: `decision names bounds and residual: ${states ? 'yes' : 'no'}; served '${frameSrc}'`,
  };
}
