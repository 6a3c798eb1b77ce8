// Testing Library cleans up after each test by itself only when test globals are on.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
