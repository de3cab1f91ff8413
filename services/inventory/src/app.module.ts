import 'reflect-metadata';
import { DynamicModule, Module } from '@nestjs/common';
import {
  DatabaseModule,
  FILE_STORAGE,
  GlobalProvidersModule,
  HealthModule,
  JwtAuthModule,
  jwksUrlOf,
  LocalDiskFileStorage,
} from '@yarn-mgmt/nest-kit';
import { ActivityModule } from './activity/activity.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { INVENTORY_CONFIG, type InventoryConfig } from './config/inventory.config.js';
import { inventoryDataSourceOptions } from './database/data-source.js';
import { ShoppingListModule } from './shopping-list/shopping-list.module.js';
import { YarnModule } from './yarn/yarn.module.js';

@Module({})
export class AppModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GlobalProvidersModule.forRoot([
          { provide: INVENTORY_CONFIG, useValue: config },
          { provide: FILE_STORAGE, useValue: new LocalDiskFileStorage(config.FILE_STORAGE_DIR) },
        ]),
        DatabaseModule.forRootAsync({ useFactory: () => inventoryDataSourceOptions(config.DATABASE_URL) }),
        JwtAuthModule.forRoot({
          jwksUrl: jwksUrlOf(config.ACCOUNT_URL),
          issuer: config.JWT_ISSUER,
        }),
        HealthModule,
        ActivityModule,
        ShoppingListModule,
        // Before YarnModule: /yarn/catalogue must not be taken for /yarn/:id.
        CatalogueModule,
        YarnModule,
      ],
    };
  }
}
