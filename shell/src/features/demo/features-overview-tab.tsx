import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { DEMO_FEATURES, type DemoFeature, type FeatureAvailability } from './demo-features';
import { DemoGrid } from './demo-grid';

function FeatureCard({ feature }: { feature: DemoFeature }) {
  const available = feature.availability === 'Available';
  return (
    <Card component="article" variant="outlined" aria-label={feature.title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h3">
            {feature.title}
          </Typography>
          <Chip
            size="small"
            label={feature.availability}
            color={available ? 'success' : 'default'}
            icon={available ? <CheckCircleIcon /> : <ScheduleIcon />}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {feature.description}
        </Typography>
      </CardContent>
    </Card>
  );
}

function FeatureSection({ availability }: { availability: FeatureAvailability }) {
  const features = DEMO_FEATURES.filter((feature) => feature.availability === availability);
  if (features.length === 0) return null;
  const headingId = `demo-features-${availability === 'Available' ? 'available' : 'coming-soon'}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {availability}
      </Typography>
      <DemoGrid>
        {features.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </DemoGrid>
    </Box>
  );
}

/** What the platform does today, and what it will do next. */
export function FeaturesOverviewTab() {
  return (
    <>
      <FeatureSection availability="Available" />
      <FeatureSection availability="Coming Soon" />
    </>
  );
}
