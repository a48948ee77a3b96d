/** The configuration page's preview: the launcher follows the chosen colour, buttons and side. */
const form = document.querySelector<HTMLFormElement>('form[data-configurator]');
const launcher = document.querySelector<HTMLElement>('[data-launcher]');

function update(): void {
  if (!form || !launcher) return;
  const fields = new FormData(form);
  const colour = String(fields.get('colour') ?? '');
  const buttons = new Set(fields.getAll('buttons').map(String));
  launcher.dataset.position = String(fields.get('position') ?? 'right');
  for (const button of launcher.querySelectorAll<HTMLElement>('[data-button]')) {
    button.hidden = !buttons.has(button.dataset.button ?? '');
    button.style.background = colour;
  }
}

form?.addEventListener('input', update);
form?.addEventListener('change', update);
