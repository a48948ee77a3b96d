import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The sound file list, its upload dialog and player (spec §3 Sound file, Files columns). */
export const soundFilesMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  file: None;
  fileHint: None;
  filename: None;
  filenameHint: None;
  fileDescription: None;
  filetype: None;
  size: None;
  play: { name: string };
  playTip: None;
  playerTitle: None;
  close: None;
  linkFailed: None;
}>({
  title: { id: 'xpbx.soundFiles.title', defaultMessage: 'Sound files' },
  description: {
    id: 'xpbx.soundFiles.description',
    defaultMessage: 'Prompts your call flows play and music callers hear on hold.',
  },
  tableLabel: { id: 'xpbx.soundFiles.table', defaultMessage: 'Sound files' },
  noun: { id: 'xpbx.soundFiles.noun', defaultMessage: 'sound files' },
  add: { id: 'xpbx.soundFiles.add', defaultMessage: 'Upload sound file' },
  editTitle: { id: 'xpbx.soundFiles.editTitle', defaultMessage: 'Edit sound file' },
  file: { id: 'xpbx.soundFiles.field.file', defaultMessage: 'Audio file' },
  fileHint: { id: 'xpbx.soundFiles.fileHint', defaultMessage: 'WAV, MP3 or OGG audio.' },
  filename: { id: 'xpbx.soundFiles.field.filename', defaultMessage: 'File name' },
  filenameHint: {
    id: 'xpbx.soundFiles.filenameHint',
    defaultMessage: "Leave empty to use the uploaded file's name.",
  },
  fileDescription: { id: 'xpbx.soundFiles.field.description', defaultMessage: 'Description' },
  filetype: { id: 'xpbx.soundFiles.field.filetype', defaultMessage: 'Filetype' },
  size: { id: 'xpbx.soundFiles.field.size', defaultMessage: 'Size' },
  play: { id: 'xpbx.soundFiles.play', defaultMessage: 'Play {name}' },
  playTip: { id: 'xpbx.soundFiles.playTip', defaultMessage: 'Play' },
  playerTitle: { id: 'xpbx.soundFiles.playerTitle', defaultMessage: 'Play sound file' },
  close: { id: 'xpbx.soundFiles.close', defaultMessage: 'Close' },
  linkFailed: {
    id: 'xpbx.soundFiles.linkFailed',
    defaultMessage: 'The sound file could not be opened, please try again',
  },
});
