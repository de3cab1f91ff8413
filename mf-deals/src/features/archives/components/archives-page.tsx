import { Pagination, Paper, Stack } from '@mui/material';
import { ConfirmDialog, EmptyState, PageHeader, PageSpinner } from '@yarn-mgmt/ui';
import { LoadErrorAlert } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useArchiveActions } from '../hooks/use-archive-actions';
import { useArchiveBrowser } from '../hooks/use-archive-browser';
import { ArchiveFilters } from './archive-filters';
import { ArchiveList } from './archive-list';
import { ArchiveStatsCards } from './archive-stats';
import { ArchiveViewer } from './archive-viewer';

/** /archives (admins, DECISIONS 9): the archived pages, searchable, viewable in a sandboxed frame. */
export function ArchivesPage() {
  const browser = useArchiveBrowser();
  const actions = useArchiveActions();
  return (
    <PageRoot>
      <PageHeader title="Archives" />
      <ArchiveStatsCards />
      <ArchiveFilters
        search={browser.search}
        onSearch={browser.setSearch}
        targetId={browser.targetId}
        onTarget={browser.setTargetId}
        onApply={browser.apply}
        onCleanup={actions.askCleanup}
      />
      <Paper variant="outlined">
        {browser.loading ? (
          <PageSpinner />
        ) : browser.failure ? (
          <LoadErrorAlert error={browser.failure.error}>{browser.failure.text}</LoadErrorAlert>
        ) : browser.archives.length === 0 ? (
          <EmptyState title="No archives found" />
        ) : (
          <ArchiveList
            archives={browser.archives}
            onView={actions.view}
            onDownload={actions.download}
            onDelete={actions.askDelete}
          />
        )}
      </Paper>
      {browser.pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={browser.pages}
            page={browser.page}
            onChange={(_event, page) => browser.setPage(page)}
            color="primary"
          />
        </Stack>
      )}
      <ArchiveViewer
        view={actions.viewing}
        downloading={actions.downloading}
        onClose={actions.closeView}
        onDownload={() => actions.viewing && actions.download(actions.viewing.archive)}
      />
      <ConfirmDialog {...actions.deleteDialog} />
      <ConfirmDialog {...actions.cleanupDialog} />
    </PageRoot>
  );
}
