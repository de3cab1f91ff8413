import { useState } from 'react';
import { Box, Button, Paper, Stack, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ScraperTarget } from '@yarn-mgmt/contracts';
import { ConfirmDialog, EmptyState, PageHeader, PageSpinner } from '@yarn-mgmt/ui';
import { LoadErrorAlert, useAuth } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useScraperActions } from '../hooks/use-scraper-actions';
import { TARGETS_LOAD_FAILED_TEXT, useScraperAdminData } from '../hooks/use-scraper-admin-data';
import { HealthTable } from './health-table';
import { LogsTable } from './logs-table';
import { ScraperStats } from './scraper-stats';
import { ScraperTargetDialog } from './scraper-target-dialog';
import { TargetsTable } from './targets-table';

const TABS = ['Scraper Targets', 'Health Status', 'Execution Logs'] as const;

/** /scraper-admin (admins, DECISIONS 9): targets, their health and runs; a running scrape refreshes by itself. */
export function ScraperAdminPage() {
  const { isAdmin } = useAuth();
  const { targets, status, logs, refresh } = useScraperAdminData();
  const actions = useScraperActions();
  const [tab, setTab] = useState(0);
  const [editing, setEditing] = useState<ScraperTarget | 'new' | false>(false);

  return (
    <PageRoot>
      <PageHeader
        title="Scraper Admin"
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button startIcon={<RefreshIcon />} onClick={refresh}>
              Refresh
            </Button>
            {isAdmin && (
              <Button
                startIcon={<OpenInNewIcon />}
                onClick={actions.openQueues}
                disabled={actions.openingQueues}
              >
                Queues
              </Button>
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Add Target
            </Button>
          </Stack>
        }
      />
      <ScraperStats targets={targets} scrapers={status} logs={logs} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label="Scraper admin">
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }} role="tabpanel" aria-label={TABS[tab]}>
          {tab === 0 &&
            (targets.isPending ? (
              <PageSpinner />
            ) : !targets.data ? (
              <LoadErrorAlert error={targets.error}>{TARGETS_LOAD_FAILED_TEXT}</LoadErrorAlert>
            ) : (
              <>
                <TargetsTable
                  targets={targets.data}
                  triggering={actions.triggering}
                  onRun={actions.run}
                  onRunAll={actions.runAll}
                  onEdit={setEditing}
                  onDelete={actions.askDelete}
                />
                {targets.data.length === 0 && <EmptyState title="No scraper targets yet" />}
              </>
            ))}
          {tab === 1 && <HealthTable scrapers={status.data ?? []} />}
          {tab === 2 && <LogsTable logs={logs.data ?? []} />}
        </Box>
      </Paper>
      <ScraperTargetDialog target={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog {...actions.deleteDialog} />
    </PageRoot>
  );
}
