import type { ScormScoState, ScormTocItem } from '@aula/contract/scorm';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ScormContentsProps {
  toc: ScormTocItem[];
  scos: ScormScoState[];
  /** The SCO open now. */
  current: string;
  /** The organisation's control mode allows choosing any SCO: its items are buttons. */
  choice: boolean;
  onChoose(scoid: string): void;
}

interface ItemsProps extends Omit<ScormContentsProps, 'toc'> {
  items: ScormTocItem[];
  nested: boolean;
}

function Items({ items, nested, scos, current, choice, onChoose }: ItemsProps) {
  const { t } = useTranslation('scorm-player');
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: nested ? 2 : 0 }}>
      {items.map((item) => {
        const isCurrent = item.identifier === current;
        const completed = scos.find((sco) => sco.identifier === item.identifier)?.completed === true;
        const label = (
          <>
            {item.title}
            {completed && (
              <Typography component="span" variant="caption" sx={{ ml: 1, color: 'success.dark' }}>
                {t('scoCompleted')}
              </Typography>
            )}
          </>
        );
        return (
          <li key={item.identifier}>
            {item.sco && choice ? (
              <Button
                size="small"
                onClick={() => onChoose(item.identifier)}
                aria-current={isCurrent ? 'step' : undefined}
                sx={{
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  textTransform: 'none',
                  width: '100%',
                  fontWeight: isCurrent ? 700 : 400,
                }}
              >
                {label}
              </Button>
            ) : (
              <Typography
                variant="body2"
                aria-current={item.sco && isCurrent ? 'step' : undefined}
                sx={{ py: 0.5, px: item.sco ? 1 : 0, fontWeight: isCurrent || !item.sco ? 700 : 400 }}
              >
                {label}
              </Typography>
            )}
            {item.items.length > 0 && (
              <Items
                items={item.items}
                nested
                scos={scos}
                current={current}
                choice={choice}
                onChoose={onChoose}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}

/**
 * The package's own table of contents: the manifest's item titles, nested as there. With choice, each
 * SCO is a button that opens it; the one open now is marked as the current step.
 */
export function ScormContents({ toc, ...rest }: ScormContentsProps) {
  const { t } = useTranslation('scorm-player');
  const titleId = useId();
  return (
    <Box component="nav" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {t('contents')}
      </Typography>
      <Items items={toc} nested={false} {...rest} />
    </Box>
  );
}
