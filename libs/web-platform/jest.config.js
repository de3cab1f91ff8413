export { default } from '../../jest.preset.web.js';
