import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '@yarn-mgmt/ui';

export const PATTERN_LOAD_FAILED_TEXT = 'Error loading pattern details';

/**
 * A pattern that could not be loaded. The spec has one text for every failure, so a missing (or someone
 * else's) pattern reads the same, and both offer the way back to the library.
 */
export function PatternLoadFailure({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <LoadFailure
      error={error}
      notFoundText={PATTERN_LOAD_FAILED_TEXT}
      failedText={PATTERN_LOAD_FAILED_TEXT}
      backLabel="Back to Pattern Library"
      onBack={() => void navigate('/patterns')}
    />
  );
}
