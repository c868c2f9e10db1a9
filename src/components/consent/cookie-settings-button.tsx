import { isAnalyticsEnabled } from '@/lib/analytics';
import { reopenConsentChoice } from '@/lib/analytics-consent';

/** Reopens the analytics choice. Without analytics configured there is no choice to make, so no button. */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  if (!isAnalyticsEnabled()) return null;
  return (
    <button type="button" className={className} onClick={reopenConsentChoice}>
      Cookie settings
    </button>
  );
}
