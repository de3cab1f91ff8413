/** Print Details: print only the yarn, not the app chrome (side panel, top bar, buttons, chat widget). */
export const PRINT_STYLES = `
@media print {
  body * { visibility: hidden !important; }
  .yarn-print-area, .yarn-print-area * { visibility: visible !important; }
  .yarn-print-area { position: absolute; inset: 0; padding: 16px; }
  .yarn-print-area .no-print, .yarn-print-area .no-print * { display: none !important; }
  .MuiDrawer-root, .MuiAppBar-root, .MuiFab-root, .MuiSnackbar-root { display: none !important; }
}
`;
