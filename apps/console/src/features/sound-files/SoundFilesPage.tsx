import { type SoundFile, soundFileResource } from '@switchboard/contract';
import { type DataTableColumn, Icon } from '@switchboard/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourcePage } from '../resource/ResourcePage';
import { SoundFilePlayer } from './SoundFilePlayer';
import { soundFilesMessages as m } from './soundFiles.messages';

// The form (its dropdowns) loads with the dialog, not with the table.
const loadSoundFileForm = () => import('./soundFileForm').then((module) => module.soundFileForm);

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { filename: m.filename, description: m.fileDescription, filetype: m.filetype, filesize: m.size },
  values: { filetype: enumLabels.SOUND_FILE_TYPES },
};

/**
 * /xpbx/settings/sound-files: the account's sound files (spec §3 Files columns filename,
 * description, filesize, created_at, and the filetype), uploaded by a dialog and played in the page.
 */
export function SoundFilesPage() {
  const intl = useIntl();
  const [playing, setPlaying] = useState<SoundFile | null>(null);
  const size = useCallback(
    (bytes: number) =>
      bytes < 1024 * 1024
        ? intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
        : intl.formatNumber(bytes / 1024 / 1024, {
            style: 'unit',
            unit: 'megabyte',
            maximumFractionDigits: 1,
          }),
    [intl],
  );
  const columns = useCallback(
    (derived: DataTableColumn<SoundFile>[]) =>
      derived.map((column) => {
        if (column.id === 'filesize') {
          return { ...column, cell: (row: SoundFile) => size(row.filesize), align: 'end' as const };
        }
        return column;
      }),
    [size],
  );
  const rowActions = useCallback(
    (soundFile: SoundFile) => [
      {
        id: 'play',
        tip: intl.formatMessage(m.playTip),
        label: intl.formatMessage(m.play, { name: soundFile.filename }),
        icon: <Icon name="play" />,
        onClick: () => setPlaying(soundFile),
      },
    ],
    [intl],
  );
  return (
    <>
      <ResourcePage
        resource={soundFileResource}
        messages={messages}
        form={loadSoundFileForm}
        newLabel={m.add}
        columns={columns}
        rowActions={rowActions}
        exportFileName="sound-files"
      />
      <SoundFilePlayer soundFile={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
