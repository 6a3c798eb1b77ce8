/** Every card leads to its movie's page through the router, never a full page load. */
import { Link as RouterLink } from 'react-router';
import { chakra } from '@marquee/shared/ui';
import { buildPath, paths } from '@marquee/shared/routes';

export const moviePath = (id: number) => buildPath(paths.movie, { id });

export const MovieLink = chakra(RouterLink);
