import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Skeleton } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PROJECT_TEXTS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { emptyStatusText } from '@yarn-mgmt/domain';
import { EmptyState, LoadMoreFooter } from '@yarn-mgmt/ui';
import type { useProjectList } from '../api/get-project-list';
import type { ProjectView } from './project-list-toolbar';
import { ProjectBoard } from './project-board';
import { ProjectTable } from './project-table';
import { LoadErrorAlert } from '@yarn-mgmt/web-platform';

export const SKELETON_COUNT = 6;

export interface ProjectListResultsProps {
  query: ReturnType<typeof useProjectList>;
  view: ProjectView;
  status: ProjectStatus | null;
  /** Filters narrow the list: an empty answer then means "nothing matches", not "no projects". */
  filtered: boolean;
  onClearFilters: () => void;
  onMove: (project: Project, status: ProjectStatus) => void;
}

/** The board or the list, with their loading, failed and empty states (spec part 1 section 2.8). */
export function ProjectListResults(props: ProjectListResultsProps) {
  const { query, view, status } = props;
  const navigate = useNavigate();
  // One array per answer (not per render), so the board's columns and cards keep their memoised parts.
  const projects = useMemo(() => query.data?.pages.flatMap((page) => page.projects) ?? [], [query.data]);

  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={120} data-testid="project-skeleton" />
        ))}
      </Box>
    );
  }
  if (!query.data) return <LoadErrorAlert error={query.error}>{PROJECT_TEXTS.loadError}</LoadErrorAlert>;

  if (projects.length === 0) {
    if (props.filtered) {
      return (
        <EmptyState
          title="No projects match these filters"
          action={<Button onClick={props.onClearFilters}>Clear filters</Button>}
        />
      );
    }
    return (
      <EmptyState
        title={status ? emptyStatusText(status) : PROJECT_TEXTS.emptyAll}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/projects/new')}>
            Create Project
          </Button>
        }
      />
    );
  }

  return (
    <>
      {view === 'kanban' ? (
        <ProjectBoard projects={projects} onMove={props.onMove} />
      ) : (
        <ProjectTable projects={projects} />
      )}
      <LoadMoreFooter {...query} errorText="Could not load more projects." />
    </>
  );
}
