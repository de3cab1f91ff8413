import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { BACKUPS_API, PatternSchema, type Pattern } from '@yarn-mgmt/contracts';
import { FOLDER_MIME } from '@yarn-mgmt/testing/google';
import { randomUUID } from 'node:crypto';
import { backupsWorld, DRIVE_EMAIL } from './backups-world.js';
import { fileForm, ok, send, waitFor } from './lifecycle-helpers.js';

// Delete Account of a user whose pattern PDFs and backups are in their Google Drive (issue 22, DECISIONS 10): the
// erase trashes them there while the link's token still works, then deletes the tokens. The fake Google of
// libs/testing is Drive. Bob links the same Google account as Ann (nothing here forbids it): his files stay.
const BOB_DRIVE = 'bob.drive@example.com';
const { world, google, viaGateway, list, backupNow, linkDrive, signUp } = backupsWorld('lc_delete_drive', {
  DRIVE_FILES_SWEEP_MS: '1000',
  PROVIDER_TIMEOUT_MS: '3000',
});
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const pdf = (fill: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, fill)]);

const pattern = async (token: string, id: string): Promise<Pattern> =>
  PatternSchema.parse(ok(await viaGateway('GET', `/patterns/${id}`, token)).body);

interface DriveUser {
  token: string;
  id: string;
  /** The Drive ids of the user's pattern PDF and backup. */
  pdf: string;
  backup: string;
}

/** A user with a pattern PDF moved to Drive ('Google Drive Sync' on) and a backup written there. */
async function driveUser(name: string, googleEmail: string, fill: number): Promise<DriveUser> {
  const user = await signUp(email(name));
  const made = PatternSchema.parse(
    ok(await viaGateway('POST', '/patterns', user.token, { title: `${name}'s shawl` }), 201).body,
  );
  ok(
    await send(world().gatewayUrl, 'POST', `/api/patterns/${made.id}/file`, {
      token: user.token,
      form: fileForm(pdf(fill), 'file', 'shawl.pdf', 'application/pdf'),
    }),
    201,
  );
  await linkDrive(user.token, googleEmail);
  ok(await viaGateway('PUT', '/settings', user.token, { backup: { google_drive_enabled: true } }));
  await waitFor(async () => (await pattern(user.token, made.id)).google_drive_file_id !== null, 30_000);
  const after = await backupNow(user.token);
  expect(after.run).toEqual({ state: 'completed', error: null });
  const [backup] = after.backups;
  expect(backup.destination).toBe('drive');
  const [row] = await world().query('account', 'SELECT drive_file_id FROM backups WHERE id = $1', [
    backup.id,
  ]);
  return {
    ...user,
    pdf: (await pattern(user.token, made.id)).google_drive_file_id!,
    backup: String(row.drive_file_id),
  };
}

const driveFile = (googleEmail: string, id: string) =>
  google()
    .files(googleEmail)
    .find((file) => file.id === id);

/** Delete Account, then the erase's job until the account's row is gone (its final pass included). */
async function deleteAccount(user: DriveUser): Promise<void> {
  ok(await viaGateway('DELETE', '/auth/account', user.token));
  await waitFor(
    async () =>
      (await world().query('account', 'SELECT id FROM users WHERE id = $1', [user.id])).length === 0,
    60_000,
  );
}

describe('Delete Account with Google Drive linked', () => {
  it("trashes the user's pattern PDFs and backups in Drive before the link goes, and leaves another user's", async () => {
    const ann = await driveUser('ann', DRIVE_EMAIL, 1);
    const bob = await driveUser('bob', DRIVE_EMAIL, 2);
    for (const id of [ann.pdf, ann.backup, bob.pdf, bob.backup])
      expect(driveFile(DRIVE_EMAIL, id)).toMatchObject({ trashed: false });

    await deleteAccount(ann);

    expect(driveFile(DRIVE_EMAIL, ann.pdf)).toMatchObject({ trashed: true });
    expect(driveFile(DRIVE_EMAIL, ann.backup)).toMatchObject({ trashed: true });
    expect(driveFile(DRIVE_EMAIL, bob.pdf)).toMatchObject({ trashed: false });
    expect(driveFile(DRIVE_EMAIL, bob.backup)).toMatchObject({ trashed: false });
    // The app's folder stays: the user may keep files of their own in it, which the app cannot see.
    const folders = google()
      .files(DRIVE_EMAIL)
      .filter((file) => file.mimeType === FOLDER_MIME);
    expect(folders.map((folder) => folder.trashed)).toEqual([false]);
    // The link's tokens went after: Ann's link rows are gone, Bob's is there and still reads his files.
    expect(
      await world().query('account', 'SELECT user_id FROM integration_links WHERE user_id = $1', [ann.id]),
    ).toEqual([]);
    const [backup] = (await list(bob.token)).backups;
    const download = ok(await viaGateway('GET', BACKUPS_API.download.path(backup.id), bob.token));
    expect(download.raw.equals(google().content(bob.backup)!)).toBe(true);
  }, 180_000);

  it('completes when Drive is down, leaves the files there and logs how many', async () => {
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    try {
      const carol = await driveUser('carol', BOB_DRIVE, 3);
      google().injectFailures({ status: 503, count: 10_000, path: /^\/(upload\/)?drive\// });
      await deleteAccount(carol);
      google().clearFailures();

      expect(driveFile(BOB_DRIVE, carol.pdf)).toMatchObject({ trashed: false });
      expect(driveFile(BOB_DRIVE, carol.backup)).toMatchObject({ trashed: false });
      expect(await world().query('account', 'SELECT id FROM backups WHERE user_id = $1', [carol.id])).toEqual(
        [],
      );
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(`^Delete Account of ${carol.id}: 1 of 1 backups left in their Google Drive`),
          ),
          expect.stringMatching(
            new RegExp(`^Delete Account of ${carol.id}: 1 of 1 pattern PDFs left in their Google Drive`),
          ),
        ]),
      );
    } finally {
      google().clearFailures();
      spy.mockRestore();
    }
  }, 180_000);
});
