/**
 * The tariffs page's search: hides the rows whose country (in the page's language or English) does
 * not contain the query, or whose dialling code does not start with it when it is a code ("+49",
 * "49").
 */
const form = document.querySelector<HTMLFormElement>('form[data-tariff-search]');
const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
const empty = document.querySelector<HTMLElement>('[data-tariff-empty]');
const rows = [...document.querySelectorAll<HTMLTableRowElement>('tr[data-tariff]')];

function filter(query: string): void {
  const wanted = query.trim().toLocaleLowerCase(document.documentElement.lang);
  const code = /^\+?[\d\s]+$/.test(wanted) ? `+${wanted.replace(/[+\s]/g, '')}` : null;
  let shown = 0;
  for (const row of rows) {
    const match = code
      ? (row.dataset.dial ?? '').startsWith(code)
      : (row.dataset.names ?? '').includes(wanted);
    row.hidden = !match;
    if (match) shown += 1;
  }
  if (empty) empty.hidden = shown > 0;
}

if (form && input) {
  form.hidden = false;
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('input', () => filter(input.value));
}
