/** Icons only the community's pages draw, made like the shared set so no icon library ships. */
import { createIcon } from '@marquee/shared/ui';

export const ActivityIcon = createIcon(['M22 12h-4l-3 9L9 3l-3 9H2'], 'ActivityIcon');
