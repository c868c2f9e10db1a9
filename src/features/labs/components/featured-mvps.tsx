import { LoadError } from '@/components/ui/status-message';
import type { MvpList } from '../api/mvps';
import { catalogueMessages } from '../messages';
import { MvpCard } from './mvp-card';

/**
 * The Labs landing page's builds: the MVPs the owner marks `featured` in the catalogue, as catalogue cards,
 * so their status, figures and buttons are the ones every other page shows.
 */
export function FeaturedMvps({ list }: { list: MvpList }) {
  if (list.failed) return <LoadError message={catalogueMessages.failure} />;
  const featured = list.mvps.filter((mvp) => mvp.featured);
  if (featured.length === 0) return null;
  return (
    <ul className="mt-10 grid gap-8 md:grid-cols-2">
      {featured.map((mvp) => (
        <MvpCard key={mvp.id} mvp={mvp} />
      ))}
    </ul>
  );
}
