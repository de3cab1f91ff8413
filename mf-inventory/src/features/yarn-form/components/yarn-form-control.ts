import type { Control, UseFormReturn } from 'react-hook-form';
import type { YarnCreateInput, RawYarnCreateInput } from '@yarn-mgmt/contracts';

export type YarnFormControl = Control<RawYarnCreateInput, unknown, YarnCreateInput>;
export type YarnFormApi = UseFormReturn<RawYarnCreateInput, unknown, YarnCreateInput>;
