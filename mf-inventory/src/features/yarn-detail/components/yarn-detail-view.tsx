import { Box, Chip, Stack } from '@mui/material';
import type { Yarn } from '@yarn-mgmt/contracts';
import { ConfirmDialog } from '@yarn-mgmt/ui';
import { PageRoot } from '../../../components/page-root';
import { useYarnActions } from '../hooks/use-yarn-actions';
import { PRINT_STYLES } from '../utils/print-styles';
import { RecordUsageDialog } from './record-usage-dialog';
import { ShareDialog } from './share-dialog';
import { YarnDetailHeader } from './yarn-detail-header';
import { YarnDetailTabs } from './yarn-detail-tabs';
import { YarnPhotosPanel } from './yarn-photos-panel';

/** A loaded yarn: header and actions, tags, the four tabs and the photos. */
export function YarnDetailView({ yarn }: { yarn: Yarn }) {
  const actions = useYarnActions(yarn);
  return (
    <PageRoot>
      <style>{PRINT_STYLES}</style>
      <Box className="yarn-print-area">
        <YarnDetailHeader yarn={yarn} actions={actions} />
        {yarn.tags.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="Tags">
            {yarn.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Stack>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <YarnDetailTabs yarn={yarn} actions={actions} />
          <YarnPhotosPanel photos={yarn.photos} />
        </Box>
      </Box>
      <ConfirmDialog
        open={actions.confirmingDelete}
        title="Delete Yarn?"
        message="This action cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={actions.deleting}
        onCancel={() => actions.setConfirmingDelete(false)}
        onConfirm={actions.deleteYarn}
      />
      <RecordUsageDialog
        open={actions.usageOpen}
        skeinsRemaining={yarn.skeins_remaining}
        remainingYardage={yarn.remaining_yardage}
        busy={actions.recordingUsage}
        onClose={() => actions.setUsageOpen(false)}
        onSubmit={actions.recordUsage}
      />
      <ShareDialog link={actions.shareLink} onClose={actions.closeShare} />
    </PageRoot>
  );
}
