import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when test globals are on; this project keeps them off.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for a condition, by default for at most a second. On a busy 2-core machine
// (the whole suite runs in parallel with the server's) a dialog's closing transition alone can take
// longer, which failed tests that were right. They still fail when the condition never comes.
configure({ asyncUtilTimeout: 5000 });
