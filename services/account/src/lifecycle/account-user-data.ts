/**
 * What the account's own part of an export (AccountOwnData) and the erase (AccountEraser) do with each table of
 * the account database. Every table a migration creates is named here (test/user-data-tables.integration-spec.ts
 * holds it, with libs/testing's checkUserDataCoverage), so a new table cannot be left out of both.
 */
export const ACCOUNT_USER_DATA = {
  tables: [
    { table: 'users', export: 'account.profile and account.avatar', erase: 'the row, last' },
    {
      table: 'user_settings',
      export: 'account.settings and account.preferences',
      erase: 'with the user (cascade)',
    },
    {
      table: 'integration_links',
      export: 'account.integrations: provider, account name and dates, never a token',
      erase: 'revoked and deleted at the first attempt',
    },
  ],
  /** A connection request's state is of no use in a backup: dropped at the erase's first attempt. */
  eraseOnly: [
    'oauth_states',
    // Backups are not in an export (a backup of backups would hold every earlier one); the erase removes the
    // files (on the platform; those in Drive go to its trash) and the rows (backups/, through AccountEraseSteps).
    'backups',
    // A count the drive-files job keeps (how many pattern PDFs may be in Drive): nothing of the user's own.
    'drive_file_holdings',
    // A Backup Now or Sync Now not yet ended (kept beside its job in Redis): of no use in a backup.
    'pending_runs',
  ],
} as const;
