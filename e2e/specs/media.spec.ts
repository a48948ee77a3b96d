/**
 * Sound files, voicemail and timeslots over the real stack (npm start, the demo account): a WAV
 * generated here is uploaded and played in the page (the browser fetches it in byte ranges through
 * its signed link and decodes it), a voicemail box sends its test mail to the e2e SMTP server, and a
 * timeslot is saved with a holiday. axe checks every screen, in light and dark.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, notice, settled } from '../support/console';

/** A mono 16-bit WAV of `seconds` of a 440 Hz tone at 8 kHz. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    buffer.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return buffer;
}

async function openSettings(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'PBX settings' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
}

test('an owner uploads and plays a sound file, sets up voicemail and a timeslot with a holiday', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now() % 100_000;
  await logIn(page);
  await page.goto('/xpbx/settings/users');
  await settled(page);

  // Sound files: nothing chosen says so; a generated WAV is uploaded and played.
  await openSettings(page, 'Sound files', 'Sound files');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Upload sound file' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload sound file' });
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload.getByText('Please select file')).toBeVisible();
  await upload
    .getByLabel(/Audio file/)
    .setInputFiles({ name: `tone-${tag}.wav`, mimeType: 'audio/wav', buffer: wav(2) });
  await upload.getByRole('textbox', { name: 'File name' }).fill(`Greeting ${tag}`);
  await expectAccessible(page);
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created sound file Greeting ${tag} successfully.`)).toBeVisible();

  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/public/sound-file/')) ranges.push(response.status());
  });
  await page.getByRole('button', { name: `Play Greeting ${tag}` }).click();
  const player = page.getByRole('dialog', { name: 'Play sound file' });
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('src', /\/public\/sound-file\//);
  // Loaded and decoded: the browser knows the duration of the two seconds.
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => (el.readyState >= 1 ? el.duration : 0)))
    .toBeCloseTo(2, 1);
  expect(ranges.length).toBeGreaterThan(0);
  expect(ranges.every((status) => status === 200 || status === 206)).toBe(true);
  await expectAccessible(page);
  await player.getByRole('button', { name: 'Close' }).first().click();

  // Voicemail: an address that is not one is refused before sending; the box sends its test mail.
  await openSettings(page, 'Voicemail', 'Voicemail');
  await page.getByRole('button', { name: 'Add voicemail' }).click();
  const box = page.getByRole('dialog', { name: 'Add voicemail' });
  await box.getByRole('textbox', { name: 'Name', exact: true }).fill(`Support ${tag}`);
  await box.getByRole('textbox', { name: 'Mail to' }).fill('support');
  await box.getByRole('textbox', { name: /^Mail from/ }).fill('pbx@example.test');
  await box.getByRole('textbox', { name: 'Mail subject' }).fill('New voicemail');
  await box.getByRole('button', { name: 'Save' }).click();
  await expect(box.getByText('Mail to must be a valid email address.')).toBeVisible();
  await box.getByRole('textbox', { name: 'Mail to' }).fill(`support-${tag}@example.test`);
  await expectAccessible(page);
  await box.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created voicemail Support ${tag} successfully.`)).toBeVisible();
  await page.getByRole('button', { name: `Send test mail for Support ${tag}` }).click();
  await expect(notice(page, `A test mail was sent to support-${tag}@example.test.`)).toBeVisible();
  await expectAccessible(page);

  // Timeslots: office hours and a holiday closed all day.
  await openSettings(page, 'Timeslots', 'Timeslots');
  await page.getByRole('button', { name: 'Add timeslot' }).click();
  const slot = page.getByRole('dialog', { name: 'Add timeslot' });
  await slot.getByRole('textbox', { name: 'Description', exact: true }).fill(`Office ${tag}`);
  await slot.getByRole('button', { name: 'Add holiday' }).click();
  await slot.getByRole('textbox', { name: 'Holiday name' }).fill('Christmas');
  await slot
    .getByRole('group', { name: 'Date' })
    .getByRole('spinbutton', { name: /^month/ })
    .click();
  await page.keyboard.type('12252026');
  await expectAccessible(page);
  await slot.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created timeslot Office ${tag} successfully.`)).toBeVisible();
  await page.getByRole('button', { name: `Edit Office ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit timeslot' });
  await expect(edit.getByRole('textbox', { name: 'Holiday name' })).toHaveValue('Christmas');
  await expectAccessible(page);
});
