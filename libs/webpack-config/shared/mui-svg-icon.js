// What the apps share as `@mui/material/SvgIcon` (index.mjs, sharedDependencies): the shared @mui/material's own
// SvgIcon. @mui/icons-material imports this subpath; shared as itself it was a second 65 KB copy of MUI's styling
// code (20 KB as brotli on every first page) beside the @mui/material singleton that already holds it (issue 23).
export { SvgIcon as default, createSvgIcon, svgIconClasses, getSvgIconUtilityClass } from '@mui/material';
