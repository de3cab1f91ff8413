/**
 * `Content-Disposition` naming a pattern's PDF after its title (RFC 6266): an ASCII `filename` for old clients
 * and `filename*=UTF-8''…` (RFC 5987) with the title as written. `.pdf` is appended.
 */
export function contentDisposition(type: 'inline' | 'attachment', title: string): string {
  const name = `${safeTitle(title)}.pdf`;
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** No path separators or control characters in a file name; an empty title becomes "pattern". */
function safeTitle(title: string): string {
  const clean = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]+/g, ' ')
    // A lone surrogate cannot be percent-encoded (encodeURIComponent throws on it).
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.replace(/\.pdf$/i, '') || 'pattern';
}

/** Accents dropped (é → e), anything else outside printable ASCII, and quotes, as `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** Percent-encoding of RFC 5987's attr-char set (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
