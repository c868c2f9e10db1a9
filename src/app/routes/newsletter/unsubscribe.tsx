import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';

/** /newsletter/unsubscribe#token=…, the unsubscribe link in every mail to a subscriber. */
export function Component() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
