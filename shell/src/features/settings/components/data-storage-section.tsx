import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ExportFormat, Settings } from '@yarn-mgmt/contracts';
import { formatStorageSize, storageUsedPercent } from '@yarn-mgmt/domain';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useClearCache } from '../api/clear-cache';
import { useExportData } from '../api/export-data';
import { importSummary, useImportData } from '../api/import-data';
import { ExportDialog } from './export-dialog';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** Data & Storage (spec part 2 sections 2, 7, 9; DECISIONS 11): real usage, export (json, csv, zip), import, clear cache. */
export function DataStorageSection({ settings }: { settings: Settings }) {
  const toast = useToast();
  const exporter = useExportData();
  const importer = useImportData();
  const clearCache = useClearCache();
  const [exportOpen, setExportOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { storage_used: used, storage_limit: limit, photo_count: photos, pattern_count: patterns } = settings;

  const runExport = (format: ExportFormat) => {
    exporter.mutate(format, {
      onSuccess: () => toast.success('Data exported successfully'),
      onError: () => toast.error('Failed to export data'),
      onSettled: () => setExportOpen(false),
    });
  };

  const runImport = (file: File | undefined) => {
    if (!file) return;
    setOutcome(null);
    importer.mutate(file, {
      onSuccess: (answer) => {
        const text = importSummary(answer);
        setOutcome({ severity: 'success', text });
        toast.success(text);
      },
      onError: (error) => {
        const text = serverErrorMessage(error, 'Failed to import data');
        setOutcome({ severity: 'error', text });
        toast.error(text);
      },
    });
  };

  const runClearCache = () => {
    clearCache.mutate(undefined, {
      onSuccess: () => toast.success('Cache cleared successfully'),
      onError: (error) => toast.error(serverErrorMessage(error, 'Failed to clear cache')),
    });
  };

  return (
    <Stack spacing={2}>
      <Box>
        <LinearProgress
          variant="determinate"
          value={storageUsedPercent(used, limit)}
          aria-label="Storage used"
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`${formatStorageSize(used)} of ${formatStorageSize(limit)} used`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Photos: ${photos} · Patterns: ${patterns}`}
        </Typography>
        {(settings.storage_unavailable?.length ?? 0) > 0 && (
          <Typography variant="caption" color="text.secondary">
            Some storage could not be counted just now ({settings.storage_unavailable?.join(', ')}).
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setExportOpen(true)}>
          Export Data
        </Button>
        <Button variant="outlined" component="label" disabled={importer.isPending}>
          {importer.isPending ? 'Importing...' : 'Import Data'}
          <input
            hidden
            type="file"
            accept="application/json,.json,application/zip,.zip"
            aria-label="Import file"
            onChange={(event) => {
              runImport(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Button variant="outlined" onClick={runClearCache} disabled={clearCache.isPending}>
          Clear Cache
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
      <ExportDialog
        open={exportOpen}
        busy={exporter.isPending}
        onExport={runExport}
        onCancel={() => setExportOpen(false)}
      />
    </Stack>
  );
}
