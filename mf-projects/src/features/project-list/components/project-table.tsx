import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Project } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { CraftIcon } from '../../../components/craft-icon';
import { ProjectProgress } from '../../../components/project-progress';
import { StatusChip } from '../../../components/status-chip';
import { patternTitleOf } from './project-card-body';

const Row = memo(function Row({ project }: { project: Project }) {
  const format = useFormatters();
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CraftIcon
            craft={project.pattern?.craft_type ?? project.craft_type}
            fontSize="small"
            color="action"
          />
          <Link component={RouterLink} to={`/projects/${project.id}`} underline="hover">
            {project.name}
          </Link>
        </Box>
      </TableCell>
      <TableCell>{patternTitleOf(project) ?? '–'}</TableCell>
      <TableCell>
        <StatusChip status={project.status} />
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <ProjectProgress value={project.progress_percentage} />
      </TableCell>
      <TableCell>{format.date(project.start_date) ?? '–'}</TableCell>
      <TableCell>{format.date(project.target_completion_date) ?? '–'}</TableCell>
    </TableRow>
  );
});

/** The list view: a row per project with its status, progress and dates. */
export function ProjectTable({ projects }: { projects: Project[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Projects">
        <TableHead>
          <TableRow>
            <TableCell>Project</TableCell>
            <TableCell>Pattern</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Progress</TableCell>
            <TableCell>Started</TableCell>
            <TableCell>Target</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => (
            <Row key={project.id} project={project} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
