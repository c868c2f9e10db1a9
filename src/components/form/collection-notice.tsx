import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { leadRetentionMonths } from '@/config/retention';
import { site } from '@/config/site';
import type { LeadForm } from '@/lib/leads';

/** Why each form's details are kept: what the studio does with them (a form added later says "to answer you"). */
const purposes: Partial<Record<LeadForm, string>> = {
  idea: 'to review your idea and reply',
  'founder-inquiry': 'to answer your request',
  'expert-application': 'to review your application',
  question: 'to answer your question',
  playbook: 'to send you the playbook',
  'beta-access': 'to answer your request',
  diagnostic: 'to send you your analysis',
  newsletter: 'to send you the newsletter',
};

/** The sentence of the notice: who keeps what the visitor sends, why and how long. */
export function collectionNotice(form: LeadForm, months = leadRetentionMonths): string {
  const kept =
    form === 'newsletter'
      ? 'until you unsubscribe'
      : `for ${months} months after our last contact, then we anonymise it`;
  return `${site.name} keeps what you send here ${purposes[form] ?? 'to answer you'}, ${kept}.`;
}

/**
 * The line every lead form carries where it collects (the ICO's right to be informed): who keeps the
 * details, why, for how long, and the privacy policy. In the text's own colour, so it reads on a light
 * form and on the newsletter's dark band alike.
 */
export function CollectionNotice({ form, className = 'mt-4' }: { form: LeadForm; className?: string }) {
  return (
    <p className={`${className} text-sm`}>
      {collectionNotice(form)}{' '}
      <Link to={paths.privacy} className="font-semibold underline underline-offset-2">
        Privacy Policy
      </Link>
    </p>
  );
}
