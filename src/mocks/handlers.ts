import { faultHandler } from './faults';
import { accountSecurityHandlers } from './handlers/account-security';
import { authHandlers } from './handlers/auth';
import { collateralHandlers } from './handlers/collateral';
import { drawingPowerHandlers } from './handlers/drawing-power';
import { eligibilityHandlers } from './handlers/eligibility';
import { keyFactsHandlers } from './handlers/key-facts';
import { loanHandlers } from './handlers/loan';
import { mandateHandlers } from './handlers/mandate';
import { notificationHandlers } from './handlers/notifications';
import { privacyHandlers } from './handlers/privacy';
import { profileHandlers } from './handlers/profile';
import { supportHandlers } from './handlers/support';
import { sessionHandlers } from './handlers/session';
import { statementHandlers } from './handlers/statements';
import { telemetryHandlers } from './handlers/telemetry';

/** Every demo handler: the browser demo, Vitest and Playwright all use this one list. */
export const handlers = [
  faultHandler,
  ...authHandlers,
  ...sessionHandlers,
  ...accountSecurityHandlers,
  ...eligibilityHandlers,
  ...loanHandlers,
  ...statementHandlers,
  ...keyFactsHandlers,
  ...mandateHandlers,
  ...collateralHandlers,
  ...drawingPowerHandlers,
  ...supportHandlers,
  ...profileHandlers,
  ...notificationHandlers,
  ...privacyHandlers,
  ...telemetryHandlers,
];
