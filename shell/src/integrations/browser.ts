/** Where Connect sends the browser (a seam for tests: jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url) };
