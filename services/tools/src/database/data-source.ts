import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { PdfUploadEntity } from '../pdf-processor/pdf-upload.entity.js';
import { CreatePdfUploads1767000000000 } from './migrations/1767000000000-CreatePdfUploads.js';

/** Every table's entity (checked against the migrations by test/schema.integration-spec.ts). */
export const TOOLS_ENTITIES: ServiceDataSourceOptions['entities'] = [PdfUploadEntity];

/** The tools database: its entities and its migrations, in order. */
export function toolsDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: TOOLS_ENTITIES,
    migrations: [CreatePdfUploads1767000000000],
    applicationName: 'yarn-tools',
  };
}
