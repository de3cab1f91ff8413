import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, User } from '@yarn-mgmt/contracts';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { SIGNING_KEY, type SigningKey } from './signing-key.js';

/**
 * Issues RS256 access tokens: sub = user id, email, role, and `ver` = the user's token version (services refuse a
 * token whose version is no longer current); `kid` names the key in the JWKS.
 */
@Injectable()
export class TokenService {
  private readonly jwt = new JwtService();

  constructor(
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
  ) {}

  /** `expiresInSeconds`: shorter than JWT_EXPIRES_IN for a token a background job acts with (the backups). */
  issue(
    user: Pick<User, 'id' | 'email' | 'role'> & { tokenVersion: number },
    expiresInSeconds: number = this.config.JWT_EXPIRES_IN,
  ): Promise<string> {
    const claims: AccessTokenClaims & { ver: number } = {
      sub: user.id,
      email: user.email,
      role: user.role,
      ver: user.tokenVersion,
    };
    return this.jwt.signAsync(claims, {
      algorithm: 'RS256',
      privateKey: this.key.privateKey,
      keyid: this.key.jwk.kid,
      expiresIn: expiresInSeconds,
      issuer: this.config.JWT_ISSUER,
    });
  }
}
