/**
 * The home page's contact form: sent as JSON to POST /admin/contact (the form's data-endpoint; the
 * contract's contactMessageBody), the answer shown in the form without leaving the page. Its texts
 * come from the form's data attributes. Without this script the form posts itself (POST /home).
 */
const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
const answer = form?.querySelector<HTMLElement>('[data-contact-answer]');

function show(text: string, kind: 'info' | 'success' | 'error'): void {
  if (!form || !answer) return;
  answer.className =
    (kind === 'success' ? form.dataset.successClass : kind === 'error' ? form.dataset.errorClass : '') ?? '';
  answer.textContent = text;
}

form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  show(form.dataset.sending ?? '', 'info');
  try {
    const response = await fetch(form.dataset.endpoint ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: text('name'),
        email: text('email'),
        department: text('department'),
        message: text('message'),
        terms: fields.get('terms') === 'true',
        website: text('website'),
      }),
    });
    if (response.ok) {
      form.reset();
      show(form.dataset.sent ?? '', 'success');
    } else {
      show((response.status === 429 ? form.dataset.tooMany : form.dataset.failed) ?? '', 'error');
    }
  } catch {
    show(form.dataset.failed ?? '', 'error');
  } finally {
    if (button) button.disabled = false;
  }
});
