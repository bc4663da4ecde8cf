import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/visuallyHidden';
import { shown, shownRange, type Unit } from './findSize';
import type { SizeChart } from './sizeChart';

interface Props {
  chart: SizeChart;
  unit: Unit;
  /** The finder's size: its row is marked, and says so to a screen reader. */
  found: string | null;
}

/** A chart as a table: a caption, header cells, each row headed by its size. */
export function SizeChartTable({ chart, unit, found }: Props) {
  const headers =
    chart.kind === 'shoes' ? ['Size', 'EU', 'US', 'Foot length (cm)'] : ['Size', `Chest (${unit})`, `Waist (${unit})`, `Hip (${unit})`];
  const caption =
    chart.kind === 'shoes'
      ? `${chart.title}: UK, EU and US sizes by foot length`
      : `${chart.title}: body measurements in ${unit === 'cm' ? 'centimetres' : 'inches'}`;
  const rows =
    chart.kind === 'shoes'
      ? chart.rows.map((row) => ({ size: row.size, cells: [row.eu, row.us, shown(row.footCm, 'cm')] }))
      : chart.rows.map((row) => ({ size: row.size, cells: [row.chestCm, row.waistCm, row.hipCm].map((range) => shownRange(range, unit)) }));

  return (
    <Table size="small" sx={{ '& th, & td': { px: 1 }, '& caption': { captionSide: 'top', px: 0, pt: 0, color: 'text.secondary' } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header} component="th" scope="col" sx={{ fontWeight: 600 }}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const isFound = row.size === found;
          return (
            <TableRow
              key={row.size}
              selected={isFound}
              sx={isFound ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ fontWeight: isFound ? 700 : 500, whiteSpace: 'nowrap' }}>
                {row.size}
                {isFound && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (your size)
                  </Box>
                )}
              </TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={headers[i + 1]} sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
