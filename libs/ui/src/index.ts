export * from './theme/create-app-theme';
export * from './components/page-spinner';
export * from './components/page-header';
export * from './components/coming-soon';
