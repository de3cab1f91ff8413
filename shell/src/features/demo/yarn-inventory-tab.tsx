import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { DEMO_YARNS, type DemoYarn } from './demo-data';
import { DemoGrid } from './demo-grid';

/** A ball of yarn drawn in the colorway's colour: the demo's image, with no file to fetch. */
function YarnBall({ yarn }: { yarn: DemoYarn }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      role="img"
      aria-label={`${yarn.name} in ${yarn.colorway}`}
      sx={{ width: 64, height: 64, flexShrink: 0 }}
    >
      <circle cx="32" cy="32" r="28" fill={yarn.image.color} />
      <g fill="none" stroke="rgba(255,255,255,0.45)" strokeWidth="2">
        <path d="M8 26c14-8 34-8 48 4" />
        <path d="M6 36c16-8 36-6 50 6" />
        <path d="M14 50c10-10 26-14 40-8" />
        <path d="M22 6c-6 16-4 36 8 54" />
      </g>
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function DemoYarnCard({ yarn }: { yarn: DemoYarn }) {
  const { skeins, grams } = yarn.quantity;
  return (
    <Card component="article" variant="outlined" aria-label={yarn.name} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <YarnBall yarn={yarn} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3">
              {yarn.name}
            </Typography>
            <Typography color="text.secondary">{yarn.brand}</Typography>
          </Box>
        </Stack>
        <Stack spacing={0.5}>
          <Fact label="Weight" value={yarn.weight} />
          <Fact label="Fiber" value={yarn.fiber} />
          <Fact label="Colorway" value={yarn.colorway} />
          <Fact label="Quantity" value={`${skeins} ${skeins === 1 ? 'skein' : 'skeins'} (${grams} g)`} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Three sample yarns, as a stash shows them. */
export function YarnInventoryTab() {
  return (
    <DemoGrid>
      {DEMO_YARNS.map((yarn) => (
        <DemoYarnCard key={yarn.id} yarn={yarn} />
      ))}
    </DemoGrid>
  );
}
