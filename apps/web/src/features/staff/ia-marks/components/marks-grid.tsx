import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type IaCellChange, type IaComponent, type IaGrid, useSaveIaMarks } from '../api/ia-marks-api.ts';
import { ComponentHeader } from './component-header.tsx';
import { cellKey, moveOf, type ParsedCell, parseCell } from './grid-cells.ts';
import { MarkCell } from './mark-cell.tsx';

/** Cells typed and not saved yet, by cell (`cellKey`): kept by the course's page across its tabs. */
export type GridEdits = ReadonlyMap<string, string>;

export interface MarksGridProps {
  bcid: string;
  grid: IaGrid;
  edits: GridEdits;
  onEditsChange: (update: (before: GridEdits) => GridEdits) => void;
  onEdit: (component: IaComponent) => void;
}

/** The server's refusal of a saved cell, by the cell it named (`cells.<i>.marks` of the cells sent). */
function refusedCells(error: unknown, sent: readonly IaCellChange[]): Map<string, string> {
  const refused = new Map<string, string>();
  if (!(error instanceof ApiError)) return refused;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const index = /^cells\.(\d+)/.exec(field)?.[1];
    const cell = index === undefined ? undefined : sent[Number(index)];
    if (cell) refused.set(cellKey(cell.eid, cell.iaid), message);
  }
  return refused;
}

/**
 * The grid of marks (as Moodle's grader report): learners as rows, components as columns, an input per
 * cell moved between with the arrows and Enter. Edits are kept here until Save sends them together;
 * a cell that cannot be saved says why under it, and nothing typed is lost when the server refuses.
 */
export function MarksGrid({ bcid, grid, edits, onEditsChange: setEdits, onEdit }: MarksGridProps) {
  const { t } = useTranslation('staff');
  const save = useSaveIaMarks(bcid);
  const [sent, setSent] = useState<IaCellChange[]>([]);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const statusId = useId();
  const { components, rows } = grid;
  const unsaved = edits.size > 0;
  // Leaving the page (closing it, reloading) with typed marks not saved asks first, as browsers do.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stored = new Map(
    rows.flatMap((row) => row.cells.map((cell) => [cellKey(row.eid, cell.iaid), cell.marks] as const)),
  );
  const maxOf = new Map(components.map((component) => [component.iaid, component.maxMarks]));
  const changes: { key: string; eid: string; iaid: string; parsed: ParsedCell }[] = [];
  for (const [key, text] of edits) {
    const [eid = '', iaid = ''] = key.split('\n');
    const parsed = parseCell(text, maxOf.get(iaid) ?? 0);
    if (!parsed.ok || parsed.marks !== (stored.get(key) ?? null)) changes.push({ key, eid, iaid, parsed });
  }
  const invalid = changes.filter((change) => !change.parsed.ok).length;
  const refused = save.isError ? refusedCells(save.error, sent) : new Map<string, string>();

  const submit = () => {
    const cells = changes.flatMap(({ eid, iaid, parsed }) =>
      parsed.ok ? [{ eid, iaid, marks: parsed.marks }] : [],
    );
    if (cells.length === 0 || invalid > 0) return;
    setSent(cells);
    save.mutate(cells, { onSuccess: () => setEdits(() => new Map()) });
  };

  const focusCell = (row: number, col: number) => {
    const eid = rows[row]?.eid;
    const iaid = components[col]?.iaid;
    const input =
      eid === undefined || iaid === undefined ? undefined : inputs.current.get(cellKey(eid, iaid));
    // As in a spreadsheet, the cell reached has its content selected: typing replaces it.
    input?.focus();
    input?.select();
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}>
        <Button
          variant="contained"
          onClick={submit}
          disabled={changes.length === 0 || invalid > 0 || save.isPending}
        >
          {save.isPending ? t('staffIaMarks.grid.saving') : t('staffIaMarks.grid.save')}
        </Button>
        <Typography
          id={statusId}
          role="status"
          sx={{ color: changes.length > 0 ? 'warning.dark' : 'text.secondary' }}
        >
          {invalid > 0
            ? t('staffIaMarks.grid.invalid', { count: invalid })
            : changes.length > 0
              ? t('staffIaMarks.grid.unsaved', { count: changes.length })
              : save.isSuccess
                ? t('staffIaMarks.grid.saved')
                : t('staffIaMarks.grid.allSaved')}
        </Typography>
      </Box>
      {save.isError && <CallFailure error={save.error} onRetry={submit} />}
      {rows.length === 0 ? (
        <Alert severity="info">{t('staffIaMarks.grid.noLearners')}</Alert>
      ) : (
        <Box
          role="region"
          aria-label={t('staffIaMarks.grid.label')}
          tabIndex={0}
          sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" aria-label={t('staffIaMarks.grid.label')}>
            <TableHead>
              <TableRow>
                <TableCell
                  sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', minWidth: 140 }}
                >
                  {t('staffIaMarks.grid.learner')}
                </TableCell>
                {components.map((component) => (
                  <TableCell key={component.iaid} sx={{ minWidth: 130, verticalAlign: 'top' }}>
                    <ComponentHeader
                      bcid={bcid}
                      component={component}
                      unsaved={changes.some((change) => change.iaid === component.iaid)}
                      onEdit={() => onEdit(component)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, rowIndex) => (
                <TableRow key={row.eid}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      maxWidth: 200,
                    }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.name}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {row.eid}
                    </Typography>
                  </TableCell>
                  {row.cells.map((cell, colIndex) => {
                    const key = cellKey(row.eid, cell.iaid);
                    const component = components[colIndex];
                    const text = edits.get(key) ?? (cell.marks === null ? '' : String(cell.marks));
                    const parsed = component ? parseCell(text, component.maxMarks) : null;
                    return (
                      <TableCell key={cell.iaid} sx={{ verticalAlign: 'top' }}>
                        <MarkCell
                          inputRef={(element) => {
                            if (element) inputs.current.set(key, element);
                            else inputs.current.delete(key);
                          }}
                          label={t('staffIaMarks.grid.cellLabel', {
                            component: component?.name,
                            learner: row.name,
                          })}
                          value={text}
                          changed={edits.has(key) && (parsed?.ok ? parsed.marks : undefined) !== cell.marks}
                          problem={
                            parsed && !parsed.ok
                              ? t(`staffIaMarks.grid.problem.${parsed.problem}`, { max: component?.maxMarks })
                              : (refused.get(key) ?? null)
                          }
                          cell={cell}
                          onChange={(value) => setEdits((before) => new Map(before).set(key, value))}
                          onKeyDown={(event) => {
                            const input = event.currentTarget;
                            const move = moveOf(
                              event.key,
                              {
                                shift: event.shiftKey,
                                // A cell just reached has all its text selected: then both hold.
                                atStart: input.selectionStart === 0,
                                atEnd: input.selectionEnd === input.value.length,
                              },
                              { row: rowIndex, col: colIndex },
                              rows.length,
                              components.length,
                            );
                            if (!move) return;
                            event.preventDefault();
                            focusCell(move.row, move.col);
                          }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
