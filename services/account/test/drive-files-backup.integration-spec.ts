import { BACKUPS_API, PatternListResponseSchema, PatternSchema, type Pattern } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { backupsWorld, DRIVE_EMAIL } from './backups-world.js';
import { fileForm, ok, send, waitFor } from './lifecycle-helpers.js';

// A backup with its files of a user whose pattern PDFs are in Google Drive (issue 22, found by the e2e journey
// "link Drive, upload a pattern PDF, back up now, restore"): the PDF held in Drive was not in the backup, so once
// the pattern was deleted (its Drive copy then trashed) the restored pattern came back without it.
const { world, google, viaGateway, backupNow, linkDrive, signUp } = backupsWorld('drive_backup', {
  DRIVE_FILES_SWEEP_MS: '1000',
});
const pattern = async (token: string, id: string): Promise<Pattern> =>
  PatternSchema.parse(ok(await viaGateway('GET', `/patterns/${id}`, token)).body);

describe('a backup with its files, of pattern PDFs kept in Google Drive', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 5)]);

  it('carries the PDF from Drive, so a deleted pattern restores with it', async () => {
    const ann = await signUp(`ann.${randomUUID().slice(0, 8)}@example.com`);
    const made = PatternSchema.parse(
      ok(await viaGateway('POST', '/patterns', ann.token, { title: 'Lace Shawl' }), 201).body,
    );
    ok(
      await send(world().gatewayUrl, 'POST', `/api/patterns/${made.id}/file`, {
        token: ann.token,
        form: fileForm(pdf, 'file', 'shawl.pdf', 'application/pdf'),
      }),
      201,
    );
    await linkDrive(ann.token);
    const backupSettings = { google_drive_enabled: true, include_photos: true };
    ok(await viaGateway('PUT', '/settings', ann.token, { backup: backupSettings }));
    await waitFor(async () => (await pattern(ann.token, made.id)).google_drive_file_id !== null, 30_000);
    const driveId = (await pattern(ann.token, made.id)).google_drive_file_id!;
    expect(google().content(driveId)?.equals(pdf)).toBe(true);

    const list = await backupNow(ann.token);
    expect(list.run).toEqual({ state: 'completed', error: null });
    const [backup] = list.backups;
    expect(backup).toMatchObject({ include_photos: true, destination: 'drive' });

    // Deleted: its Drive copy goes to the Drive's trash at the next run.
    ok(await viaGateway('DELETE', `/patterns/${made.id}`, ann.token), 204);
    const trashed = () =>
      google()
        .files(DRIVE_EMAIL)
        .find((file) => file.id === driveId)?.trashed === true;
    await waitFor(() => Promise.resolve(trashed()));

    ok(await viaGateway('POST', BACKUPS_API.restore.path(backup.id), ann.token));
    const { patterns } = PatternListResponseSchema.parse(
      ok(await viaGateway('GET', '/patterns', ann.token)).body,
    );
    expect(patterns.map((p) => p.title)).toEqual(['Lace Shawl']);
    const restored = patterns[0];
    expect(restored.file).toMatchObject({ name: 'shawl.pdf', size: pdf.length });
    // Restored where files are kept, then (Drive sync still on) moved to Drive again, as a new copy.
    await waitFor(async () => (await pattern(ann.token, restored.id)).google_drive_file_id !== null, 30_000);
    const again = (await pattern(ann.token, restored.id)).google_drive_file_id!;
    expect(again).not.toBe(driveId);
    expect(google().content(again)?.equals(pdf)).toBe(true);
  }, 150_000);
});
