import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

afterEach(() => toast.clear());

const multilingual = () =>
  widget(1, 'Main site', {
    multilanguage: {
      lang: 'de',
      userLanguages: ['de', 'en', 'es'],
      userEditedLangs: { de: { title: 'Schreiben Sie uns' }, es: { send: 'Mandar' } },
    },
  });

async function openLanguages(seed = [widget(1, 'Main site')], options: { fail?: string[] } = {}) {
  const backend = fakeWidgetApi(seed, options);
  const api = fakeApi(backend.routes);
  const view = await renderApp({ path: '/widget/lang', fetch: api.fetch, loggedIn: true });
  const list = await screen.findByRole('list', { name: "The widget's languages" });
  const languageCalls = () => api.calls.filter((call) => call.path === '/admin/widget/languages/1');
  return { ...view, api, backend, list, languageCalls };
}

/** The languages in the list, the current one marked with '*'. */
function languages() {
  return within(screen.getByRole('list', { name: "The widget's languages" }))
    .getAllByRole('listitem')
    .map((item) => {
      const name = item.querySelector('[lang]')?.textContent;
      return item.getAttribute('aria-current') ? `${name}*` : name;
    });
}

async function addLanguage(user: Awaited<ReturnType<typeof openLanguages>>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Add a language' }));
  await user.click(await screen.findByRole('option', { name }));
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

// The page holds some fifty text fields: slow to render in jsdom on a shared machine.
describe('the languages page', { timeout: 20_000 }, () => {
  it("lists the widget's languages with the current one, and offers only the runtime's other languages", async () => {
    const { user } = await openLanguages([multilingual()]);
    expect(languages()).toEqual(['German*', 'English', 'Spanish']);
    expect(screen.queryByRole('button', { name: 'Make German current' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Add a language' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Arabic', 'Bangla', 'Bulgarian', 'Russian']);
  });

  it('shows an added language at once and saves the whole list', async () => {
    const { user, backend, languageCalls } = await openLanguages();
    expect(languages()).toEqual(['English*']);
    // The last language cannot be removed.
    expect(screen.queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();
    await addLanguage(user, 'German');
    expect(languages()).toEqual(['English*', 'German']);
    await waitFor(() => expect(backend.widgets[0]?.multilanguage.userLanguages).toEqual(['en', 'de']));
    expect(languageCalls()).toEqual([
      {
        method: 'POST',
        path: '/admin/widget/languages/1',
        body: { multilanguage: { userLanguages: ['en', 'de'] } },
      },
    ]);
  });

  it('removes an added language again when saving it fails, with the spec text', async () => {
    const { user, backend } = await openLanguages(undefined, { fail: ['saveWidgetLanguages'] });
    await addLanguage(user, 'Russian');
    expect(await screen.findByText('Unable to update phone languages')).toBeInTheDocument();
    expect(languages()).toEqual(['English*']);
    expect(backend.widgets[0]?.multilanguage.userLanguages).toEqual(['en']);
  });

  it('makes a language current, and puts the old one back when that fails', async () => {
    const ok = await openLanguages([multilingual()]);
    await ok.user.click(screen.getByRole('button', { name: 'Make Spanish current' }));
    expect(languages()).toEqual(['German', 'English', 'Spanish*']);
    await waitFor(() => expect(ok.backend.widgets[0]?.multilanguage.lang).toBe('es'));
    expect(ok.languageCalls()[0]).toMatchObject({ method: 'PATCH', body: { multilanguage: { lang: 'es' } } });
    ok.unmount();
    toast.clear();

    const failing = await openLanguages([multilingual()], { fail: ['setWidgetLanguage'] });
    await failing.user.click(screen.getByRole('button', { name: 'Make English current' }));
    expect(await screen.findByText('Unable to update phone languages')).toBeInTheDocument();
    expect(languages()).toEqual(['German*', 'English', 'Spanish']);
  });

  it('removes the current language after confirmation: the first remaining becomes current and its translations go', async () => {
    const { user, backend, languageCalls } = await openLanguages([multilingual()]);
    await user.click(screen.getByRole('button', { name: 'Remove German' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Your translations into German are deleted with it.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(languages()).toEqual(['English*', 'Spanish']));
    expect(languageCalls()[0]?.body).toEqual({
      multilanguage: { lang: 'en', userLanguages: ['en', 'es'], userEditedLangs: { es: { send: 'Mandar' } } },
    });
    expect(backend.widgets[0]?.multilanguage.lang).toBe('en');
  });

  it('keeps the language when removing it fails', async () => {
    const { user } = await openLanguages([multilingual()], { fail: ['saveWidgetLanguages'] });
    await user.click(screen.getByRole('button', { name: 'Remove Spanish' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unable to update phone languages')).toBeInTheDocument();
    // The question stays for another try.
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(languages()).toEqual(['German*', 'English', 'Spanish']);
  });

  it("edits the current language's texts over the runtime's built-in ones and saves them all", async () => {
    const { user, backend, languageCalls } = await openLanguages([multilingual()]);
    const form = within(await screen.findByRole('form', { name: 'Translations into German' }));
    const title = form.getByRole('textbox', { name: 'Contact us (title)' });
    expect(title).toHaveValue('Schreiben Sie uns');
    // The runtime's German text is the placeholder of an empty field.
    expect(form.getByRole('textbox', { name: 'Send' })).toHaveAttribute('placeholder', 'Senden');
    expect(form.getByRole('textbox', { name: '{field} is required.' })).toHaveAccessibleDescription(
      'Keep {field} as it is: the widget fills it in.',
    );
    await user.clear(title);
    await user.type(form.getByRole('textbox', { name: 'Send' }), 'Abschicken');
    await user.click(form.getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByText('Widget data saved!')).toBeInTheDocument();
    expect(languageCalls()[0]).toEqual({
      method: 'PUT',
      path: '/admin/widget/languages/1',
      body: { multilanguage: { userEditedLangs: { de: { send: 'Abschicken' }, es: { send: 'Mandar' } } } },
    });
    expect(backend.widgets[0]?.multilanguage.userEditedLangs.de).toEqual({ send: 'Abschicken' });
  });

  it('translates another language chosen in the editor, and undoes a failed save', async () => {
    const { user } = await openLanguages([multilingual()], { fail: ['saveWidgetTranslations'] });
    await user.click(screen.getByRole('combobox', { name: 'Language to translate' }));
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    const form = within(await screen.findByRole('form', { name: 'Translations into Spanish' }));
    expect(form.getByRole('textbox', { name: 'Send' })).toHaveValue('Mandar');
    await user.type(form.getByRole('textbox', { name: 'Cancel' }), 'Anular');
    await user.click(form.getByRole('button', { name: 'Save translations' }));
    expect(await screen.findByText('Unable to update phone languages')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save translations' })).toBeEnabled();
  });
});
