import { type DownloadProgress, downloadExport } from '@switchboard/api-client';
import type { ReportExportFormat, ReportExportLink } from '@switchboard/contract';
import { Button, Icon, ProgressBar, Stack, toast } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '#features/shell/saveFile';
import { callReportsMessages as m, callReportsValueMessages as v } from './callReports.messages';

/**
 * CSV and XLSX of the whole filtered report. The API answers a signed link and streams the file
 * from the database in batches; the page reads it as it comes and shows how far it got (rows for
 * CSV, bytes for XLSX, whose rows are zipped), then saves it under the API's name.
 */
export function ExportButtons({ link }: { link: (format: ReportExportFormat) => Promise<ReportExportLink> }) {
  const intl = useIntl();
  const [running, setRunning] = useState<{ format: ReportExportFormat; rows: number } | null>(null);
  const [progress, setProgress] = useState<DownloadProgress>({ bytes: 0, lines: 0 });

  const run = async (format: ReportExportFormat) => {
    setRunning({ format, rows: 0 });
    setProgress({ bytes: 0, lines: 0 });
    try {
      const target = await link(format);
      setRunning({ format, rows: target.rows });
      saveFile(await downloadExport(target.url, { onProgress: setProgress }), target.name);
    } catch {
      toast.danger(intl.formatMessage(m.exportFailed));
    } finally {
      setRunning(null);
    }
  };

  // The CSV's header line is not a row.
  const done = Math.max(0, progress.lines - 1);
  return (
    <Stack gap="sm">
      <Stack direction="row" gap="sm" wrap>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            icon={<Icon name="download" />}
            loading={running?.format === format}
            disabled={running !== null}
            onClick={() => void run(format)}
          >
            {intl.formatMessage(format === 'csv' ? m.exportCsv : m.exportXlsx)}
          </Button>
        ))}
      </Stack>
      {running && (
        <ProgressBar
          // XLSX arrives zipped: its rows cannot be counted on the way, so its bar tells the bytes.
          label={
            running.format === 'csv' || progress.bytes === 0
              ? intl.formatMessage(m.exporting)
              : intl.formatMessage(v.exportBytes, {
                  size: intl.formatNumber(progress.bytes / 1_000_000, {
                    style: 'unit',
                    unit: 'megabyte',
                    maximumFractionDigits: 1,
                  }),
                })
          }
          {...(running.format === 'csv' && running.rows > 0
            ? {
                value: Math.min(100, (done / running.rows) * 100),
                valueLabel: intl.formatMessage(v.exportRows, {
                  done: intl.formatNumber(done),
                  total: intl.formatNumber(running.rows),
                }),
              }
            : {})}
        />
      )}
    </Stack>
  );
}
