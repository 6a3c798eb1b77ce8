/** The diary's Log dialog that mf-journal exposes, loaded through the federation runtime (one loader identity). */
import { loadWidgetModule } from '@marquee/shared/federation';

export const loadLogDialog = () => loadWidgetModule('mf_journal/LogDialog');
