/**
 * Marquee's Chakra configuration: Chakra's defaults with the brand colour and type. Kept apart
 * from the system so the build can compute the system's global CSS from it in Node (see
 * shared/build/chakra-static-css.mjs) without the page's run-time modules.
 */
import { defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';

/**
 * Chakra's defaults, with the custom properties its global styles declare on every element moved
 * to the root element. Chakra's `*` rule gives each element two dozen of its own (the ring and
 * filter utilities' defaults, the global font and border colour, most of them `var()`s): each
 * element's style then holds and resolves its own set, which made every style recalculation of a
 * page several times slower, the longest main-thread tasks after a list arrived on a phone.
 * Declared once on `html` they reach every element by inheritance, with the same values; an
 * element that sets one of them (a `filter="auto"` with a `blur`, a `ring`) now passes it on to
 * its descendants too, which no Marquee component relies on either way.
 */
export function withRootCustomProperties(config: SystemConfig): SystemConfig {
  const globalCss = config.globalCss ?? {};
  const onEveryElement = Object.entries(globalCss['*'] ?? {});
  return {
    ...config,
    globalCss: {
      ...globalCss,
      '*': Object.fromEntries(onEveryElement.filter(([property]) => !property.startsWith('--'))),
      html: { ...Object.fromEntries(onEveryElement.filter(([property]) => property.startsWith('--'))), ...globalCss.html },
    },
  };
}

/**
 * Chakra's colour palettes that Marquee never draws with. Each palette is some seventy tokens
 * (eleven shades, seven roles in two themes) that the system builds into its token dictionary
 * while a page starts, the longest part of creating it, and CSS variables in every page's HTML.
 * A palette named anywhere in the code must not be here (system-config.test.ts checks).
 */
export const UNUSED_PALETTES = ['teal', 'purple', 'pink', 'cyan'] as const;

/** The configuration without the given colour palettes (their tokens and semantic tokens). */
export function withoutPalettes(config: SystemConfig, palettes: readonly string[]): SystemConfig {
  const keep = <T extends object>(colors: T | undefined) =>
    colors && (Object.fromEntries(Object.entries(colors).filter(([name]) => !palettes.includes(name))) as T);
  const theme = config.theme ?? {};
  return {
    ...config,
    theme: {
      ...theme,
      tokens: { ...theme.tokens, colors: keep(theme.tokens?.colors) },
      semanticTokens: { ...theme.semanticTokens, colors: keep(theme.semanticTokens?.colors) },
    },
  };
}

/** The configuration Marquee's system starts from (before `marqueeConfig`). */
export const baseConfig = withoutPalettes(withRootCustomProperties(defaultConfig), UNUSED_PALETTES);

/** The interface font: the platform's own (see the font tokens below). */
export const UI_FONT_STACK = 'system-ui, sans-serif';

export const marqueeConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      // The platform's own interface font (San Francisco, Segoe UI, Roboto, Cantarell or DejaVu)
      // and nothing before it. Each family the page names costs a font lookup for every size and
      // weight it draws, and on desktop Linux every lookup is a synchronous request to the
      // browser process, made inside layout: with 'Inter' and 'Segoe UI' first (fonts the page
      // never loads) a cold /trending made 176 lookups; with this stack its own text makes 44–54
      // (the rest are the offline catalog's poster art, see supabase/catalog/poster-art.ts).
      fonts: {
        heading: { value: UI_FONT_STACK },
        body: { value: UI_FONT_STACK },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's solid orange (600) under white text is 3.6:1; 700 reaches 5.2:1 (WCAG AA). Dark mode
        // keeps 600, under dark text.
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          muted: { value: { _light: '{colors.orange.100}', _dark: '{colors.orange.900}' } },
          subtle: { value: { _light: '{colors.orange.50}', _dark: '{colors.orange.950}' } },
          emphasized: { value: { _light: '{colors.orange.200}', _dark: '{colors.orange.800}' } },
          focusRing: { value: { _light: '{colors.orange.500}', _dark: '{colors.orange.400}' } },
          border: { value: { _light: '{colors.orange.500}', _dark: '{colors.orange.400}' } },
        },
      },
    },
  },
});
