// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import { pages } from './exposes';
import { routes } from './routes';

void renderStandalone({ name: 'mf-journal', routes, pages });
