import { jestConfig, NEST_FIRST_SETUP } from '../../jest.preset.js';

export default jestConfig({ setupFiles: [NEST_FIRST_SETUP] });
