import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { YarnItem } from '@yarn-mgmt/contracts';
import { countText, yardsText } from '@yarn-mgmt/domain';
import { PROJECTS_UNAVAILABLE_TEXT } from './projects-tab';

const amount = (skeins: number, yards: number) =>
  `${countText(skeins)} ${skeins === 1 ? 'skein' : 'skeins'} · ${yardsText(yards)} yards`;

/**
 * Yarn set aside for projects: still in the stash (the amounts above include it), not free for another project
 * (DECISIONS 24).
 */
export function ReservedForProjects({ yarn }: { yarn: Pick<YarnItem, 'reserved' | 'projects_unavailable'> }) {
  const reserved = yarn.reserved;
  const some = reserved && (reserved.skeins > 0 || reserved.yards > 0 || reserved.projects.length > 0);
  return (
    <Box component="section" aria-label="Reserved for projects">
      <Typography variant="subtitle2">Reserved for projects</Typography>
      {yarn.projects_unavailable ? (
        <Typography variant="body2" color="text.secondary">
          {PROJECTS_UNAVAILABLE_TEXT}
        </Typography>
      ) : !some ? (
        <Typography variant="body2" color="text.secondary">
          None reserved
        </Typography>
      ) : (
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
      )}
    </Box>
  );
}
