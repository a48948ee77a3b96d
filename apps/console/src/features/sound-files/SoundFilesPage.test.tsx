import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi, soundFile } from '#test/telephonyFixtures';
// The page imports its form when the dialog first opens; loaded here so no test waits on it.
import './soundFileForm';

afterEach(() => toast.clear());

async function openSoundFiles() {
  const uploads: FormData[] = [];
  const api = fakeTelephonyApi(
    { '/admin/xpbx/sound-file': [soundFile(1, 'Welcome'), soundFile(2, 'Hold music', { filetype: 'moh' })] },
    {
      'POST /admin/xpbx/sound-file': () => {
        const form = uploads.at(-1);
        return json(soundFile(9, String(form?.get('filename') || 'tone.wav')), 201);
      },
      'GET /admin/xpbx/sound-file/1/audio': () =>
        json({
          url: '/public/sound-file/1.2.sig',
          name: 'Welcome',
          size: 10,
          type: 'audio/wav',
          expires_in: 300,
        }),
    },
  );
  const fetch: typeof api.fetch = (input, init) => {
    if (init?.body instanceof FormData) uploads.push(init.body);
    return api.fetch(input, init);
  };
  const view = await renderApp({ path: '/xpbx/settings/sound-files', fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Sound files' }));
  return { ...view, api, table, uploads };
}

describe('the sound files page', () => {
  it('lists the files with their filetype and size', async () => {
    const { table } = await openSoundFiles();
    expect(table.getByText('Welcome')).toBeInTheDocument();
    expect(table.getByText('Music on hold')).toBeInTheDocument();
    expect(table.getAllByText('2 MB')).toHaveLength(2);
  });

  it("says 'Please select file' when uploading without one, then uploads the chosen audio", async () => {
    const { user, uploads } = await openSoundFiles();
    await user.click(screen.getByRole('button', { name: 'Upload sound file' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload sound file' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please select file')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    const tone = new File([new Uint8Array([82, 73, 70, 70])], 'tone.wav', { type: 'audio/wav' });
    await user.upload(dialog.getByLabelText(/Audio file/), tone);
    await user.type(dialog.getByRole('textbox', { name: 'File name' }), 'Night greeting');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have created sound file Night greeting successfully.'),
    ).toBeInTheDocument();
    expect(uploads[0]?.get('file')).toBeInstanceOf(File);
    expect(uploads[0]?.get('filetype')).toBe('flow');
  });

  it('plays a file in the page through its signed link', async () => {
    const { user, table } = await openSoundFiles();
    await user.click(table.getByRole('button', { name: 'Play Welcome' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Play sound file' }));
    const audio = await dialog.findByLabelText('Welcome');
    await vi.waitFor(() => expect(audio).toHaveAttribute('src', '/public/sound-file/1.2.sig'));
  });
});
