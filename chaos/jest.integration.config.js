import { integration } from '../jest.preset.js';

// One launcher (REPLICAS=2) for the whole suite: its start and each fault's recovery take longer than a service's
// integration test.
export default { ...integration, testTimeout: 120_000 };
