import { CREDIT_LINE_HEIGHT, CREDIT_LINE_WIDTH, SCRIPT_LOAD_TIMEOUT_MS } from '@/config/constants';
import { getEnv, resolveUrl } from '@/config/env';
import { loadScript, unloadScript } from '@/lib/load-script';
import type { VoltTokens } from './api/volt-tokens';

type VoltOptions = {
  environment: string;
  voltPlatformCode: string | undefined;
  customerSsoToken: string;
  divId: string;
  launchMode: 'div';
  iframeWidth: number;
  iframeHeight: number;
};

declare global {
  interface Window {
    Volt?: new (options: VoltOptions) => {
      submit: (authToken: string, customerCode: string, ssoToken: string) => void;
    };
  }
}

const scriptUrl = () => resolveUrl(getEnv().VITE_VOLT_SCRIPT_URL).href;

/**
 * Takes the Volt SDK off the page: its script element and the global it defined. It runs beside
 * the session token, so it runs only while the credit line is open; the next launch loads it
 * again.
 */
export function closeVolt(): void {
  unloadScript(scriptUrl());
  delete window.Volt;
}

/** Loads the Volt SDK (once) and launches the credit line into the element `divId`
 * (docs/widgets.md#credit-line-volt). */
export async function launchVolt(tokens: VoltTokens, divId: string): Promise<void> {
  const env = getEnv();
  await loadScript(scriptUrl(), SCRIPT_LOAD_TIMEOUT_MS, {
    integrity: env.VITE_VOLT_SCRIPT_INTEGRITY,
  });
  if (!window.Volt) throw new Error('The Volt SDK did not define window.Volt');
  const volt = new window.Volt({
    environment: env.VITE_VOLT_ENVIRONMENT,
    voltPlatformCode: env.VITE_VOLT_PLATFORM_CODE,
    customerSsoToken: tokens.sso_token,
    divId,
    launchMode: 'div',
    iframeWidth: CREDIT_LINE_WIDTH,
    iframeHeight: CREDIT_LINE_HEIGHT,
  });
  volt.submit(tokens.auth_token, tokens.customer_code, tokens.sso_token);
}
