import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiBearerAuth, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { RAVELRY_API, RAVELRY_MESSAGES, type RavelryStatus } from '@yarn-mgmt/contracts';

/**
 * NOT BUILT YET: the Ravelry link (OAuth, sync) comes with the integrations issue. Until then every account is
 * "not connected" and starting a connection is refused, so the page shows 'Failed to initiate Ravelry connection'.
 */
@ApiTags('ravelry')
@ApiBearerAuth()
@Controller()
export class RavelryController {
  @Get(RAVELRY_API.status)
  status(): RavelryStatus {
    return { connected: false, username: null, connectedAt: null, lastSync: null };
  }

  @Get(RAVELRY_API.auth)
  @ApiServiceUnavailableResponse({ description: RAVELRY_MESSAGES.notAvailable })
  auth(): never {
    throw new ServiceUnavailableException(RAVELRY_MESSAGES.notAvailable);
  }
}
