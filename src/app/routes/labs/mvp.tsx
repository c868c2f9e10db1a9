import { MvpDetail } from '@/features/labs/components/mvp-detail';
import { MvpPage } from '@/features/labs/components/mvp-page';
import { mvpDetailPage } from '@/features/labs/data-pages';

export const { loader } = mvpDetailPage;

export function Component() {
  return <MvpPage page={mvpDetailPage}>{(mvp) => <MvpDetail mvp={mvp} />}</MvpPage>;
}
