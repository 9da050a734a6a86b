/**
 * The setup of the tests that need no page (the `node` project in vitest.config.ts): no jsdom,
 * no demo server, only the rule that a console.error fails the test.
 */
import './console-errors';
