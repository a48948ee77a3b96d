import { PBX_SETTINGS_DEFAULTS } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi, soundFile } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

async function openSettings(put?: () => Response) {
  const api = fakeTelephonyApi(
    {
      '/admin/xpbx/sound-file': [
        soundFile(7, 'hold.mp3', { description: 'Jazz', filetype: 'moh', mime: 'audio/mpeg' }),
      ],
    },
    {
      'GET /admin/xpbx/settings': { ...PBX_SETTINGS_DEFAULTS, updated_at: null },
      'PUT /admin/xpbx/settings':
        put ?? (({ body }: { body: object }) => json({ ...PBX_SETTINGS_DEFAULTS, ...body })),
    },
  );
  const view = await renderApp({ path: '/xpbx/settings/settings', fetch: api.fetch, loggedIn: true });
  const form = within(await screen.findByRole('form', { name: 'PBX settings' }));
  return { ...view, api, form };
}

describe('the PBX settings page', () => {
  it('shows the defaults, refuses out-of-range numbers before sending, then saves', async () => {
    const { user, api, form } = await openSettings();
    const ring = form.getByRole('textbox', { name: 'Ring time (seconds)' });
    expect(ring).toHaveValue('30');
    expect(form.getByRole('textbox', { name: 'Keep recordings (days)' })).toHaveValue('90');

    await user.clear(ring);
    await user.type(ring, '4');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(ring).toHaveAccessibleDescription(expect.stringContaining('Enter valid Ring time (seconds)'));
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/settings')).toEqual([]);

    await user.clear(ring);
    await user.type(ring, '45');
    await user.click(form.getByRole('switch', { name: 'Record calls' }));
    await user.click(form.getByRole('button', { name: /Music on hold/ }));
    await user.click(await screen.findByRole('option', { name: 'hold.mp3 – Jazz' }));
    await user.type(form.getByRole('textbox', { name: 'Default presentation number' }), '35929000000');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have saved the PBX settings successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/settings')[0]?.body).toEqual({
      call_recording: 1,
      recording_retention_days: '90',
      music_on_hold_id: 7,
      presentation_number: '35929000000',
      max_call_minutes: '120',
      ring_timeout_seconds: '45',
    });
    expect(screen.getByRole('link', { name: 'Settings', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/settings',
    );
  });

  it('says so when saving fails for another reason', async () => {
    const { user, form } = await openSettings(() => json({ message: 'Server Error' }, 500));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Something went wrong with saving the PBX settings, please try again'),
    ).toBeInTheDocument();
  });
});
