import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the e2e SMTP server drops each received mail as JSON (one file per mail). */
export const MAILBOX_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.mailbox');

export interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

export function storeMail(mail: ReceivedMail): void {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  writeFileSync(
    path.join(MAILBOX_DIR, `${mail.receivedAt}-${Math.random().toString(36).slice(2)}.json`),
    JSON.stringify(mail),
  );
}

function readMails(): ReceivedMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(MAILBOX_DIR);
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, name), 'utf8')) as ReceivedMail)
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

/** Quoted-printable soft breaks and escapes, so links split across lines are whole again. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest mail to `to` whose text contains `contains`, and returns the first link matching `link`. */
export async function waitForLink(to: string, link: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readMails().filter((m) => m.to.some((addr) => addr.toLowerCase() === to.toLowerCase()));
    for (const mail of mails.reverse()) {
      const match = decodeQuotedPrintable(mail.raw).match(link);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link matching ${link} within ${timeoutMs} ms`);
}
