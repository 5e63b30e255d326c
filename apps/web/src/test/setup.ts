import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when test globals are on; this project keeps them off.
afterEach(cleanup);
