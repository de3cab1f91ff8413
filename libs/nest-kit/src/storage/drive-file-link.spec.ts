import { DRIVE_FILE_LINK_TTL_SECONDS, DriveFileLinkQuerySchema } from '@yarn-mgmt/contracts';
import { driveFileLinkUrl, verifyDriveFileLink, type DriveFileLinkClaims } from './drive-file-link.js';

const SECRET = 's'.repeat(40);
const NOW = 1_800_000_000;
const USER = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';
const PATTERN = '3c0a4c9e-2f7b-4f59-8a55-9d1e0e2b7c10';
const claims: DriveFileLinkClaims = {
  userId: USER,
  patternId: PATTERN,
  driveFileId: 'drv_123',
  kind: 'view',
  name: 'Pull « Été »',
};

const queryOf = (url: string) =>
  DriveFileLinkQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('links to a pattern PDF held in Drive', () => {
  it('points at the account route under /api, valid for a minute, naming owner, file and title', () => {
    const url = driveFileLinkUrl(SECRET, claims, NOW);
    expect(url.startsWith(`/api/integrations/google-drive/files/${PATTERN}/view?`)).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ user: USER, file: 'drv_123', name: 'Pull « Été »' });
    expect(Number(query.exp)).toBe(NOW + DRIVE_FILE_LINK_TTL_SECONDS);
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', query, NOW)).toEqual(claims);
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', query, NOW + 60)).toEqual(claims);
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', query, NOW + 61)).toBeNull();
  });

  it('refuses another owner, file, title, pattern, kind, expiry or secret', () => {
    const query = queryOf(driveFileLinkUrl(SECRET, claims, NOW));
    const other = '9f9f9f9f-5a4c-4d2b-9a57-1f0c1c9d4a11';
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', { ...query, user: other }, NOW)).toBeNull();
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', { ...query, file: 'drv_124' }, NOW)).toBeNull();
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', { ...query, name: 'x' }, NOW)).toBeNull();
    expect(verifyDriveFileLink(SECRET, other, 'view', query, NOW)).toBeNull();
    expect(verifyDriveFileLink(SECRET, PATTERN, 'download', query, NOW)).toBeNull();
    const later = String(Number(query.exp) + 600);
    expect(verifyDriveFileLink(SECRET, PATTERN, 'view', { ...query, exp: later }, NOW)).toBeNull();
    expect(verifyDriveFileLink('t'.repeat(40), PATTERN, 'view', query, NOW)).toBeNull();
    expect(
      verifyDriveFileLink(SECRET, PATTERN, 'view', { ...query, sig: query.sig.slice(1) }, NOW),
    ).toBeNull();
  });
});
