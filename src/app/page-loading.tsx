import { LoadingState } from '@/components/ui/status-message';

export function PageLoading() {
  return <LoadingState label="Loading..." />;
}
