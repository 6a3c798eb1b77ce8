/**
 * The shell's index.html carries the UI system's global CSS, computed at build time
 * (shared/build/chakra-static-css.mjs), and the build makes Chakra compute those styles only on
 * demand. These tests fail when that stops being equivalent to what Chakra does at run time: when
 * a Chakra or emotion upgrade changes the styles, how they are serialized, or the code rewritten.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { EAGER_GLOBAL, lazyGlobalSource } from '../../build/chakra-static-css.mjs';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraThemeDir } from '../../build/chakra-recipes.mjs';
import { createUiEmotionCache } from './emotion-cache';
import { baseConfig, marqueeConfig } from './system-config';
import { STATIC_UI_CSS_ID, getSystem, providedSystem } from './system';

const systemModule = path.join(chakraThemeDir() as string, '..', 'styled-system', 'system.js');

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
  it("is exactly what Chakra and emotion insert at run time, with the page's emotion cache", async () => {
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

describe("Chakra's system module, rewritten to compute its global styles on demand", () => {
  const source = fs.readFileSync(systemModule, 'utf8');

  it('still has the shape the rewrite expects', () => {
    expect(source).toContain(EAGER_GLOBAL);
    expect(() => lazyGlobalSource(source)).not.toThrow();
  });

  it('replaces the eager statement with a memoized getter of the same three styles', () => {
    const rewritten = lazyGlobalSource(source) as string;
    expect(rewritten).not.toContain(EAGER_GLOBAL);
    expect(rewritten).toContain('let _global;');
    expect(rewritten).toMatch(
      /get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);\s*\},/,
    );
    expect(rewritten.match(/_global/g)).toHaveLength(3);
  });

  it('refuses a module of another shape instead of shipping it unchanged', () => {
    expect(() => lazyGlobalSource(source.replace(EAGER_GLOBAL, 'const _global = computeGlobal();'))).toThrow(/changed shape/);
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
