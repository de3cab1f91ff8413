import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link, Typography } from '@mui/material';
import { PROJECT_PRIORITY_LABELS, type Project } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { CraftIcon } from '../../../components/craft-icon';
import { ProjectProgress } from '../../../components/project-progress';

/** The pattern a project follows, as the card and the list name it. */
export function patternTitleOf(project: Pick<Project, 'pattern' | 'pattern_name'>): string | null {
  return project.pattern?.title ?? project.pattern_name;
}

/**
 * What a board card shows. Memoised on the project object: the list query shares unchanged rows between
 * fetches, so a move re-renders two cards, not five hundred.
 */
export const ProjectCardBody = memo(function ProjectCardBody({ project }: { project: Project }) {
  const format = useFormatters();
  const pattern = patternTitleOf(project);
  const target = format.date(project.target_completion_date);
  return (
    <>
      {/* Room on the right for the board card's move button. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 3 }}>
        <CraftIcon
          craft={project.pattern?.craft_type ?? project.craft_type}
          fontSize="small"
          color="action"
        />
        <Link
          component={RouterLink}
          to={`/projects/${project.id}`}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          // A press on the name opens the project; it must not start a drag.
          onPointerDown={(event) => event.stopPropagation()}
        >
          {project.name}
        </Link>
      </Box>
      {pattern && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {pattern}
        </Typography>
      )}
      <Box sx={{ my: 1 }}>
        <ProjectProgress value={project.progress_percentage} />
      </Box>
      {(project.priority || target) && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {project.priority && (
            <Chip size="small" label={`${PROJECT_PRIORITY_LABELS[project.priority]} priority`} />
          )}
          {target && (
            <Typography variant="caption" color="text.secondary">
              Target {target}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
});
