/** A chart with its text alternative: the bars are a picture, the table beside them is what a screen reader reads. */
import { BarChart, Heading, Stack, VisuallyHidden, chakra } from '@marquee/shared/ui';

export interface ChartFigureProps {
  title: string;
  /** The table's column headings: what a row names, what it counts. */
  columns: [string, string];
  rows: readonly { label: string; fullLabel: string; value: number }[];
  seriesLabel: string;
  color: string;
}

export function ChartFigure({ title, columns, rows, seriesLabel, color }: ChartFigureProps) {
  return (
    <Stack as="figure" gap="3" minW="0" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <BarChart data={rows.map((row) => ({ label: row.label, value: row.value }))} seriesLabel={seriesLabel} color={color} />
      <VisuallyHidden>
        <chakra.table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.fullLabel}>
                <th scope="row">{row.fullLabel}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </VisuallyHidden>
    </Stack>
  );
}
