import type { PackageFinding, PackageReport } from '@aula/contract/package-report';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const severityColour = { error: 'error.main', warning: 'warning.dark', info: 'text.primary' } as const;

/**
 * A package's validation report (ADR 0090): what was found (version, SCOs and their launch pages), then
 * each finding with its severity spelled out, errors first. A finding is said as the server wrote it in
 * English, naming the package's own elements, and in another language by its kind's sentence and the
 * file it concerns (ADR 0100), so a report never mixes languages.
 */
export function PackageReportView({ report }: { report: PackageReport }) {
  const { t, i18n } = useTranslation('staff');
  const say = (finding: PackageFinding) =>
    i18n.resolvedLanguage === 'en'
      ? finding.message
      : [
          t(`courseFiles.report.findings.${finding.code}`),
          ...(finding.file ? [t('courseFiles.report.inFile', { file: finding.file })] : []),
        ].join(' ');
  const headingId = useId();
  const order = { error: 0, warning: 1, info: 2 } as const;
  const findings = [...report.findings].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 1, overflowWrap: 'anywhere' }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('courseFiles.report.title')}
      </Typography>
      <Typography variant="body2">
        {report.version
          ? t('courseFiles.report.version', { version: report.version })
          : t('courseFiles.report.noVersion')}
      </Typography>
      {report.scos.length > 0 && (
        <>
          <Typography variant="body2">
            {t('courseFiles.report.scos', { count: report.scos.length })}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {report.scos.map((sco) => (
              <li key={sco.id}>
                <Typography variant="body2">
                  {t('courseFiles.report.sco', { title: sco.title, href: sco.href })}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {findings.map((finding) => (
          <li key={`${finding.code}:${finding.file ?? ''}:${finding.message}`}>
            <Typography variant="body2" sx={{ color: severityColour[finding.severity] }}>
              <strong>{t(`courseFiles.report.severity.${finding.severity}`)}</strong> {say(finding)}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
