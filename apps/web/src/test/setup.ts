import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setI18n } from 'react-i18next';
import { testI18n } from './i18n.ts';

// Components rendered without the app's providers read English, and fail on a key the catalog lacks.
setI18n(testI18n('en'));

// Testing Library unmounts by itself only when test globals are on; this project keeps them off.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for a condition, by default for at most a second. On a busy 2-core machine
// (the whole suite runs in parallel with the server's) a dialog's closing transition alone can take
// longer, which failed tests that were right. They still fail when the condition never comes.
configure({ asyncUtilTimeout: 5000 });
