import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('names the file after the title, with .pdf, in ASCII and in UTF-8', () => {
    expect(contentDisposition('attachment', 'Fair Isle Hat')).toBe(
      `attachment; filename="Fair Isle Hat.pdf"; filename*=UTF-8''Fair%20Isle%20Hat.pdf`,
    );
    expect(contentDisposition('inline', 'Pull « Été » (taille 2)')).toBe(
      `inline; filename="Pull _ Ete _ (taille 2).pdf"; ` +
        `filename*=UTF-8''Pull%20%C2%AB%20%C3%89t%C3%A9%20%C2%BB%20%28taille%202%29.pdf`,
    );
  });

  it('keeps quotes, paths and control characters out of the header', () => {
    expect(contentDisposition('attachment', 'a "b"\\c/d\r\nSet-Cookie: x')).toBe(
      `attachment; filename="a _b_ c d Set-Cookie: x.pdf"; filename*=UTF-8''a%20%22b%22%20c%20d%20Set-Cookie%3A%20x.pdf`,
    );
    expect(contentDisposition('attachment', '  ')).toBe(
      `attachment; filename="pattern.pdf"; filename*=UTF-8''pattern.pdf`,
    );
    expect(contentDisposition('attachment', 'Socks.PDF')).toContain('filename="Socks.pdf"');
    expect(contentDisposition('attachment', 'x\uD800y')).toContain(`filename*=UTF-8''x%EF%BF%BDy.pdf`);
  });
});
