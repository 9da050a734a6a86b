import { CREDIT_LINE_HEIGHT, CREDIT_LINE_WIDTH, SCRIPT_LOAD_TIMEOUT_MS } from '@/config/constants';
import { getEnv, resolveUrl } from '@/config/env';
import { loadScript } from '@/lib/load-script';
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
 * Loads the Volt SDK (once per page load, pinned) and launches the credit line into the element
 * `divId` (docs/widgets.md#credit-line-volt). The script stays once it has run: taking its element
 * or its global away would not stop what it started (docs/decisions/0008-credit-line-script-pin.md).
 */
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
