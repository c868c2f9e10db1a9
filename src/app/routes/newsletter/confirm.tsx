import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';

/** /newsletter/confirm#token=…, the link of the newsletter's confirmation mail. */
export function Component() {
  return <NewsletterLinkPage action="confirm" />;
}
