import { integration, NEST_FIRST_SETUP } from '../../jest.preset.js';

export default { ...integration, setupFiles: [NEST_FIRST_SETUP] };
