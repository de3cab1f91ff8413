import type { Control, UseFormReturn } from 'react-hook-form';
import type { YarnWrite, YarnWriteInput } from '@yarn-mgmt/contracts';

export type YarnFormControl = Control<YarnWriteInput, unknown, YarnWrite>;
export type YarnFormApi = UseFormReturn<YarnWriteInput, unknown, YarnWrite>;
