import type { RefObject } from 'react';
import { EmailField, TextField } from '@/components/form/controls';
import { FormSuccess, LeadFormShell } from '@/components/form/form-frame';
import { useLeadForm } from '@/components/form/use-lead-form';
import { leadLimits, type Delivered, type VisitorMail } from '@/lib/leads';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { playbookPdfPath } from '@/content/playbook';
import { requestPlaybook, validatePlaybookRequest } from '../api/request-playbook';
import { playbookMessages } from '../messages';
import { PLAYBOOK_NAME } from '../../../../supabase/functions/_shared/site-links.ts';

/** What the confirmation says of the mail: promised only when queued; otherwise the playbook is here. */
const mailWords: Record<VisitorMail, string> = {
  queued: `We've sent the ${PLAYBOOK_NAME} (a 10-page PDF) to your inbox. You do not have to wait for it: download it or read it right now.`,
  skipped: `We could not email you the ${PLAYBOOK_NAME} this time, so here it is: download the PDF or read it on this site.`,
  none: 'Download the PDF or read it on this site right now.',
};

/** The playbook's confirmation, in place of the form and on /thank-you/playbook (and its /no-mail page). */
export function PlaybookThanks({
  headingRef,
  delivered,
  frameworkPath,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
  frameworkPath: string;
}) {
  const title = delivered.visitorMail === 'queued' ? playbookMessages.success : playbookMessages.ready;
  return (
    <FormSuccess title={title} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">{mailWords[delivered.visitorMail]}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {/* A file, not a route: a plain link, so the router does not try to render it. */}
        <a href={playbookPdfPath} download className={buttonClasses('primary')}>
          Download the PDF now
        </a>
        <ButtonLink to={frameworkPath} variant="secondary">
          Open the playbook now
        </ButtonLink>
        <ArrowLink to={paths.bookCall({ source: 'monetization' })}>Book a free call to apply it</ArrowLink>
      </div>
    </FormSuccess>
  );
}

/** The playbook download: keeps the lead, then hands over the framework at once. */
export function PlaybookForm({ frameworkPath }: { frameworkPath: string }) {
  const form = useLeadForm({
    draftKey: 'playbook',
    form: 'playbook',
    initialValues: { name: '', email: '' },
    validate: validatePlaybookRequest,
    submit: requestPlaybook,
    resetOnSuccess: true,
  });

  if (form.status === 'success')
    return (
      <PlaybookThanks headingRef={form.successRef} delivered={form.delivered} frameworkPath={frameworkPath} />
    );

  return (
    <LeadFormShell
      form={form}
      failure={playbookMessages.failure}
      submitLabel="Download the Free Playbook"
      busyLabel="Downloading..."
      className="space-y-6"
      aria-describedby={`${form.formId}-intro`}
    >
      <p id={`${form.formId}-intro`} className="sr-only">
        Both fields are required.
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" maxLength={leadLimits.name} {...form.field('name')} />
        <EmailField {...form.field('email')} />
      </div>
    </LeadFormShell>
  );
}
