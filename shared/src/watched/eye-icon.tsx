import { createIcon } from '@marquee/shared/ui';

/** An open eye: a film watched. */
export const EyeIcon = createIcon(['M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'], 'EyeIcon');
