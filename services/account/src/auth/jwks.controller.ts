import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { JWKS_PATH } from '@yarn-mgmt/contracts';
import { Public, type PublicJwk } from '@yarn-mgmt/nest-kit';
import { SIGNING_KEY, type SigningKey } from './signing-key.js';

/** The public key every other service and the gateway verify tokens with. */
@ApiTags('auth')
@Public()
@Controller()
export class JwksController {
  constructor(@Inject(SIGNING_KEY) private readonly key: SigningKey) {}

  @Get(JWKS_PATH)
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): { keys: PublicJwk[] } {
    return { keys: [this.key.jwk] };
  }
}
