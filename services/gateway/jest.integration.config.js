import { integration } from '../../jest.preset.js';

export default { ...integration, setupFiles: ['<rootDir>/jest.setup.js'] };
