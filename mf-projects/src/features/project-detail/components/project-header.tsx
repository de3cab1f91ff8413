import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
} from '@yarn-mgmt/contracts';
import { CraftIcon } from '../../../components/craft-icon';
import type { ProjectActions } from '../hooks/use-project-actions';

/** Back, the project's name with its craft, its status (changed here as on the board), Edit and Delete. */
export function ProjectHeader({ project, actions }: { project: Project; actions: ProjectActions }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={actions.back} sx={{ mb: 1 }}>
        Back to Projects
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <CraftIcon craft={project.pattern?.craft_type ?? project.craft_type} color="action" />
        <Typography
          variant="h4"
          component="h1"
          sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {project.name}
        </Typography>
        <TextField
          select
          size="small"
          label="Status"
          value={project.status}
          onChange={(event) => actions.changeStatus(event.target.value as ProjectStatus)}
          sx={{ minWidth: 150 }}
        >
          {PROJECT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {PROJECT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={actions.edit}>
          Edit
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={actions.deleteProject}
          disabled={actions.deleting}
        >
          Delete
        </Button>
      </Box>
    </Box>
  );
}
