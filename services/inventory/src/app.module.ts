import 'reflect-metadata';
import { DynamicModule, Global, Module } from '@nestjs/common';
import {
  DatabaseModule,
  FILE_STORAGE,
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

/** Config and file storage, shared by every module of the app. */
@Global()
@Module({})
class InventoryCoreModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: InventoryCoreModule,
      providers: [
        { provide: INVENTORY_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: new LocalDiskFileStorage(config.FILE_STORAGE_DIR) },
      ],
      exports: [INVENTORY_CONFIG, FILE_STORAGE],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InventoryCoreModule.forRoot(config),
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
