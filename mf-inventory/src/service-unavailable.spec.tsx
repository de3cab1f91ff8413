import { describeServiceAvailability } from '@yarn-mgmt/testing/web';
import { YarnCreatePage } from './features/yarn-form/components/yarn-form-page';

// Add Yarn loads nothing of the user's on arrival: it asks the inventory service once whether it answers.
describeServiceAvailability('inventory', { total: 0 }, [
  { name: 'Add Yarn', path: '/yarn/new', page: () => <YarnCreatePage />, button: 'Save Yarn' },
]);
