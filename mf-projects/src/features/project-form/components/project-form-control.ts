import type { Control, UseFormReturn } from 'react-hook-form';
import type { ProjectFormValues } from '../utils/form-values';

export type ProjectFormControl = Control<ProjectFormValues>;
export type ProjectFormApi = UseFormReturn<ProjectFormValues>;
