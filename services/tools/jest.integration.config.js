export { integration as default } from '../../jest.preset.js';
