import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PROJECT_TEXTS } from '@yarn-mgmt/contracts';
import { useActiveProjects } from '../api/get-active-projects';
import { CraftIcon } from '../components/craft-icon';
import { ProjectProgress } from '../components/project-progress';

/**
 * Exposed as `mf_projects/ActiveProjectsPanel`: the dashboard's Active Projects (spec part 1 section 2.4). A
 * failed load shows the empty state, as the dashboard shows no error states.
 */
export function ActiveProjectsPanel() {
  const navigate = useNavigate();
  const query = useActiveProjects();
  const projects = query.data ?? [];
  const create = () => void navigate('/projects/new');

  return (
    <Card component="section" aria-labelledby="active-projects-title" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="active-projects-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Active Projects
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={create}>
            New Project
          </Button>
        </Box>
        {query.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading active projects" />
        ) : projects.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <Typography color="text.secondary" gutterBottom>
              {PROJECT_TEXTS.emptyPanel}
            </Typography>
            <Button variant="contained" onClick={create}>
              Create Project
            </Button>
          </Box>
        ) : (
          <List dense disablePadding>
            {projects.map((project) => (
              <ListItem
                key={project.id}
                disableGutters
                secondaryAction={
                  <Tooltip title="Open project">
                    <IconButton
                      edge="end"
                      aria-label={`open ${project.name}`}
                      onClick={() => void navigate(`/projects/${project.id}`)}
                    >
                      <ChevronRightIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CraftIcon craft={project.pattern?.craft_type ?? project.craft_type} color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={project.name}
                  secondary={
                    <Box component="span" sx={{ display: 'block' }}>
                      {(project.pattern?.title ?? project.pattern_name) && (
                        <Box component="span" sx={{ display: 'block' }}>
                          {project.pattern?.title ?? project.pattern_name}
                        </Box>
                      )}
                      <ProjectProgress value={project.progress_percentage} caption={false} />
                    </Box>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
