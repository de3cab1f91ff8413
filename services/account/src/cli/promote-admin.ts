import 'reflect-metadata';
import { createDataSource, ensureDatabase } from '@yarn-mgmt/nest-kit';
import { loadAccountConfig } from '../config/account.config.js';
import { accountDataSourceOptions } from '../database/data-source.js';

// `node dist/cli/promote-admin.js <email>` (npm run promote-admin -w @yarn-mgmt/service-account -- <email>):
// gives an existing account the admin role. Uses the same DATABASE_URL as the service.
const email = process.argv[2]?.trim();
if (!email) {
  console.error('usage: promote-admin <email>');
  process.exit(2);
}

try {
  const config = loadAccountConfig();
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = createDataSource(accountDataSourceOptions(config.DATABASE_URL));
  await dataSource.initialize();
  try {
    // For UPDATE ... RETURNING, TypeORM's postgres driver answers [rows, rowCount].
    const rows = await dataSource.query<[Array<{ email: string }>, number]>(
      `UPDATE users SET role = 'admin', updated_at = now() WHERE lower(email) = lower($1) RETURNING email`,
      [email],
    );
    const promoted = rows[0]?.[0]?.email;
    if (promoted) {
      console.log(`${promoted} is now an admin (effective from their next sign-in).`);
    } else {
      console.error(`No account with the e-mail ${email}.`);
      process.exitCode = 1;
    }
  } finally {
    await dataSource.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
