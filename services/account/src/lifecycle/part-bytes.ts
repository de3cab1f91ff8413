import type { UserDataPart } from '@yarn-mgmt/contracts';

const MB = 1024 * 1024;
const PIECE_BYTES = 4 * MB;

/**
 * A part as the JSON bytes of the data service's import body, in pieces of about 4 MB (never one copy of the
 * whole). Each file's base64 is let go once it is in a piece.
 */
export function partBytes(part: UserDataPart): Uint8Array[] {
  const { files, ...rest } = part;
  const pieces: Uint8Array[] = [];
  let pending: Buffer[] = [Buffer.from(`${JSON.stringify(rest).slice(0, -1)},"files":[`)];
  let pendingBytes = 0;
  const add = (piece: Buffer) => {
    pending.push(piece);
    pendingBytes += piece.length;
    if (pendingBytes < PIECE_BYTES) return;
    pieces.push(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  };
  files.forEach((file, index) => {
    const { content_base64, ...about } = file;
    add(Buffer.from(`${index ? ',' : ''}${JSON.stringify(about).slice(0, -1)},"content_base64":"`));
    add(Buffer.from(content_base64, 'latin1'));
    add(Buffer.from('"}'));
    file.content_base64 = '';
  });
  pending.push(Buffer.from(']}'));
  pieces.push(Buffer.concat(pending));
  return pieces;
}
