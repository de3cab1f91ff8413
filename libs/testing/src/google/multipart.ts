export interface MultipartPart {
  headers: Record<string, string>;
  body: Buffer;
}

/** The boundary of a `multipart/related` (or `/mixed`, `/form-data`) content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\//i.test(contentType.trim())) return null;
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? null;
}

/**
 * The parts of a multipart body (RFC 2046), headers lower-cased, a base64 transfer encoding undone; null when it
 * is not well formed (no closing delimiter, a part without a blank line after its headers).
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString('latin1') === '--') return parts;
    if (body[at] === 0x0d) at += 1;
    if (body[at] === 0x0a) at += 1;
    const next = body.indexOf(Buffer.concat([Buffer.from('\n'), delimiter]), at);
    if (next < 0) return null;
    const end = body[next - 1] === 0x0d ? next - 1 : next;
    const part = body.subarray(at, end);
    let split = part.indexOf('\r\n\r\n');
    let gap = 4;
    if (split < 0) {
      split = part.indexOf('\n\n');
      gap = 2;
    }
    if (split < 0) return null;
    const headers: Record<string, string> = {};
    for (const line of part.subarray(0, split).toString('utf8').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let content = part.subarray(split + gap);
    if ((headers['content-transfer-encoding'] ?? '').toLowerCase() === 'base64')
      content = Buffer.from(content.toString('latin1').replace(/\s+/g, ''), 'base64');
    parts.push({ headers, body: content });
    at = next + 1;
  }
}
