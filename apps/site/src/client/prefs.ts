/**
 * Every page's script: the theme toggle and the language links of the header, and the settings
 * page's form. The head script applied the stored choices before paint; this keeps them in step.
 */
import '../styles/site.css.ts';

type Mode = 'light' | 'dark';
const THEME_KEY = 'theme';
const LANG_KEY = 'user_lang';

const root = document.documentElement;
const [lightClass = '', darkClass = ''] = (root.dataset.themes ?? '').split(' ');
const darkQuery = matchMedia('(prefers-color-scheme: dark)');

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

const stored = (): Mode | null => {
  const value = read(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
};
const current = (): Mode => stored() ?? (darkQuery.matches ? 'dark' : 'light');

const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');

function apply(mode: Mode): void {
  root.classList.toggle(lightClass, mode === 'light');
  root.classList.toggle(darkClass, mode === 'dark');
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
  toggle?.setAttribute('aria-pressed', String(mode === 'dark'));
}

apply(current());
darkQuery.addEventListener('change', () => apply(current()));
// Another tab (or a test) that changes the stored theme is followed here too, as the console does.
addEventListener('storage', (event) => {
  if (event.key === THEME_KEY || event.key === null) apply(current());
});

if (toggle) {
  toggle.addEventListener('click', () => {
    const next: Mode = current() === 'dark' ? 'light' : 'dark';
    write(THEME_KEY, next);
    apply(next);
  });
}

// A chosen language is kept, or the head script would send the visitor back to the stored one.
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) {
  link.addEventListener('click', () => write(LANG_KEY, link.dataset.lang ?? null));
}

const settings = document.querySelector<HTMLFormElement>('form[data-settings]');
if (settings) {
  const choice = settings.querySelector<HTMLInputElement>(
    `input[name="theme"][value="${stored() ?? 'system'}"]`,
  );
  if (choice) choice.checked = true;
  settings.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(settings);
    const theme = String(form.get('theme'));
    write(THEME_KEY, theme === 'light' || theme === 'dark' ? theme : null);
    apply(current());
    const lang = String(form.get('lang'));
    write(LANG_KEY, lang);
    const target = document.querySelector<HTMLAnchorElement>(`a[data-lang="${lang}"]`);
    if (lang !== root.lang && target) {
      location.assign(target.href);
      return;
    }
    const answer = settings.querySelector('[data-settings-answer]');
    if (answer) answer.textContent = settings.dataset.saved ?? '';
  });
}
