import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '@yarn-mgmt/ui';

/** A yarn entry that could not be loaded: "Yarn not found" or "Failed to load yarn details", and the way back. */
export function YarnLoadFailure({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <LoadFailure
      error={error}
      notFoundText="Yarn not found"
      failedText="Failed to load yarn details"
      backLabel="Back to Inventory"
      onBack={() => void navigate('/yarn')}
    />
  );
}
