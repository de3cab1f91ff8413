import { useNavigate } from 'react-router-dom';
import { Box, Skeleton, Typography } from '@mui/material';
import { PatternCard } from '../../../components/pattern-card';
import { useSimilarPatterns } from '../api/get-similar';

/** Up to four of the user's other patterns like this one; each opens its own page. */
export function SimilarPatterns({ patternId }: { patternId: string }) {
  const navigate = useNavigate();
  const similar = useSimilarPatterns(patternId, true);
  // Recommendations are a bonus: a failure or none at all leaves the section out rather than alarming anyone.
  if (similar.isError || (similar.data && similar.data.length === 0)) return null;
  return (
    <Box component="section" aria-label="Similar Patterns" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Similar Patterns
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {similar.data
          ? similar.data.map((pattern) => (
              <PatternCard
                key={pattern.id}
                pattern={pattern}
                onOpen={() => void navigate(`/patterns/${pattern.id}`)}
              />
            ))
          : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={200} />)}
      </Box>
    </Box>
  );
}
