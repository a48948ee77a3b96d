/**
 * Sends the browser to another address (the card provider's checkout, a thank-you page): spec §7,
 * the browser goes to the address the API returned. A module of its own so that tests can see
 * where the console would go without leaving the test page.
 */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
