import {
  NewProjectHandoffSchema,
  readHandoff,
  type NewProjectHandoff,
  type Project,
  type RawProjectCreateInput,
} from '@yarn-mgmt/contracts';

/** The form's values: the create body's fields (an edit leaves out the yarn, which the project page manages). */
export type ProjectFormValues = Omit<RawProjectCreateInput, 'allocations' | 'project_name' | 'photos'>;
export type ProjectFormField = keyof ProjectFormValues;

/** What /projects/new may be handed (spec part 1 section 2.1): a yarn or a pattern, chosen elsewhere. */
export type NewProjectState = Omit<NewProjectHandoff, 'v'>;

/** A pattern as the form needs it: its id and title, and its sizes and craft when known. */
export type PatternChoice = NonNullable<NewProjectHandoff['pattern']>;

/** The handoff another remote made (checked against its contract); anything else is a page opened directly. */
export function readNewProjectState(state: unknown): NewProjectState {
  const handed = readHandoff(NewProjectHandoffSchema, state);
  return { yarn: handed?.yarn, pattern: handed?.pattern };
}

/** A new project: queued (DECISIONS 1), knitting, nothing else decided; the handed yarn or pattern chosen. */
export function newProjectValues(state: NewProjectState): ProjectFormValues {
  return {
    name: '',
    pattern_id: state.pattern?.id ?? null,
    yarn_inventory_ids: state.yarn ? [state.yarn.id] : [],
    status: 'queued',
    craft_type: state.pattern?.craft_type ?? 'knitting',
    ...emptyFields,
  };
}

const emptyFields = {
  size: null,
  start_date: null,
  end_date: null,
  progress_percentage: 0,
  notes: null,
  priority: null,
  target_completion_date: null,
  recipient: null,
  size_made: null,
  needle_size: null,
  gauge_achieved: null,
  total_rows: null,
} satisfies Partial<ProjectFormValues>;

export const PROJECT_FORM_FIELDS = Object.keys({
  ...emptyFields,
  name: '',
  pattern_id: null,
  yarn_inventory_ids: [],
  status: 'queued',
  craft_type: 'knitting',
}) as ProjectFormField[];

/** A saved project as the edit form's values (its yarn is managed on its page, so not here). */
export function editProjectValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    pattern_id: project.pattern_id,
    status: project.status,
    craft_type: project.craft_type,
    size: project.size,
    start_date: project.start_date?.slice(0, 10) ?? null,
    end_date: project.end_date?.slice(0, 10) ?? null,
    progress_percentage: project.progress_percentage,
    notes: project.notes,
    priority: project.priority,
    target_completion_date: project.target_completion_date?.slice(0, 10) ?? null,
    recipient: project.recipient,
    size_made: project.size_made,
    needle_size: project.needle_size,
    gauge_achieved: project.gauge_achieved,
    total_rows: project.total_rows,
  };
}
