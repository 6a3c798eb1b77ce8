/**
 * The build makes Chakra's styled elements hand their style to the page's emotion cache while
 * they render (shared/build/chakra-compile-ahead.mjs), so that it is compiled then and not in the
 * commit's insertion effects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraFactoryFile, factoryCompilingAheadSource } from '@marquee/shared/build/chakra-compile-ahead.mjs';
import { STYLIS_PLUGINS, createUiEmotionCache } from './emotion-cache';

type Chakra = (tag: string) => ComponentType<{ color?: string; children?: ReactNode }>;

/** Chakra's `chakra` factory, from the module as published and as the build compiles it. */
async function bothFactories(): Promise<{ original: Chakra; rewritten: Chakra }> {
  const file = chakraFactoryFile() as string;
  const copy = path.join(path.dirname(file), `factory.compile-ahead-${process.pid}-${Date.now()}.mjs`);
  fs.writeFileSync(copy, factoryCompilingAheadSource(fs.readFileSync(file, 'utf8')) as string);
  try {
    const load = async (url: string) => ((await import(url)) as { chakra: Chakra }).chakra;
    return { original: await load(pathToFileURL(file).href), rewritten: await load(pathToFileURL(copy).href) };
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

/**
 * Renders a styled element, then a sibling, and tells when the element's style was compiled:
 * during the render (before the sibling rendered) or after it (in the commit).
 */
function whenCompiled(chakra: Chakra): { phases: string[]; css: string } {
  let rendering = 'render';
  const phases: string[] = [];
  const probe: StylisPlugin = (element) => {
    if (element.type === 'decl') phases.push(rendering);
  };
  const cache = createUiEmotionCache([...STYLIS_PLUGINS, probe]);
  const Styled = chakra('div');
  function RendersAfter() {
    rendering = 'after the render';
    return null;
  }
  const tree = createElement(ChakraProvider, {
    value: defaultSystem,
    children: createElement(CacheProvider, { value: cache }, createElement(Styled, { color: 'tomato' }, 'Hi'), createElement(RendersAfter)),
  });
  const { container } = render(tree);
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  expect(container.querySelector('div')?.className).toMatch(/^css-/);
  return { phases: [...new Set(phases)], css };
}

afterEach(cleanup);

describe("Chakra's styled elements, compiling ahead", () => {
  it('have their style compiled while they render, and inserted the same', async () => {
    const { original, rewritten } = await bothFactories();
    const before = whenCompiled(original);
    const after = whenCompiled(rewritten);
    expect(before.phases).toEqual(['after the render']);
    expect(after.phases).toEqual(['render']);
    expect(after.css).toContain('color:tomato');
    expect(after.css).toBe(before.css);
  });

  it('refuses a module of another shape', () => {
    expect(() => factoryCompilingAheadSource('export const chakra = () => null;')).toThrow(/changed shape/);
  });
});
