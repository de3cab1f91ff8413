import { jestConfig } from '../../jest.preset.js';

export default jestConfig({ setupFiles: ['<rootDir>/jest.setup.js'] });
