import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import type { YarnReserved } from '@yarn-mgmt/contracts';
import { countText, yardsText } from '@yarn-mgmt/domain';
import type { YarnProjectsQuery } from '../api/get-yarn-projects';
import { PROJECTS_UNAVAILABLE_TEXT } from './projects-tab';

const amount = (skeins: number, yards: number) =>
  `${countText(skeins)} ${skeins === 1 ? 'skein' : 'skeins'} · ${yardsText(yards)} yards`;

function Reserved({ reserved }: { reserved: YarnReserved }) {
  if (reserved.skeins <= 0 && reserved.yards <= 0 && reserved.projects.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None reserved
      </Typography>
    );
  }
  return (
    <>
      <Typography>{amount(reserved.skeins, reserved.yards)}</Typography>
      <List dense disablePadding>
        {reserved.projects.map((project) => (
          <ListItem key={project.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/projects/${project.id}`}>
                  {project.name}
                </Link>
              }
              secondary={amount(project.skeins, project.yards)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * Yarn set aside for projects: still in the stash (the amounts above include it), not free for another project
 * (DECISIONS 24).
 */
export function ReservedForProjects({ projects }: { projects: YarnProjectsQuery }) {
  return (
    <Box component="section" aria-label="Reserved for projects">
      <Typography variant="subtitle2">Reserved for projects</Typography>
      {projects.isPending ? (
        <Skeleton variant="text" width="40%" aria-label="Loading reserved yarn" />
      ) : projects.isError ? (
        <Typography variant="body2" color="text.secondary">
          {PROJECTS_UNAVAILABLE_TEXT}
        </Typography>
      ) : (
        <Reserved reserved={projects.data.reserved} />
      )}
    </Box>
  );
}
