import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/** The demo backend's own handlers answer the tests; a test overrides one with server.use. */
export const server = setupServer(...handlers);
