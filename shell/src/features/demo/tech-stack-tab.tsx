import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { TECH_STACK, type TechStackGroup } from './demo-data';
import { DemoGrid } from './demo-grid';

function StackGroupCard({ group }: { group: TechStackGroup }) {
  const headingId = `demo-stack-${group.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {group.title}
        </Typography>
        <List dense aria-labelledby={headingId}>
          {group.items.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** What the platform runs on, grouped by layer. */
export function TechStackTab() {
  return (
    <DemoGrid>
      {TECH_STACK.map((group) => (
        <StackGroupCard key={group.title} group={group} />
      ))}
    </DemoGrid>
  );
}
