// Testing Library cleans up after each test by itself only when test globals are on.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadEveryLazyComponent } from '../src/ui/lazy-namespace.tsx';

// Tests wait for answers of a real local stack; on a busy machine one can take over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// The components of @marquee/shared/ui that load on first use (menus, dialogs, drawers,
// sliders, switches) are loaded once the test file has imported them, before its tests run: a
// test sees them as a page does once their code is there, rendered at once. What shows until
// then is tested in shared/src/ui.
beforeAll(() => preloadEveryLazyComponent());
