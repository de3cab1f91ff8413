import 'reflect-metadata';
import { createDataSource, ensureDatabase } from '@yarn-mgmt/nest-kit';
import { loadAccountConfig } from '../config/account.config.js';
import { accountDataSourceOptions } from '../database/data-source.js';
import { UserEntity } from '../users/user.entity.js';

// `npm run promote-admin -- <email>` makes an existing account an admin; `-- --demote <email>` makes it a user
// again. The only way roles change (DECISIONS 9). The user's older tokens stop working within TOKEN_CHECK_TTL_MS,
// so they sign in again with the new role. Uses the same DATABASE_URL as the service.
const args = process.argv.slice(2);
const demote = args.includes('--demote');
const email = args.find((arg) => !arg.startsWith('--'))?.trim();
if (!email || args.some((arg) => arg.startsWith('--') && arg !== '--demote')) {
  console.error('usage: promote-admin [--demote] <email>');
  process.exit(2);
}

try {
  const config = loadAccountConfig();
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = createDataSource(accountDataSourceOptions(config.DATABASE_URL));
  await dataSource.initialize();
  try {
    const result = await dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ role: demote ? 'user' : 'admin', tokenVersion: () => 'token_version + 1' })
      .where('lower(email) = lower(:email)', { email })
      .returning(['email'])
      .execute();
    const changed = (result.raw as Array<{ email: string }>)[0]?.email;
    if (changed) {
      console.log(`${changed} is now ${demote ? 'a user (no longer an admin)' : 'an admin'}.`);
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
