// jsdom lacks TextEncoder, which react-router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// findBy/waitFor patience when Nx runs several test suites on two cores.
configure({ asyncUtilTimeout: 5000 });
