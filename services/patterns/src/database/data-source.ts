import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { ActivityEntity } from '../activity/activity.module.js';
import { PatternCategoryEntity } from '../patterns/pattern-category.entity.js';
import { PatternDesignerEntity } from '../patterns/pattern-designer.entity.js';
import {
  PatternCoverEntity,
  PatternDriveTrashEntity,
  PatternFileEntity,
  PatternSizeYardageEntity,
  PatternTagEntity,
  PatternTechniqueEntity,
} from '../patterns/pattern-parts.entity.js';
import { PatternEntity } from '../patterns/pattern.entity.js';
import { CreatePatterns1764000000000 } from './migrations/1764000000000-CreatePatterns.js';
import { PatternCovers1764100000000 } from './migrations/1764100000000-PatternCovers.js';
import { PatternExternalLinks1766100000000 } from './migrations/1766100000000-PatternExternalLinks.js';
import { PatternFilesInDrive1768200000000 } from './migrations/1768200000000-PatternFilesInDrive.js';
import { GaugeMeasurementText1768400000000 } from './migrations/1768400000000-GaugeMeasurementText.js';
import { PatternPriceCurrency1769000000000 } from './migrations/1769000000000-PatternPriceCurrency.js';

/** Every table's entity (checked against the migrations by test/schema.integration-spec.ts). */
export const PATTERNS_ENTITIES = [
  PatternCategoryEntity,
  PatternDesignerEntity,
  PatternEntity,
  PatternTagEntity,
  PatternTechniqueEntity,
  PatternSizeYardageEntity,
  PatternFileEntity,
  PatternCoverEntity,
  PatternDriveTrashEntity,
  ActivityEntity,
];

/** The patterns database: its entities and its migrations, in order. */
export function patternsDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: PATTERNS_ENTITIES,
    migrations: [
      CreatePatterns1764000000000,
      PatternCovers1764100000000,
      PatternExternalLinks1766100000000,
      PatternFilesInDrive1768200000000,
      GaugeMeasurementText1768400000000,
      PatternPriceCurrency1769000000000,
    ],
    applicationName: 'yarn-patterns',
  };
}
