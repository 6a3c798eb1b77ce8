/** The early start as index.html runs it, inline, before the shell's first script has arrived. */
import { startEarly } from './early-start';

startEarly();
