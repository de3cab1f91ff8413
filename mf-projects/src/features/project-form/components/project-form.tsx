import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@mui/material';
import { ProjectCreateInputSchema, ProjectUpdateInputSchema, type Project } from '@yarn-mgmt/contracts';
import { useSaveProject } from '../hooks/use-save-project';
import {
  editProjectValues,
  newProjectValues,
  type NewProjectState,
  type PatternChoice,
  type ProjectFormValues,
} from '../utils/form-values';
import { BasicsSection } from './basics-section';
import { DatesSection, DetailsSection } from './more-sections';
import { YarnSection } from './yarn-section';

export interface ProjectFormProps {
  /** The project being edited; without it, a new one. */
  project?: Project;
  /** What /projects/new was handed (a yarn or a pattern). */
  handed?: NewProjectState;
}

/**
 * The project create and edit form (DECISIONS 15): the entity's fields, validated with the contract's create or
 * update schema, a pattern and its size, and (new projects) the yarn to reserve.
 */
export function ProjectForm({ project, handed = {} }: ProjectFormProps) {
  const navigate = useNavigate();
  const initialPattern: PatternChoice | null = project?.pattern_id
    ? {
        id: project.pattern_id,
        title: project.pattern?.title ?? project.pattern_name ?? '',
        sizes_available: project.pattern_sizes,
      }
    : (handed.pattern ?? null);
  const [pattern, setPattern] = useState(initialPattern);
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(
      project ? ProjectUpdateInputSchema : ProjectCreateInputSchema,
    ) as unknown as Resolver<ProjectFormValues>,
    defaultValues: project ? editProjectValues(project) : newProjectValues(handed),
  });
  const { save, formError } = useSaveProject(project, form.setError);
  const { control, handleSubmit, formState, setValue } = form;

  const pickPattern = (next: PatternChoice | null) => {
    setPattern(next);
    setValue('size', null);
    if (next?.craft_type) setValue('craft_type', next.craft_type);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Project form"
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack spacing={3}>
        <BasicsSection
          control={control}
          pattern={pattern}
          initialPattern={initialPattern}
          onPattern={pickPattern}
          sizes={pattern?.sizes_available ?? []}
        />
        {!project && <YarnSection control={control} />}
        <DatesSection control={control} />
        <DetailsSection control={control} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {project ? 'Save Changes' : 'Create Project'}
          </Button>
          <Button onClick={() => void navigate(-1)} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
