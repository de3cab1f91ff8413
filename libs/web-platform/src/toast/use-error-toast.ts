import { useEffect } from 'react';
import { useToast } from './toast';

/**
 * Shows `message` as an error toast each time a query fails (once per failure, not on every render). Pass the
 * query's `isError` and `errorUpdatedAt`, so a later failure of the same query toasts again.
 */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }, message: string): void {
  const toast = useToast();
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, errorUpdatedAt, message, toast]);
}
