import type { NewsletterLinkResult } from '../../../../supabase/functions/_shared/site-links.ts';

/** What following a newsletter link came to (the newsletter Edge Function's answer). */
export type LinkResult = NewsletterLinkResult;
export type LinkAction = 'confirm' | 'unsubscribe';

/**
 * Acts on a confirmation or unsubscribe link's token, through the `newsletter` Edge Function (the service
 * role's SQL functions check the token; visitors cannot call them). Throws when the function cannot answer.
 */
export async function followNewsletterLink(action: LinkAction, token: string): Promise<LinkResult> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase.functions.invoke<{ result: LinkResult }>('newsletter', {
    body: { action, token },
  });
  if (error || !data?.result) {
    console.error(`Could not ${action} the newsletter subscription:`, error);
    throw new Error(`The newsletter link could not be followed (${action})`);
  }
  return data.result;
}
