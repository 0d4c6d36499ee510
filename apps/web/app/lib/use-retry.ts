import { useCallback } from 'react';
import { useRevalidator } from 'react-router';

/**
 * 'Try Again' on an account page whose loader failed: run the page's loaders again (no request of
 * the page's own, no hand-made loading state). `retrying` is true until the new data is in.
 */
export function useRetry(): { retry: () => void; retrying: boolean } {
  const revalidator = useRevalidator();
  const retry = useCallback(() => void revalidator.revalidate(), [revalidator]);
  return { retry, retrying: revalidator.state === 'loading' };
}
