import { describeServiceAvailability } from '@yarn-mgmt/testing/web';
import { ProjectCreatePage } from './features/project-form/components/project-form-page';

// New Project loads only other services' lists on arrival: it asks the projects service once whether it answers.
describeServiceAvailability('projects', { all: 0 }, [
  { name: 'New Project', path: '/projects/new', page: () => <ProjectCreatePage />, button: 'Create Project' },
]);
