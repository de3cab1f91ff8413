import { Module } from '@nestjs/common';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { ConnectionsService } from './connections.service.js';
import { DriveExportFiles } from './drive-export-files.js';
import { GoogleDriveController } from './google-drive.controller.js';
import { IntegrationLinksRepository } from './integration-links.repository.js';
import { IntegrationTokens } from './integration-tokens.service.js';
import { LinkChanges } from './link-changes.js';
import { INTEGRATIONS_KEY, loadIntegrationsKey } from './integrations-key.js';
import { OAuthClient } from './oauth-client.js';
import { OAUTH_PROVIDERS, oauthProviders } from './oauth-providers.js';
import { PendingDisconnects } from './pending-disconnects.js';
import { RavelryController } from './ravelry.controller.js';

/**
 * The links to Ravelry and Google Drive (issue 22): connect, status, disconnect, and the tokens (IntegrationTokens)
 * that the sync (ravelry-sync/) and the Drive storage act with.
 */
@Module({
  controllers: [RavelryController, GoogleDriveController],
  providers: [
    {
      provide: OAUTH_PROVIDERS,
      inject: [ACCOUNT_CONFIG],
      useFactory: (c: AccountConfig) => oauthProviders(c),
    },
    {
      provide: INTEGRATIONS_KEY,
      inject: [ACCOUNT_CONFIG],
      useFactory: (c: AccountConfig) => loadIntegrationsKey(c),
    },
    IntegrationLinksRepository,
    IntegrationTokens,
    OAuthClient,
    LinkChanges,
    ConnectionsService,
    PendingDisconnects,
    DriveExportFiles,
  ],
  exports: [
    PendingDisconnects,
    ConnectionsService,
    DriveExportFiles,
    IntegrationTokens,
    IntegrationLinksRepository,
    LinkChanges,
    OAUTH_PROVIDERS,
  ],
})
export class IntegrationsModule {}
