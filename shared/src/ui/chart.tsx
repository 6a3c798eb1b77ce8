/**
 * A bar chart that loads its code when first drawn (Chakra's charts on Recharts, `chart-parts`):
 * until then its box holds the chart's height, so nothing moves when it arrives. The chart is a
 * picture only (hidden from screen readers): the page gives its data as text beside it.
 */
import { Box } from '@chakra-ui/react';
import { lazyCode, preloaderOf, useLoadedCode } from './lazy-namespace';

export interface BarChartProps {
  data: readonly { label: string; value: number }[];
  /** What a bar's value counts (the tooltip's label). */
  seriesLabel: string;
  /** A colour token (`orange.solid`). */
  color?: string;
  height?: number;
}

const chartCode = lazyCode(() => import(/* webpackChunkName: "chart" */ './chart-parts').then((module) => module.BarChartView));

export const preloadBarChart = preloaderOf(chartCode);

export function BarChart(props: BarChartProps) {
  const { module: View, error } = useLoadedCode(chartCode, true);
  if (error) throw error;
  const height = props.height ?? 220;
  return View ? (
    <View {...props} />
  ) : (
    <Box height={`${height}px`} bg="bg.muted" borderRadius="md" aria-hidden="true" data-chart-loading="" />
  );
}
