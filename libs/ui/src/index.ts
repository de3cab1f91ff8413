export * from './theme/create-app-theme';
export * from './components/page-spinner';
export * from './components/page-header';
export * from './components/coming-soon';
export * from './components/empty-state';
export * from './components/confirm-dialog';
export * from './components/stock-bar';
export * from './components/photo-gallery';
