import 'reflect-metadata';
import { ServiceModule, serviceJwtAuth, databaseTimeoutsOf } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { UserDataLifecycleModule } from '@yarn-mgmt/nest-kit/user-data';
import { ActivityModule } from './activity/activity.module.js';
import { INVENTORY_USER_DATA } from './user-data/inventory-user-data.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { INVENTORY_CONFIG, type InventoryConfig } from './config/inventory.config.js';
import { inventoryDataSourceOptions } from './database/data-source.js';
import { ShoppingListModule } from './shopping-list/shopping-list.module.js';
import { UserDataModule } from './user-data/user-data.module.js';
import { YarnModule } from './yarn/yarn.module.js';

export const AppModule = {
  forRoot: (config: InventoryConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: INVENTORY_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: fileStorageFromConfig(config, 'inventory') },
      ],
      database: () => ({
        ...inventoryDataSourceOptions(config.DATABASE_URL),
        timeouts: databaseTimeoutsOf(config),
      }),
      auth: serviceJwtAuth(config),
      // CatalogueModule before YarnModule (which ShoppingListModule imports): /yarn/catalogue must not be taken for
      // /yarn/:id.
      features: [
        ActivityModule,
        CatalogueModule,
        ShoppingListModule,
        YarnModule,
        UserDataModule,
        UserDataLifecycleModule.forRoot(INVENTORY_USER_DATA, config),
      ],
    }),
};
