import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { activityFeature } from '@yarn-mgmt/nest-kit/activity';

/** The patterns service's part of the dashboard's Recent Activity: its `activity` table and its feed. */
export const { entity: ActivityEntity, module: ActivityModule } = activityFeature({
  kind: 'pattern',
  path: PATTERNS_API.recentActivity,
});
