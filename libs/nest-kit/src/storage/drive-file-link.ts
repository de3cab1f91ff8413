import {
  API_BASE_PATH,
  DRIVE_FILE_LINK_TTL_SECONDS,
  DRIVE_FILES_API,
  type DriveFileLinkKind,
  type DriveFileLinkQuery,
} from '@yarn-mgmt/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link to a pattern PDF held in Drive is bound to. */
export interface DriveFileLinkClaims {
  userId: string;
  patternId: string;
  driveFileId: string;
  kind: DriveFileLinkKind;
  /** The pattern's title: the file is named after it. */
  name: string;
}

/**
 * HMAC-SHA256 (base64url) over every claim and the expiry. The patterns service signs (it has checked the owner),
 * the account service verifies and streams with that owner's Drive token; both hold FILE_LINK_SECRET.
 */
export function signDriveFileLink(secret: string, claims: DriveFileLinkClaims, exp: number): string {
  const fields = [
    'drive-file',
    claims.userId,
    claims.patternId,
    claims.driveFileId,
    claims.kind,
    claims.name,
  ];
  return createHmac('sha256', secret)
    .update([...fields.map((field) => JSON.stringify(field)), String(exp)].join('\n'))
    .digest('base64url');
}

/** The account route's address under /api, valid for DRIVE_FILE_LINK_TTL_SECONDS from `nowSeconds`. */
export function driveFileLinkUrl(secret: string, claims: DriveFileLinkClaims, nowSeconds: number): string {
  const exp = nowSeconds + DRIVE_FILE_LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    user: claims.userId,
    file: claims.driveFileId,
    name: claims.name,
    exp: String(exp),
    sig: signDriveFileLink(secret, claims, exp),
  });
  return `${API_BASE_PATH}${DRIVE_FILES_API[claims.kind](claims.patternId)}?${query.toString()}`;
}

/** The claims of a link signed for this pattern and kind, not expired; null for anything else. */
export function verifyDriveFileLink(
  secret: string,
  patternId: string,
  kind: DriveFileLinkKind,
  query: DriveFileLinkQuery,
  nowSeconds: number,
): DriveFileLinkClaims | null {
  const exp = Number(query.exp);
  if (!Number.isSafeInteger(exp) || exp < nowSeconds) return null;
  const claims = { userId: query.user, patternId, driveFileId: query.file, kind, name: query.name };
  const expected = Buffer.from(signDriveFileLink(secret, claims, exp));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
}
