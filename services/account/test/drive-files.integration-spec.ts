import {
  DRIVE_APP_FOLDER,
  DRIVE_FILES_API,
  DRIVE_FILES_MESSAGES,
  DriveFileLinkQuerySchema,
  GOOGLE_DRIVE_API,
  type GoogleDriveStatus,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { driveFileLinkUrl } from '@yarn-mgmt/nest-kit/storage';
import { driveWorld, pdf } from './drive-world.js';
import { fileForm, ok, send, signUp, waitFor } from './lifecycle-helpers.js';

// Pattern PDFs in the user's Google Drive (issue 22): the account service (drive-files job, signed Drive route),
// the patterns service and the gateway as they run, the fake Google of libs/testing as Drive.
const SECRET = 'drive-files-test-link-secret-of-32-chars-or-more';
const ANN_DRIVE = 'ann.drive@example.com';
const BOB_DRIVE = 'bob.drive@example.com';
const CHUNK = 512 * 1024;

const { world, fake, api, patternWithFile, pattern, linkDrive, status, driveSync, disconnectDrive, pdfsIn } =
  driveWorld('drive_files', [ANN_DRIVE, BOB_DRIVE], { secret: SECRET, chunk: CHUNK });

/** A GET through the gateway as a browser tab makes it: redirects not followed, a bearer only when given. */
const open = async (path: string, token?: string) => {
  const response = await fetch(`${world().gatewayUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    redirect: 'manual',
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

/** The PDF a tab gets for View (or Download): through the redirect to the Drive route when the file is there. */
async function viewed(token: string, id: string, kind: 'view' | 'download' = 'view') {
  const first = await open(`/api/patterns/${id}/${kind}`, token);
  if (first.status !== 302) return { ...first, redirected: false, location: '' };
  const location = first.headers.get('location') ?? '';
  // The new tab follows it without the bearer header.
  return { ...(await open(location)), redirected: true, location };
}

describe('pattern PDFs in Google Drive', () => {
  let ann: { token: string; id: string };
  let bob: { token: string; id: string };
  let hat: Pattern;
  let mitts: Pattern;
  const big = pdf(6 * 1024 * 1024 + 123, 7);
  const small = pdf(2000, 3);

  beforeAll(async () => {
    ann = await signUp(world(), 'ann.files@example.com');
    bob = await signUp(world(), 'bob.files@example.com');
    hat = await patternWithFile(ann.token, 'Fair Isle Hat', big, 'hat.pdf');
    mitts = await patternWithFile(ann.token, 'Cabled Mitts', small, 'mitts.pdf');
    await linkDrive(ann.token, ANN_DRIVE);
  }, 60_000);

  it("moves the user's PDFs to the 'Yarn Management' folder when Drive sync goes on, and View streams them from Drive", async () => {
    fake().resetLog();
    const moved = await driveSync(ann.token, true, 2);
    expect(moved).toMatchObject({ state: 'completed', direction: 'to_drive', done: 2, total: 2, failed: 0 });

    const folder = fake()
      .files(ANN_DRIVE)
      .find((file) => file.name === DRIVE_APP_FOLDER);
    expect(folder).toBeDefined();
    const inDrive = pdfsIn(ANN_DRIVE);
    expect(inDrive.map((file) => file.name).sort()).toEqual(['hat.pdf', 'mitts.pdf']);
    expect(inDrive.every((file) => file.parents.includes(folder!.id))).toBe(true);
    // Over 5 MB: the resumable protocol, in chunks.
    const chunks = fake()
      .requests()
      .filter((request) => request.method === 'PUT' && request.path.startsWith('/upload/drive/v3/files'));
    expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(big.length / CHUNK) + 1);

    // 'File Available': the cloud file id; the file's name and size stay on the pattern.
    const hatNow = await pattern(ann.token, hat.id);
    const hatFile = inDrive.find((file) => file.name === 'hat.pdf')!;
    expect(hatNow.google_drive_file_id).toBe(hatFile.id);
    expect(hatNow.file).toMatchObject({ name: 'hat.pdf', size: big.length });
    expect(fake().content(hatFile.id)?.equals(big)).toBe(true);
    // Nothing of them is left on the platform's disk.
    expect((await world().storedFiles()).filter((file) => file.endsWith('.pdf'))).toEqual([]);

    const view = await viewed(ann.token, hat.id);
    expect(view).toMatchObject({ status: 200, redirected: true });
    expect(view.location).toMatch(new RegExp(`^/api/integrations/google-drive/files/${hat.id}/view\\?`));
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toContain('inline; filename="Fair Isle Hat.pdf"');
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    expect(view.bytes.equals(big)).toBe(true);
    const download = await viewed(ann.token, mitts.id, 'download');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="Cabled Mitts.pdf"');
    expect(download.bytes.equals(small)).toBe(true);
  }, 90_000);

  it("never reaches another user's files: their bearer, a bent or expired link, or their own Drive token", async () => {
    expect((await open(`/api/patterns/${hat.id}/view`, bob.token)).status).toBe(404);
    expect((await open(`/api/patterns/${hat.id}/view`)).status).toBe(404);
    const { location } = await viewed(ann.token, hat.id);
    const query = DriveFileLinkQuerySchema.parse(
      Object.fromEntries(new URL(location, 'http://x').searchParams),
    );
    const bent = (changes: Record<string, string>, path = `/api${DRIVE_FILES_API.view(hat.id)}`) =>
      `${path}?${new URLSearchParams({ ...query, ...changes }).toString()}`;
    for (const link of [
      bent({ user: bob.id }),
      bent({ file: 'another-file' }),
      bent({ name: 'Other' }),
      bent({ exp: String(Number(query.exp) + 3600) }),
      bent({ sig: 'x'.repeat(43) }),
      bent({}, `/api${DRIVE_FILES_API.view(mitts.id)}`),
      bent({}, `/api${DRIVE_FILES_API.download(hat.id)}`),
      `/api${DRIVE_FILES_API.view(hat.id)}`,
    ]) {
      const answer = await open(link, bob.token);
      expect([link, answer.status]).toEqual([link, 404]);
    }
    // Expired a minute ago.
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      userId: ann.id,
      patternId: hat.id,
      driveFileId: query.file,
      kind: 'view' as const,
      name: 'Fair Isle Hat',
    };
    expect((await open(driveFileLinkUrl(SECRET, claims, now - 120))).status).toBe(404);
    // Even a link signed for Bob (who links his own Drive) reads with Bob's token, and Google hides Ann's file.
    await linkDrive(bob.token, BOB_DRIVE);
    const asBob = driveFileLinkUrl(SECRET, { ...claims, userId: bob.id }, now);
    expect((await open(asBob)).status).toBe(404);
    expect((await open(driveFileLinkUrl(SECRET, claims, now))).status).toBe(200);
    // The move's progress is each user's own (Bob's connection found nothing to move).
    expect(await status(bob.token)).toMatchObject({ done: 0, total: 0 });
  }, 90_000);

  it('moves a PDF uploaded while Drive sync is on there too', async () => {
    const socks = await patternWithFile(ann.token, 'Socks', small, 'socks.pdf');
    await waitFor(async () => (await pattern(ann.token, socks.id)).google_drive_file_id !== null, 30_000);
    expect((await viewed(ann.token, socks.id)).bytes.equals(small)).toBe(true);
    // A file replaced while in Drive: its old copy goes to Drive's trash, the new one to Drive.
    const old = (await pattern(ann.token, socks.id)).google_drive_file_id!;
    ok(
      await send(world().gatewayUrl, 'POST', `/api/patterns/${socks.id}/file`, {
        token: ann.token,
        form: fileForm(big, 'file', 'socks-v2.pdf', 'application/pdf'),
      }),
      201,
    );
    await waitFor(async () => {
      const id = (await pattern(ann.token, socks.id)).google_drive_file_id;
      return id !== null && id !== old;
    }, 30_000);
    await waitFor(
      () =>
        Promise.resolve(
          fake()
            .files(ANN_DRIVE)
            .find((file) => file.id === old)?.trashed === true,
        ),
      30_000,
    );
    expect((await viewed(ann.token, socks.id)).bytes.equals(big)).toBe(true);
  }, 90_000);

  it('answers 503 with a clear text when Drive is down, loses nothing, and moves the files back once it answers', async () => {
    fake().injectFailures({ status: 503, count: 10_000, path: /^\/(upload\/)?drive\// });
    const down = await viewed(ann.token, hat.id);
    expect(down.status).toBe(503);
    expect(down.bytes.toString()).toContain(DRIVE_FILES_MESSAGES.unavailable);

    const failed = await driveSync(ann.token, false);
    expect(failed.state).toBe('failed');
    expect((await pattern(ann.token, hat.id)).google_drive_file_id).not.toBeNull();
    // Disconnecting now would strand the files: accepted, then it cannot finish; still connected, saying why.
    const refused = await disconnectDrive(ann.token);
    expect(refused.answer).toBe(202);
    expect(refused.seen.at(-1)).toMatchObject({
      connected: true,
      email: ANN_DRIVE,
      disconnectError: DRIVE_FILES_MESSAGES.returnFailed,
    });
    expect((await pattern(ann.token, hat.id)).google_drive_file_id).not.toBeNull();

    fake().clearFailures();
    const back = await driveSync(ann.token, false, 3);
    expect(back).toMatchObject({
      state: 'completed',
      direction: 'to_platform',
      done: 3,
      total: 3,
      failed: 0,
    });
    for (const [id, data] of [
      [hat.id, big],
      [mitts.id, small],
    ] as const) {
      expect((await pattern(ann.token, id)).google_drive_file_id).toBeNull();
      const view = await viewed(ann.token, id);
      expect(view).toMatchObject({ status: 200, redirected: false });
      expect(view.bytes.equals(data)).toBe(true);
    }
    expect(pdfsIn(ANN_DRIVE).every((file) => file.trashed)).toBe(true);
  }, 90_000);

  it('brings every file back before Disconnect drops the tokens', async () => {
    await driveSync(ann.token, true);
    expect((await pattern(ann.token, hat.id)).google_drive_file_id).not.toBeNull();
    const { answer, seen } = await disconnectDrive(ann.token);
    expect(answer).toBe(202);
    expect(seen[0]).toMatchObject({ connected: true, disconnecting: { total: 3 } });
    expect(seen.at(-1)).toMatchObject({ connected: false, email: null });
    expect(seen.at(-1)?.disconnectError).toBeUndefined();
    const hatNow = await pattern(ann.token, hat.id);
    expect(hatNow.google_drive_file_id).toBeNull();
    expect((await viewed(ann.token, hat.id)).bytes.equals(big)).toBe(true);
    expect(pdfsIn(ANN_DRIVE).every((file) => file.trashed)).toBe(true);
  }, 90_000);

  it('a Disconnect while a long move to Drive is under way is answered at once and ends with every file back', async () => {
    const files = [0, 1, 2, 3].map((n) => pdf(3000 + n, 10 + n));
    const made: Pattern[] = [];
    for (const [n, data] of files.entries())
      made.push(await patternWithFile(bob.token, `Shawl ${n}`, data, `shawl-${n}.pdf`));
    // Drive answers slowly: the move takes many seconds, longer than the gateway gives a request.
    fake().setLatency(1_000);
    let seen: GoogleDriveStatus[];
    try {
      ok(await api('PUT', '/settings', bob.token, { backup: { google_drive_enabled: true } }));
      await waitFor(async () => {
        const now = await status(bob.token);
        return now.state === 'active' && now.direction === 'to_drive' && now.done >= 1 && now.done < 4;
      }, 30_000);
      const accepted = await api('DELETE', GOOGLE_DRIVE_API.disconnect, bob.token);
      // Before: a 503 'try again' after the 5 s a Disconnect waited for the move. Now accepted while the move is under
      // way (waited for above) with not one file yet on its way back: answered without waiting for either.
      expect(accepted.status).toBe(202);
      expect(accepted.body).toMatchObject({ connected: true, email: BOB_DRIVE, disconnecting: { done: 0 } });
      seen = (await disconnectDrive(bob.token)).seen;
    } finally {
      fake().setLatency(0);
    }
    expect(seen.at(-1)).toMatchObject({ connected: false, email: null });
    expect(seen.some((one) => one.connected && one.disconnecting)).toBe(true);
    for (const [n, data] of files.entries()) {
      expect((await pattern(bob.token, made[n].id)).google_drive_file_id).toBeNull();
      expect((await viewed(bob.token, made[n].id)).bytes.equals(data)).toBe(true);
    }
    // The grant revoked at Google as a Disconnect always did: none of Bob's is left to revoke.
    expect(fake().revoke(BOB_DRIVE)).toBe(0);
    // The sweeps that follow find no link: nothing reaches Drive after the Disconnect.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(pdfsIn(BOB_DRIVE).length).toBeGreaterThan(0);
    expect(pdfsIn(BOB_DRIVE).every((file) => file.trashed)).toBe(true);
  }, 120_000);
});
