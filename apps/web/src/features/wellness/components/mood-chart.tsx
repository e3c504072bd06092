import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { MoodChart as MoodChartData } from '@waypoint/shared/wellness/wellness';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** The chart in words: how many days have entries, their mean, lowest and highest. */
export function chartSummary({ days }: MoodChartData): string {
  const withEntries = days.filter((point) => point.averageMood !== null);
  if (withEntries.length === 0) return `No entries in the last ${days.length} days.`;
  const moods = withEntries.map((point) => point.averageMood as number);
  const mean = moods.reduce((sum, mood) => sum + mood, 0) / moods.length;
  return (
    `Entries on ${withEntries.length} of the last ${days.length} days, ` +
    `daily average ${(Math.round(mean * 10) / 10).toFixed(1)}, lowest ${Math.min(...moods)}, highest ${Math.max(...moods)}.`
  );
}

const WIDTH = 300;
const HEIGHT = 110;
const TOP = 8;
const BOTTOM = 18;
const LEFT = 14;

/** Thirty days of mood as bars (1 to 5); the same figures as a summary and, on request, a table. */
export function MoodChart({ chart }: { chart: MoodChartData }) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const theme = useTheme();
  const slot = (WIDTH - LEFT) / chart.days.length;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (mood: number) => TOP + plot - (mood / 5) * plot;
  const withEntries = chart.days.filter((point) => point.averageMood !== null);
  const first = chart.days[0];
  const last = chart.days.at(-1);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Mood over the last 30 days
        </Typography>
        <Typography variant="body2" gutterBottom>
          {chartSummary(chart)}
        </Typography>
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        >
          {[1, 3, 5].map((mood) => (
            <g key={mood}>
              <line
                x1={LEFT}
                x2={WIDTH}
                y1={y(mood)}
                y2={y(mood)}
                stroke={theme.palette.divider}
                strokeWidth={0.5}
              />
              <text x={0} y={y(mood) + 3} fontSize={8} fill={theme.palette.text.secondary}>
                {mood}
              </text>
            </g>
          ))}
          {chart.days.map((point, index) =>
            point.averageMood === null ? null : (
              <rect
                key={point.day}
                x={LEFT + index * slot + slot * 0.15}
                width={slot * 0.7}
                y={y(point.averageMood)}
                height={TOP + plot - y(point.averageMood)}
                fill={theme.palette.primary.main}
                rx={1}
              />
            ),
          )}
          {first && last && (
            <>
              <text x={LEFT} y={HEIGHT - 4} fontSize={8} fill={theme.palette.text.secondary}>
                {formatDay(first.day)}
              </text>
              <text
                x={WIDTH}
                y={HEIGHT - 4}
                fontSize={8}
                textAnchor="end"
                fill={theme.palette.text.secondary}
              >
                {formatDay(last.day)}
              </text>
            </>
          )}
        </Box>
        {withEntries.length > 0 && (
          <>
            <Button
              size="small"
              sx={{ mt: 1 }}
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? 'Hide the figures' : 'Show the figures'}
            </Button>
            <Box id={tableId} hidden={!showTable}>
              <Table size="small" aria-label="Daily average mood, last 30 days">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Day
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Average mood
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      Entries
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {withEntries.map((point) => (
                    <TableRow key={point.day}>
                      <TableCell component="th" scope="row">
                        {formatDay(point.day)}
                      </TableCell>
                      <TableCell align="right">{point.averageMood?.toFixed(1)}</TableCell>
                      <TableCell align="right">{point.entries}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
