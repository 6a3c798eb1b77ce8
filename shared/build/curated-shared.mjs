/**
 * Shared libraries offered as the exports Marquee's apps use, instead of whole packages.
 *
 * A shared module is shipped whole, because the app that provides it cannot know what another app
 * will ask of it: react-router as a package is 64 KB gzipped (data routers, framework mode, server
 * rendering, forms, fetchers, ...) where Marquee's pages use about half, and @tanstack/react-query
 * carries hooks and helpers no page calls. So every app shares, under the library's own name, a
 * module that re-exports the names below from the installed package, and the bundler drops the rest.
 *
 * The lists are part of the platform contract (shared/PLATFORM.md): each holds every name any app
 * of this repository has imported from the library at run time, so a remote built from any earlier
 * commit finds what it uses. A test fails when an app imports a name that is not listed; adding a
 * name is a platform minor version.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const sharedDir = path.dirname(import.meta.dirname);
const sharedRequire = createRequire(path.join(sharedDir, 'package.json'));
const packageDir = (name) => path.dirname(sharedRequire.resolve(`${name}/package.json`));

/**
 * The curated libraries: the names they offer, and the ES build to take them from (by file path,
 * so the request is not the library's name, which would be the shared module itself).
 * @type {Record<string, { exports: string[], build: (production: boolean) => string }>}
 */
export const CURATED_SHARED = {
  'react-router': {
    exports: [
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
    ],
    build: (production) => path.join(packageDir('react-router'), 'dist', production ? 'production' : 'development', 'index.js'),
  },
  '@tanstack/react-query': {
    exports: [
      'QueryCache',
      'QueryClient',
      'QueryClientProvider',
      'QueryObserver',
      'infiniteQueryOptions',
      'keepPreviousData',
      'queryOptions',
      'useInfiniteQuery',
      'useMutation',
      'useQuery',
      'useQueryClient',
    ],
    build: () => path.join(packageDir('@tanstack/react-query'), 'build', 'modern', 'index.js'),
  },
};

/** The installed version of a library: the version its shared module is provided at. */
export function installedVersion(name) {
  return sharedRequire(`${name}/package.json`).version;
}

/**
 * Writes the shared module of a curated library for a build mode and returns its path.
 * @param {string} name a key of CURATED_SHARED
 * @param {{ production: boolean }} options
 */
export function curatedSharedModule(name, { production }) {
  const library = CURATED_SHARED[name];
  if (!library) throw new Error(`${name} is not a curated shared library`);
  const source = `export { ${library.exports.join(', ')} } from ${JSON.stringify(library.build(production))};\n`;
  const outDir = path.join(sharedDir, 'build', '.generated');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `shared-${name.replace(/[@/]/g, '-').replace(/^-/, '')}-${production ? 'production' : 'development'}.mjs`);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}
