export { default } from '../jest.preset.js';
