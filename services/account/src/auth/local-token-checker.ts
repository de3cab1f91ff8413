import type { TokenChecker, TokenVerdict } from '@yarn-mgmt/nest-kit';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** The account service checks its own tokens against its own table, on every request (no cache to wait for). */
export class LocalTokenChecker implements TokenChecker {
  constructor(private readonly dataSource: DataSource) {}

  async check(claims: { sub: string; ver?: number }): Promise<TokenVerdict> {
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOne({ where: { id: claims.sub }, select: { role: true, tokenVersion: true, deletedAt: true } });
    if (!user || user.deletedAt || user.tokenVersion !== (claims.ver ?? 0)) return { status: 'revoked' };
    return { status: 'current', role: user.role };
  }
}
