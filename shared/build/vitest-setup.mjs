// Testing Library cleans up after each test by itself only when test globals are on.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests wait for answers of a real local stack; on a busy machine one can take over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
