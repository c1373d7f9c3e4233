import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CurriculumTopic {
  tlabel: string;
  ttitle: string;
  tduration: number;
  tunits: readonly string[];
}

interface Props {
  topic: CurriculumTopic;
  /** The topic's length, already translated ("6 weeks"). */
  weeks: string;
  /** Accessible name of the unit list, already translated. */
  unitsLabel: string;
}

/** One curriculum topic as text: label and length, title, and its units in order. */
export function CurriculumTopicText({ topic, weeks, unitsLabel }: Props) {
  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.5 }}>
        {topic.tlabel} · {weeks}
      </Typography>
      <Typography component="h2" variant="h3">
        {topic.ttitle}
      </Typography>
      {topic.tunits.length > 0 && (
        <Box component="ol" aria-label={unitsLabel} sx={{ mt: 1, mb: 0, pl: 3 }}>
          {topic.tunits.map((unit) => (
            <li key={unit}>
              <Typography variant="body2">{unit}</Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
