import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ImportReport } from '@medibridge/contract';
import { Alert, Button, FileInput, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useCsvImportTexts } from '../i18n/csvImport';
import { ButtonRow } from './StaffFrame';

/** What a check or an import call gives back (an RTK Query mutation's answer). */
type Answer = PromiseLike<{ data: ImportReport } | { error: unknown }>;

export interface CsvImportProps {
  /** Reads the file on the server and lists its problems; writes nothing. */
  check: (csv: string) => Answer;
  /** Writes every row or none. */
  apply: (csv: string) => Answer;
  /** Called after an import wrote its rows. */
  onImported?: (report: ImportReport) => void;
}

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problems = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space.xxs};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  th {
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    width: 3.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

/** A file's text (UTF-8), read with FileReader (every browser, and the tests' DOM). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * Import a CSV in two steps (docs/decisions/0058): choose a file and check it — the server lists every row's
 * problem (line, column, words) and writes nothing — then, when there is none, import it all at once. Any
 * catalogue with a check and an all-or-nothing import call can use it (medicines now; packages and hospital
 * prices next).
 */
export function CsvImport({ check, apply, onImported }: CsvImportProps): ReactNode {
  const t = useCsvImportTexts();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (picked: File | null): void => {
    setFile(picked);
    setReport(null);
    setFailure(null);
    setText('');
    if (picked) void readText(picked).then(setText);
  };

  const run = async (step: 'check' | 'apply'): Promise<void> => {
    setBusy(step);
    setFailure(null);
    const answer = await (step === 'check' ? check(text) : apply(text));
    setBusy(null);
    if ('error' in answer) {
      const fallback =
        step === 'check' ? 'The file could not be checked.' : 'The file could not be imported.';
      setFailure(translate(problemOf(answer.error, fallback).message));
      return;
    }
    setReport(answer.data);
    if (answer.data.applied) {
      setFile(null);
      setText('');
      onImported?.(answer.data);
    }
  };

  const counts = report
    ? { rows: report.rows, created: report.created, changed: report.updated }
    : { rows: 0, created: 0, changed: 0 };
  return (
    <Block>
      <FileInput
        label={t('CSV file')}
        hint={t('Nothing is written until you import.')}
        accept=".csv,text/csv"
        file={file}
        onFileChange={choose}
      />
      <ButtonRow>
        <Button
          variant="secondary"
          disabled={text === '' || busy !== null}
          loading={busy === 'check'}
          onClick={() => void run('check')}
        >
          {t('Check the file')}
        </Button>
        {report && !report.applied && report.problem_count === 0 ? (
          <Button
            disabled={text === '' || busy !== null}
            loading={busy === 'apply'}
            onClick={() => void run('apply')}
          >
            {t('Import {rows} rows', { rows: report.rows })}
          </Button>
        ) : null}
      </ButtonRow>
      {failure ? (
        <Alert tone="error" autoDismissMs={null}>
          {failure}
        </Alert>
      ) : null}
      {report?.applied ? (
        <Alert tone="success" autoDismissMs={null}>
          {t('Imported {rows} rows: {created} new, {changed} changed.', counts)}
        </Alert>
      ) : report ? (
        <>
          {report.problem_count === 0 ? (
            <>
              <p>{t('{rows} rows: {created} new, {changed} changed.', counts)}</p>
              <Alert tone="success" autoDismissMs={null}>
                {t('No problems found. Import to write every row.')}
              </Alert>
            </>
          ) : (
            <>
              <Alert tone="error" autoDismissMs={null}>
                {t(
                  '{count} problems: nothing was written. Fix these lines and check the file again.',
                  {
                    count: report.problem_count,
                  },
                )}
              </Alert>
              <Problems>
                <caption>{t('Problems in the file')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Line')}</th>
                    <th scope="col">{t('Column')}</th>
                    <th scope="col">{t('Problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((p) => (
                    <tr key={`${p.line}:${p.column}`}>
                      <td>{p.line}</td>
                      <td>{p.column || '—'}</td>
                      <td>{translate(p.message)}</td>
                    </tr>
                  ))}
                </tbody>
              </Problems>
              {report.problems.length < report.problem_count ? (
                <p>
                  {t('Showing the first {shown} of {count} problems.', {
                    shown: report.problems.length,
                    count: report.problem_count,
                  })}
                </p>
              ) : null}
            </>
          )}
        </>
      ) : null}
    </Block>
  );
}
