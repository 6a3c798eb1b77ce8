/**
 * The layout inside a remote, as a lint rule (`marquee/feature-folders`).
 *
 * A remote's `src/` has two layers:
 * - its **root**: the files directly in `src/` (bootstrap, exposes, routes) and the remote's own
 *   common folders (`pages`, `components`, `hooks`, `lib`, `testing`). The root composes the
 *   features: it may import any file of the remote.
 * - its **feature folders**: every other folder directly in `src/` (`profile`, `your-data`,
 *   `community`, …), each one feature with its own `api/`, `components/`, `lib/` inside. The files
 *   directly in a feature folder (`index.ts`, or a small module such as `import-status.ts`) are
 *   its public entry points; its subfolders are its internals.
 *
 * A file of a feature folder imports packages (`@marquee/shared/<folder>`, npm), any file of its
 * own feature, and another feature's entry points only: never another feature's internals, and
 * never the root above it. Its tests and test helpers (`*.test.*`, `testing/`) keep the first
 * rule and may render the remote's pages (how the feature is seen), nothing else of the root. So a feature's inside can be rearranged without
 * touching anything outside it, and no folder inside a remote imports one above it. (A feature
 * offers a second entry point, instead of one index, when a first screen needs a small part of
 * it and the rest loads later.)
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folders directly in a remote's `src/` that are its root, not a feature. */
export const ROOT_FOLDERS = ['pages', 'components', 'hooks', 'lib', 'testing'];

const isDirectory = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * Where a file (or an imported folder) sits in its remote: the remote's `src/`, the folder
 * directly below it (null for a file directly in `src/`) and the path inside that folder.
 */
function placeOf(file, srcDirs) {
  const normalized = path.resolve(file);
  for (const src of srcDirs) {
    const relative = path.relative(src, normalized);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    const parts = relative.split(path.sep);
    const inFolder = parts.length > 1 || isDirectory(normalized);
    return { src, top: inFolder ? parts[0] : null, rest: parts.slice(1) };
  }
  return null;
}

const isFeature = (top) => top !== null && !ROOT_FOLDERS.includes(top);
const isTestFile = (rest) => /\.test\.[cm]?[jt]sx?$/.test(rest.at(-1) ?? '') || rest.includes('testing');

/** An import names a feature's entry point when it is the folder itself (its index) or a file directly in it. */
const namesEntry = (rest) => rest.length <= 1;

/** @type {import('eslint').Rule.RuleModule} */
const featureFolders = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's feature folders import no folder above them and no other feature's internals." },
    schema: [
      {
        type: 'object',
        properties: { remotes: { type: 'array', items: { type: 'string' } } },
        required: ['remotes'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward: "Feature folder '{{feature}}' imports '{{target}}' above it: move what it needs into the feature, or into @marquee/shared.",
      internals:
        "Feature folder '{{from}}' reaches into feature '{{feature}}': import one of its entry points (a file directly in '{{feature}}/') instead.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const srcDirs = context.options[0].remotes.map((dir) => path.resolve(cwd, dir, 'src'));
    const here = placeOf(context.filename, srcDirs);
    if (!here) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      if (!isFeature(here.top)) return;
      const target = placeOf(path.resolve(path.dirname(path.resolve(context.filename)), specifier), [here.src]);
      if (!target || target.top === here.top) return;
      if (!isFeature(target.top)) {
        if (target.top === 'pages' && isTestFile(here.rest)) return;
        context.report({ node, messageId: 'upward', data: { feature: here.top, target: target.top ?? specifier } });
      } else if (!namesEntry(target.rest)) {
        context.report({ node, messageId: 'internals', data: { from: here.top, feature: target.top } });
      }
    }

    const fromSource = (node) => {
      if (node.source) check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
      // vi.mock('../path') names a module like an import does.
      CallExpression: (node) => {
        const callee = node.callee;
        const isViMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.name === 'mock';
        const [first] = node.arguments;
        if (isViMock && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

export const marqueePlugin = { rules: { 'feature-folders': featureFolders } };
