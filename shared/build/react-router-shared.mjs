/**
 * The react-router the page shares: the exports Marquee's apps use, instead of the whole package.
 *
 * A shared module is shipped whole, because the app that provides it cannot know what another app
 * will ask of it: react-router as a package is 64 KB gzipped (data routers, framework mode, server
 * rendering, forms, fetchers, ...) where Marquee's pages use about half. So every app shares, under
 * the name `react-router`, a module that re-exports the names below from the installed package,
 * and the bundler drops the rest.
 *
 * The list is part of the platform contract (shared/PLATFORM.md): it holds every name any app of
 * this repository has imported from react-router at run time, so a remote built from any earlier
 * commit finds what it uses. A test fails when an app imports a name that is not here; adding a
 * name is a platform minor version.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REACT_ROUTER_EXPORTS = [
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'ScrollRestoration',
  'createBrowserRouter',
  'createMemoryRouter',
  'matchPath',
  'matchRoutes',
  'useLoaderData',
  'useLocation',
  'useNavigate',
  'useNavigation',
  'useNavigationType',
  'useParams',
  'useRevalidator',
  'useRouteError',
  'useSearchParams',
];

const sharedDir = path.dirname(import.meta.dirname);
const sharedRequire = createRequire(path.join(sharedDir, 'package.json'));

/** The installed react-router's version: the version the shared module is provided at. */
export const REACT_ROUTER_VERSION = sharedRequire('react-router/package.json').version;

/**
 * Writes the shared module for a build mode and returns its path. It imports the package's ES
 * build by file path, so the request is not `react-router` (which would be the shared module itself).
 * @param {{ production: boolean }} options
 */
export function reactRouterSharedModule({ production }) {
  const packageDir = path.dirname(sharedRequire.resolve('react-router/package.json'));
  const build = path.join(packageDir, 'dist', production ? 'production' : 'development', 'index.js');
  const source = `export { ${REACT_ROUTER_EXPORTS.join(', ')} } from ${JSON.stringify(build)};\n`;
  const outDir = path.join(sharedDir, 'build', '.generated');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `react-router-${production ? 'production' : 'development'}.mjs`);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}
