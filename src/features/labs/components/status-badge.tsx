import type { MvpStatus } from '../api/mvps';
import { statusBadges } from '../lib/catalogue';

export function StatusBadge({ status }: { status: MvpStatus }) {
  const badge = statusBadges[status];
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}>
      <span className="sr-only">Status: </span>
      {badge.label}
    </span>
  );
}
