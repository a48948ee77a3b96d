import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('quotes a plain ASCII name', () => {
    expect(contentDisposition('inline', 'abc.png')).toBe('inline; filename="abc.png"');
  });

  it('content_disposition_non_ascii: adds an RFC 5987 filename* with an ASCII fallback', () => {
    expect(contentDisposition('attachment', "Angebot für Müller (1)'s.pdf")).toBe(
      `attachment; filename="Angebot f_r M_ller (1)'s.pdf"; filename*=UTF-8''Angebot%20f%C3%BCr%20M%C3%BCller%20%281%29%27s.pdf`,
    );
    expect(contentDisposition('attachment', 'عرض.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%D8%B9%D8%B1%D8%B6.pdf`,
    );
  });

  it('never lets a quote or backslash end the quoted name', () => {
    expect(contentDisposition('attachment', 'a"b\\c.txt')).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });
});
