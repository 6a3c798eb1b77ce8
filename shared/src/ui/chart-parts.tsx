/**
 * The bar chart of the ui kit, drawn with Chakra's charts (on Recharts). Loaded only by a page
 * that draws one (`chart.tsx`): Recharts is about 100 KB gzipped, and no first page needs it.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarChartProps } from './chart';

export function BarChartView({ data, seriesLabel, color = 'orange.solid', height = 220 }: BarChartProps) {
  const chart = useChart({
    data: data.map((d) => ({ label: d.label, value: d.value })),
    series: [{ name: 'value', label: seriesLabel, color }],
  });
  return (
    <Chart.Root maxH={`${height}px`} height={`${height}px`} chart={chart} aria-hidden="true">
      <RechartsBarChart data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('label')}
          axisLine={false}
          tickLine={false}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          interval={0}
        />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} tick={{ fill: chart.color('fg.muted'), fontSize: 12 }} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            name={item.label?.toString()}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </RechartsBarChart>
    </Chart.Root>
  );
}
