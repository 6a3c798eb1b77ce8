/** The list editor's own icons, drawn like the shared ones. */
import { createIcon } from '@marquee/shared/ui';

export const ArrowUpIcon = createIcon(['M12 19V5', 'M5 12l7-7 7 7'], 'ArrowUpIcon');
export const ArrowDownIcon = createIcon(['M12 5v14', 'M19 12l-7 7-7-7'], 'ArrowDownIcon');
export const GripIcon = createIcon(['M9 5h.01', 'M9 12h.01', 'M9 19h.01', 'M15 5h.01', 'M15 12h.01', 'M15 19h.01'], 'GripIcon');
export const TrashIcon = createIcon(['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6'], 'TrashIcon');
