import { Alert, Button, Paper, Typography } from '@mui/material';
import { PROJECT_TEXTS, type Project, type RawShoppingListItemCreateInput } from '@yarn-mgmt/contracts';
import { runOutText, yardsText } from '@yarn-mgmt/domain';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useAddToShoppingList } from '../api/add-to-shopping-list';

export const RUN_OUT_UNKNOWN_TEXT =
  'Choose a pattern that gives its yardage (and the size you are making) to see whether your yarn is enough.';

/** The shopping-list row for the shortfall: skeins of the short line when known, else yards. */
export function shortfallItem(project: Project): RawShoppingListItemCreateInput | null {
  const runOut = project.run_out;
  if (!runOut || runOut.enough) return null;
  const yarn = project.allocations.find((allocation) => allocation.line === runOut.line);
  const name = yarn ? `${yarn.brand} ${yarn.line}${yarn.colorway ? ` - ${yarn.colorway}` : ''}` : runOut.line;
  const skeins = runOut.short_by_skeins;
  return {
    name: name ?? `Yarn for ${project.name}`,
    quantity: skeins ?? Math.min(10_000, Math.ceil(runOut.short_by_yards)),
    unit: skeins === null ? 'yards' : 'skeins',
    notes: `Short for ${project.name}`,
    yarn_id: yarn?.yarn_id ?? null,
  };
}

/** "Enough yarn", or "Short by N yds (about k skeins of <line>)" with the shortfall's way to the shopping list. */
export function RunOutCard({ project }: { project: Project }) {
  const toast = useToast();
  const add = useAddToShoppingList();
  const runOut = project.run_out;
  const item = shortfallItem(project);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Yarn needed">
      <Typography variant="h6" component="h2" gutterBottom>
        Yarn needed
      </Typography>
      {!runOut ? (
        <Typography color="text.secondary">{RUN_OUT_UNKNOWN_TEXT}</Typography>
      ) : (
        <Alert
          severity={runOut.enough ? 'success' : 'warning'}
          // On a phone the action goes under the text instead of squeezing it.
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-message': { flex: '1 1 12rem' } }}
          action={
            item && (
              <Button
                color="inherit"
                size="small"
                disabled={add.isPending}
                onClick={() =>
                  add.mutate(item, {
                    onSuccess: () => toast.success('Added to shopping list'),
                    onError: (error) =>
                      toast.error(serverErrorMessage(error, 'Failed to add to shopping list')),
                  })
                }
              >
                {PROJECT_TEXTS.addToShoppingList}
              </Button>
            )
          }
        >
          {runOutText(runOut)}
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            The pattern needs {yardsText(runOut.needed_yards)} yds
            {project.size ? ` in size ${project.size}` : ''}; {yardsText(runOut.reserved_yards)} yds are set
            aside.
          </Typography>
        </Alert>
      )}
    </Paper>
  );
}
