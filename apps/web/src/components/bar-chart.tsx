import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId } from 'react';

export interface Bar {
  /** Unique within the chart. */
  key: string;
  label: string;
  value: number;
  /** The value as text ("45%", "2 h 10 min"). */
  shown: string;
}

/** Width of the drawing in its own units; it scales to its box, up to `maxWidth`. */
const width = 320;
const rowHeight = 46;
const labelSize = 13;
const barHeight = 14;
const valueWidth = 96;
const maxLabelChars = 44;

function clip(label: string): string {
  return label.length > maxLabelChars ? `${label.slice(0, maxLabelChars - 1)}…` : label;
}

/**
 * A small horizontal bar chart drawn in SVG: one row per bar, its label above and its value beside it.
 * The drawing is hidden from screen readers, which read the same numbers from a table instead.
 */
export function BarChart({
  title,
  bars,
  max,
  labelHeading,
  valueHeading,
}: {
  title: string;
  bars: Bar[];
  /** The value a full bar stands for. */
  max: number;
  labelHeading: string;
  valueHeading: string;
}) {
  const theme = useTheme();
  const titleId = useId();
  const height = bars.length * rowHeight + 4;
  const track = width - valueWidth;
  const scale = max > 0 ? track / max : 0;
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, display: 'grid', gap: 1, position: 'relative' }}
    >
      <Typography id={titleId} component="figcaption" variant="h3" sx={{ fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
        sx={{ width: '100%', maxWidth: 560, height: 'auto', display: 'block' }}
      >
        {bars.map((bar, index) => {
          const top = index * rowHeight;
          const length = Math.max(0, Math.min(track, bar.value * scale));
          return (
            <g key={bar.key} transform={`translate(0 ${top})`}>
              <text x={0} y={labelSize + 2} fontSize={labelSize} fill={theme.palette.text.primary}>
                {clip(bar.label)}
              </text>
              <rect x={0} y={22} width={track} height={barHeight} rx={3} fill={theme.palette.primary.light} />
              <rect x={0} y={22} width={length} height={barHeight} rx={3} fill={theme.palette.primary.main} />
              <text
                x={track + 6}
                y={22 + barHeight - 2}
                fontSize={labelSize}
                fontWeight={600}
                fill={theme.palette.text.primary}
              >
                {bar.shown}
              </text>
            </g>
          );
        })}
      </Box>
      {/* The wrapper hides the table: a table itself grows to its content whatever its width says. */}
      <Box sx={visuallyHidden}>
        <table>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{bar.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
