// One setup for every front-end test suite.
// jsdom lacks TextEncoder (react-router needs it at import time) and matchMedia (the shell's layout picks the
// permanent side panel at `sm` and up): suites run as a desktop unless they set `window.innerWidth` lower.
/* global window */
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom lacks structuredClone too (MUI X Charts' gestures clone their options with it); v8's serializer is the same
// algorithm.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

window.matchMedia = (query) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const width = window.innerWidth;
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
};
// findBy/waitFor patience when Nx runs several test suites on two cores (a whole app rendered in jsdom has taken
// over 5 s to show its page under CI's load).
configure({ asyncUtilTimeout: 12_000 });
