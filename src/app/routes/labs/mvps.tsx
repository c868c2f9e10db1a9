import { PageHero } from '@/components/marketing/blocks';
import { Section } from '@/components/ui/section';
import { LoadingState } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { MvpCatalogue } from '@/features/labs/components/mvp-catalogue';
import { mvpListPage } from '@/features/labs/data-pages';
import { Seo } from '@/lib/seo';

export const { loader } = mvpListPage;

export function Component() {
  return (
    <>
      <Seo
        title="Labs MVPs"
        description="Browse the experimental MVPs from Labs: live products, open betas and experiments in testing. Try them, request beta access or follow along."
      />
      <PageHero
        kicker="Labs"
        title="MVPs from the Lab"
        actions={[{ label: 'Submit Your Idea', to: paths.labs.submitIdea }]}
      >
        <p>
          Every experiment we are building in public: live products you can try today, betas looking for early
          users, and tests still proving their point.
        </p>
      </PageHero>
      <Section labelledBy="catalogue-heading">
        <h2 id="catalogue-heading" className="sr-only">
          All MVPs
        </h2>
        <mvpListPage.Content loading={<LoadingState label="Loading MVPs..." />}>
          {(list) => <MvpCatalogue list={list} />}
        </mvpListPage.Content>
      </Section>
    </>
  );
}
