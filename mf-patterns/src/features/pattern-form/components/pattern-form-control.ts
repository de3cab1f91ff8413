import type { Control, UseFormReturn } from 'react-hook-form';
import type { PatternWrite, PatternWriteInput } from '@yarn-mgmt/contracts';

export type PatternFormControl = Control<PatternWriteInput, unknown, PatternWrite>;
export type PatternFormApi = UseFormReturn<PatternWriteInput, unknown, PatternWrite>;
