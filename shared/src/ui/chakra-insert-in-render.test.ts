/**
 * Chakra's styled elements insert their style while they render, not in the commit's insertion
 * effects (the `factory.js` hunk of patches/@chakra-ui__react@3.37.0.patch).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider, chakra, defaultSystem } from '@chakra-ui/react';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STYLIS_PLUGINS } from './emotion-cache';

type Chakra = (tag: string) => ComponentType<{ color?: string; children?: ReactNode }>;

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
  it('insert it during the render, once each', () => {
    const { phases, css } = whenInserted(chakra as unknown as Chakra);
    expect(phases).toEqual(['render']);
    expect(css.match(/color:tomato/g)).toHaveLength(1);
    expect(css.match(/color:teal/g)).toHaveLength(1);
  });
});
