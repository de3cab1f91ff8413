import {
  DriveFieldsError,
  DriveQueryError,
  applyFields,
  parseDriveQuery,
  parseFields,
  type QueryableFile,
} from './drive-query.js';

const file = (change: Partial<QueryableFile> = {}): QueryableFile => ({
  name: 'Flax Sweater.pdf',
  mimeType: 'application/pdf',
  parents: ['folder-1'],
  trashed: false,
  createdTime: '2024-05-01T10:00:00.000Z',
  modifiedTime: '2024-05-02T10:00:00.000Z',
  appProperties: { kind: 'pattern' },
  ...change,
});
const matches = (query: string, value = file()) => parseDriveQuery(query)(value);

describe("Drive's query language", () => {
  it('reads parents, trashed, name and mimeType terms joined by and / or / not', () => {
    expect(matches("'folder-1' in parents and trashed = false")).toBe(true);
    expect(matches("'folder-1' in parents and trashed=false", file({ trashed: true }))).toBe(false);
    expect(matches("name = 'Flax Sweater.pdf' and mimeType != 'application/vnd.google-apps.folder'")).toBe(
      true,
    );
    expect(matches("name = 'Other' or (mimeType = 'application/pdf' and not trashed = true)")).toBe(true);
    expect(matches("name = 'it\\'s'", file({ name: "it's" }))).toBe(true);
  });

  it('matches contains on the start of the name or of a word, as Drive does', () => {
    expect(matches("name contains 'flax'")).toBe(true);
    expect(matches("name contains 'Sweat'")).toBe(true);
    expect(matches("name contains 'eater'")).toBe(false);
  });

  it('compares times and reads appProperties', () => {
    expect(matches("modifiedTime > '2024-05-01T12:00:00'")).toBe(true);
    expect(matches("createdTime >= '2024-06-01T00:00:00Z'")).toBe(false);
    expect(matches("appProperties has { key='kind' and value='pattern' }")).toBe(true);
  });

  it('refuses what it does not know', () => {
    for (const query of [
      "owner = 'me'",
      "name = 'open",
      'trashed = maybe',
      "'x' in parents and",
      "name > 'a'",
    ])
      expect(() => parseDriveQuery(query)).toThrow(DriveQueryError);
  });
});

describe("Drive's fields selector", () => {
  const allowed = (path: string) =>
    path === '' ? ['kind', 'files', 'nextPageToken'] : path === 'files' ? ['id', 'name', 'owners'] : null;
  const value = {
    kind: 'drive#fileList',
    files: [{ id: '1', name: 'a', owners: [{ emailAddress: 'x', me: true }] }],
  };

  it('cuts a value to the selection, nested and by path', () => {
    expect(applyFields(value, parseFields('files(id)'), allowed)).toEqual({ files: [{ id: '1' }] });
    expect(applyFields(value, parseFields('kind,files/owners(emailAddress)'), allowed)).toEqual({
      kind: 'drive#fileList',
      files: [{ owners: [{ emailAddress: 'x' }] }],
    });
    expect(applyFields(value, parseFields('*'), allowed)).toEqual(value);
  });

  it('refuses a name that does not exist and a malformed selection', () => {
    expect(() => applyFields(value, parseFields('files(size)'), allowed)).toThrow(
      new DriveFieldsError('files/size'),
    );
    expect(() => parseFields('files(id')).toThrow(DriveFieldsError);
  });
});
