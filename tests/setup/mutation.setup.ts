import { configure } from '@testing-library/react';

// A mutant that breaks what a test waits for should fail that wait soon, not after the 10 s the
// full suite gives a lazy page on a busy machine: a unit test's screen is there at once.
configure({ asyncUtilTimeout: 3_000 });
