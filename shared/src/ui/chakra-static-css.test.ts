/**
 * The shell's index.html carries the UI system's global CSS, computed at build time
 * (shared/build/chakra-static-css.mjs), and Chakra computes those styles only on demand (the
 * `system.js` hunk of patches/@chakra-ui__react@3.37.0.patch). These tests fail when that stops
 * being equivalent to what Chakra does at run time: when a Chakra or emotion upgrade changes the
 * styles, how they are serialized, or the code patched.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUiEmotionCache } from './emotion-cache';
import { baseConfig, marqueeConfig } from './system-config';
import { STATIC_UI_CSS_ID, getSystem, providedSystem } from './system';

/** The CSS as the build computes it: in Node, outside this test's DOM (computed once). */
let computed: string | undefined;
function staticUiCss(): string {
  if (computed !== undefined) return computed;
  const script = pathToFileURL(path.join(import.meta.dirname, '../../build/chakra-static-css.mjs')).href;
  computed = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `process.stdout.write(await (await import('${script}')).staticUiCss())`],
    {
      encoding: 'utf8',
    },
  );
  return computed;
}

afterEach(() => {
  cleanup();
  document.getElementById(STATIC_UI_CSS_ID)?.remove();
});

describe('the global CSS computed at build time', () => {
  // The build's computation runs in a Node process of its own (tsx, Chakra, emotion): ~5 s of CPU.
  it("is exactly what Chakra and emotion insert at run time, with the page's emotion cache", { timeout: 60_000 }, async () => {
    const provider = createElement(ChakraProvider, { value: createSystem(baseConfig, marqueeConfig), children: null });
    render(createElement(CacheProvider, { value: createUiEmotionCache() }, provider));
    const inserted = [...document.querySelectorAll('style[data-emotion="css-global"]')].map((style) => style.textContent).join('');
    expect(inserted.length).toBeGreaterThan(10_000);
    expect(staticUiCss()).toBe(inserted);
  });

  it('declares no custom property on every element: they are declared once on the root and inherited', () => {
    const css = staticUiCss();
    const everyElement = [...css.matchAll(/[{}]\*\{([^}]*)\}/g)].map(([, declarations]) => declarations);
    expect(everyElement.length).toBeGreaterThan(0);
    for (const declarations of everyElement) expect(declarations).not.toContain('--');
    expect(css).toMatch(/html\{[^}]*--global-color-border:var\(--chakra-colors-border\)/);
    expect(css).toMatch(/html\{[^}]*--ring-offset-width:0px/);
  });

  it('carries no copies of its rules for the browsers of ten years ago', () => {
    const css = staticUiCss();
    expect(css).toContain('@keyframes spin{');
    expect(css).not.toMatch(/@-webkit-keyframes|-webkit-box-|-ms-flex|-moz-translate/);
  });

  it('holds the layer order and both themes of the brand tokens', () => {
    const css = staticUiCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-orange-700);');
    expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-orange-400);');
  });
});

describe("Chakra's system, computing its global styles on demand", () => {
  it('computes them on first read, the same three styles Chakra computed in createSystem', () => {
    const system = createSystem(baseConfig, marqueeConfig);
    const getter = Object.getOwnPropertyDescriptor(system, '_global')?.get;
    expect(typeof getter).toBe('function');
    const global = system._global;
    expect(global).toEqual([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
    expect(system._global).toBe(global);
  });
});

describe('the system given to the provider', () => {
  it('is the system itself when the page does not carry the global CSS', () => {
    expect(providedSystem()).toBe(getSystem());
  });

  it('injects nothing when the page carries it', () => {
    const style = document.createElement('style');
    style.id = STATIC_UI_CSS_ID;
    document.head.append(style);
    const provided = providedSystem();
    const system = getSystem();
    expect(provided._global).toEqual([]);
    expect(provided._config.disableLayers).toBe(true);
    expect(provided.css).toBe(system.css);
    expect(provided.token('colors.brand.solid')).toBe(system.token('colors.brand.solid'));
    render(createElement(ChakraProvider, { value: provided, children: null }));
    expect(document.querySelectorAll('style[data-emotion="css-global"]')).toHaveLength(0);
  });
});
