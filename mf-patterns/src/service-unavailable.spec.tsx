import { describeServiceAvailability } from '@yarn-mgmt/testing/web';
import { BulkUploadPage } from './features/bulk-upload/components/bulk-upload-page';
import { PatternCreatePage } from './features/pattern-form/components/pattern-form-page';

// The patterns pages that load nothing of the user's on arrival: each asks the patterns service once.
describeServiceAvailability(
  'patterns',
  [],
  [
    { name: 'Bulk Upload PDFs', path: '/patterns/bulk-upload', page: () => <BulkUploadPage /> },
    { name: 'Add Pattern', path: '/patterns/new', page: () => <PatternCreatePage /> },
  ],
);
