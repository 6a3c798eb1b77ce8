/**
 * The code of Chakra's slider and switch (their machines), loaded on first use. It stays in the
 * platform, in chunks of the shell's own: the `controls` library draws sliders and switches and
 * takes their machines from here, so no remote ever carries a copy of them.
 */
import { lazyCode, type LazyCode } from './lazy-namespace';
import type { Slider, Switch } from '@chakra-ui/react';

/** Chakra's slider (`slider-parts`): the largest machine of the Chakra set, which no first page needs. */
export const sliderCode: LazyCode<typeof Slider> = lazyCode(() => import('./slider-parts').then((module) => module.Slider));

/** Chakra's switch (`switch-parts`): not part of the first page's code. */
export const switchCode: LazyCode<typeof Switch> = lazyCode(() => import('./switch-parts').then((module) => module.Switch));
