import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Project, RawProjectUpdateInput } from '@yarn-mgmt/contracts';
import { errorMessage, fieldErrorsFrom, useToast } from '@yarn-mgmt/web-platform';
import { useUpdateProject } from '../../../api/update-project';
import { useCreateProject } from '../api/save-project';
import type { ProjectFormApi } from '../components/project-form-control';
import { PROJECT_FORM_FIELDS, type ProjectFormField, type ProjectFormValues } from '../utils/form-values';

/** Saves the project (POST or PATCH), puts a 400's field errors on their fields, then opens the project. */
export function useSaveProject(project: Project | undefined, setError: ProjectFormApi['setError']) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateProject();
  const update = useUpdateProject();
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (values: ProjectFormValues) => {
    setFormError(null);
    let saved: Project;
    try {
      saved = project
        ? await update.mutateAsync({ id: project.id, body: values as RawProjectUpdateInput })
        : await create.mutateAsync(values);
    } catch (error) {
      for (const [field, message] of fieldErrorsFrom(error, PROJECT_FORM_FIELDS)) {
        setError(field as ProjectFormField, { type: 'server', message });
      }
      setFormError(errorMessage(error, 'Failed to save project'));
      return;
    }
    toast.success(project ? 'Project updated' : 'Project created');
    void navigate(`/projects/${saved.id}`);
  };

  return { save, formError };
}
