import type { Control, UseFormReturn } from 'react-hook-form';
import type { PatternCreateInput, RawPatternCreateInput } from '@yarn-mgmt/contracts';

export type PatternFormControl = Control<RawPatternCreateInput, unknown, PatternCreateInput>;
export type PatternFormApi = UseFormReturn<RawPatternCreateInput, unknown, PatternCreateInput>;
