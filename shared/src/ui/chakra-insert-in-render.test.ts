/**
 * The build makes Chakra's styled elements insert their style while they render
 * (shared/build/chakra-insert-in-render.mjs), not in the commit's insertion effects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraFactoryFile, factoryInsertingInRenderSource } from '@marquee/shared/build/chakra-insert-in-render.mjs';
import { STYLIS_PLUGINS } from './emotion-cache';

type Chakra = (tag: string) => ComponentType<{ color?: string; children?: ReactNode }>;

/** Chakra's `chakra` factory, from the module as published and as the build compiles it. */
async function bothFactories(): Promise<{ original: Chakra; rewritten: Chakra }> {
  const file = chakraFactoryFile() as string;
  const copy = path.join(path.dirname(file), `factory.insert-in-render-${process.pid}-${Date.now()}.mjs`);
  fs.writeFileSync(copy, factoryInsertingInRenderSource(fs.readFileSync(file, 'utf8')) as string);
  try {
    const load = async (url: string) => ((await import(url)) as { chakra: Chakra }).chakra;
    return { original: await load(pathToFileURL(file).href), rewritten: await load(pathToFileURL(copy).href) };
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

/**
 * Renders two styled elements and a sibling after them, and tells when their styles were
 * compiled and inserted: during the render (before the sibling rendered) or after it (in the
 * commit); and the page's CSS in the end.
 */
function whenInserted(chakra: Chakra): { phases: string[]; css: string } {
  let rendering = 'render';
  const phases: string[] = [];
  const probe: StylisPlugin = (element) => {
    if (element.type === 'decl') phases.push(rendering);
  };
  const cache = createCache({ key: 'css', stylisPlugins: [...STYLIS_PLUGINS, probe] });
  const Styled = chakra('div');
  function RendersAfter() {
    rendering = 'after the render';
    return null;
  }
  const tree = createElement(ChakraProvider, {
    value: defaultSystem,
    children: createElement(
      CacheProvider,
      { value: cache },
      createElement(Styled, { color: 'tomato' }, 'Hi'),
      createElement(Styled, { color: 'teal' }, 'there'),
      createElement(RendersAfter),
    ),
  });
  const { container } = render(tree);
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  expect([...container.querySelectorAll('div')].map((div) => div.className)).toEqual([
    expect.stringMatching(/^css-/),
    expect.stringMatching(/^css-/),
  ]);
  return { phases: [...new Set(phases)], css };
}

afterEach(cleanup);

describe("Chakra's styled elements, inserting their style while they render", () => {
  it('insert it during the render, once, the same rules in the same order as the commit would have', async () => {
    const { original, rewritten } = await bothFactories();
    const before = whenInserted(original);
    const after = whenInserted(rewritten);
    expect(before.phases).toEqual(['after the render']);
    expect(after.phases).toEqual(['render']);
    expect(after.css).toContain('color:tomato');
    expect(after.css).toBe(before.css);
  });

  it('refuses a module of another shape', () => {
    expect(() => factoryInsertingInRenderSource('export const chakra = () => null;')).toThrow(/changed shape/);
  });
});
