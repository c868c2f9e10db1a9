import type { LegalBlock, LegalPageContent } from '@/components/marketing/legal-page';
import { paths } from '@/config/paths';
import { leadRetentionMonths } from '@/config/retention';
import { site } from '@/config/site';
import { isAnalyticsEnabled } from '@/lib/analytics';
import { isErrorReportingEnabled } from '@/lib/error-reporting';
import { afterCall, freeCall, promises, roadmapPromise } from '../../supabase/functions/_shared/promises.ts';

const effectiveDate = 'January 15, 2025';

const contactBlocks = [
  { kind: 'paragraph', text: `${site.name}` },
  { kind: 'paragraph', text: site.postalAddress },
  { kind: 'paragraph', text: `Support email: ${site.email}` },
  { kind: 'paragraph', text: `Phone: ${site.phone}` },
  { kind: 'paragraph', text: `Hours: ${site.supportHours}` },
] as const;

/** What the privacy page says about error reports: the build knows whether an error service is configured. */
function errorReportBlocks(): LegalBlock[] {
  if (!isErrorReportingEnabled()) {
    return [{ kind: 'paragraph', text: 'This site currently sends no error reports.' }];
  }
  return [
    {
      kind: 'paragraph',
      text: 'When something on a page breaks (an error in our code, a part of the site that fails to load, or a request of yours we could not deliver), your browser sends a report to Sentry, our error-reporting service, so we can fix it. A report holds the technical description of the error and where in our code it happened, the page\'s address without anything after "?" or "#", and your browser\'s name and version.',
    },
    {
      kind: 'paragraph',
      text: 'It never holds what you typed into a form: email addresses are removed from it before it leaves your browser, and it records no clicks, no keystrokes and no recording of your visit. Nothing is sent while nothing breaks, and no cookie is set. We send these reports without asking, as keeping the site working is our legitimate interest; Sentry, like any server, sees the network address your browser connects from, and we have asked it not to store it.',
    },
  ];
}

/** What the privacy page says about analytics: the build knows whether analytics is configured at all. */
function analyticsBlocks(): LegalBlock[] {
  if (!isAnalyticsEnabled()) {
    return [
      {
        kind: 'paragraph',
        text: 'This site currently runs no analytics: it loads no analytics script and sets no cookies.',
      },
    ];
  }
  return [
    {
      kind: 'paragraph',
      text: 'If you accept, we use Google Analytics 4 to count the pages you view (their address) and the forms you send (which form and where, never what you typed). Google Analytics sets cookies (_ga and _ga_ followed by our id) to tell your later visits apart, and Google processes this data for us under its own terms.',
    },
    {
      kind: 'paragraph',
      text: 'With the same consent we measure how fast each page is for you, with Google\'s web-vitals code: how long its largest element took to appear, how long the page took to respond to your slowest tap or key press, and how much its layout moved. Each measure goes to Google Analytics with the page\'s address and the technical name of the part of the page concerned (such as "button" or "h1"), never its text or what you typed.',
    },
    {
      kind: 'paragraph',
      text: 'It runs only after you accept in the banner that asks on your first visit. Until then, and if you decline, no Google script is loaded and nothing is sent to Google. Advertising features stay off either way: we run no ads.',
    },
    {
      kind: 'paragraph',
      text: 'Your choice is kept in your browser (local storage, not a cookie) so we do not ask on every page. If what we measure changes, we ask again.',
    },
    {
      kind: 'cookie-settings',
      text: 'You can change your choice at any time; if you withdraw it, sending stops at once and the Google Analytics cookies are deleted.',
    },
  ];
}

export const policiesPage: LegalPageContent = {
  seo: {
    title: 'Consulting Policies',
    description: `How ${site.name} delivers paid work, handles cancellations and refunds, protects your data and can be reached.`,
  },
  title: 'Consulting Policies',
  effectiveDate,
  intro:
    'The short, plain-language rules for working with us. The full texts are our Privacy Policy and Terms of Service.',
  sections: [
    {
      id: 'service-delivery',
      title: 'Service Delivery',
      blocks: [
        {
          kind: 'list',
          items: [
            `The first call is a ${freeCall}. Nothing is bought on this site: paid work starts only when you accept a written proposal and pay its invoice.`,
            `Your first working session is available within ${promises.firstSessionBusinessDays} business days of paying the invoice.`,
            'Sessions are held over Zoom by default; tell us if you need another platform.',
            `After any free call: a written summary ${afterCall(promises.callSummaryHours)}.`,
            `With Strategy & Roadmap: ${roadmapPromise}.`,
            `With Revenue Growth: your growth plan ${afterCall(promises.growthPlanHours)}.`,
            `Anything else we write for you after a paid session: within ${promises.sessionNotesBusinessDays} business days of it.`,
            `Shared documents stay available to you for at least ${promises.documentsKeptDays} days.`,
          ],
        },
        {
          kind: 'link',
          text: 'What each engagement includes, how it is bought and what it typically costs:',
          label: 'How engagements work',
          to: paths.howEngagementsWork,
        },
      ],
    },
    {
      id: 'cancellation-refund',
      title: 'Cancellation & Refund',
      blocks: [
        {
          kind: 'table',
          caption: 'What happens when a paid session is cancelled or missed',
          head: ['Situation', 'What happens'],
          rows: [
            [
              `Cancelled ${promises.freeRescheduleHours} hours or more before the start`,
              'Full refund or free reschedule',
            ],
            [`Cancelled less than ${promises.freeRescheduleHours} hours before the start`, '50% fee'],
            ['No-show (15 minutes late with no notice)', 'No refund; reschedule for an extra 25% fee'],
            ['Multi-session packages', 'Unused sessions refunded pro rata'],
          ],
        },
        {
          kind: 'paragraph',
          text: `These apply to paid sessions. The free call can be moved or cancelled at any time with the link in its booking confirmation. Refunds go back the way you paid, within ${promises.refundBusinessDays} business days of approval: ask by email to ${site.email}, naming the invoice.`,
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy Snapshot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what you give us through our forms and calls, use it to reply and deliver our services, and never sell it.',
        },
        { kind: 'link', text: 'Read the full', label: 'Privacy Policy', to: paths.privacy },
      ],
    },
    {
      id: 'terms',
      title: 'Terms of Service (short version)',
      blocks: [
        {
          kind: 'list',
          items: [
            'Our advice is given in good faith; the decisions, and their results, remain yours.',
            'Our liability is limited to the amount you paid for the service.',
            'These terms are governed by the laws of Ohio, with arbitration in Cincinnati.',
          ],
        },
        { kind: 'link', text: 'Read the full', label: 'Terms of Service', to: paths.terms },
      ],
    },
    { id: 'contact', title: 'Contact', blocks: contactBlocks },
  ],
};

export const privacyPage: LegalPageContent = {
  seo: {
    title: 'Privacy Policy',
    description: `What ${site.name} collects through its website, why, who processes it and the choices you have.`,
  },
  title: 'Privacy Policy',
  effectiveDate,
  intro: `${site.name} ("we") runs this website. This policy says what we collect, why, who helps us process it and what you can ask of us. We do not sell personal data.`,
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        { kind: 'paragraph', text: 'Only what you choose to send us through the site:' },
        {
          kind: 'list',
          items: [
            'Idea submissions to Labs: your name, email, startup name and website (optional), the problem, solution, audience, stage and goals you describe.',
            'Collective inquiries: your name, email, company (optional), challenges, timeline, budget (optional), preferred next step and description.',
            'Collective applications: your name, email, LinkedIn or portfolio link, expertise, type of work, startup experience, availability and work style (optional).',
            'Beta access requests: your name, email, the MVP and what you want to use it for.',
            'Quick questions from the booking page: your email and message.',
            'Newsletter and playbook sign-ups: your email (and name for the playbook).',
            'The growth diagnostic: your seven answers and, if you give it, your email.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every form also records when it was sent. We do not ask for, and ask you not to send, sensitive personal data.',
        },
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To reply to you and provide the service you asked for (our legitimate interest, or steps before a contract).',
            'To send the newsletter or playbook you requested (your consent, which you can withdraw at any time).',
            'To understand in aggregate which pages help founders, through analytics, only if you accept it.',
          ],
        },
      ],
    },
    {
      id: 'forms-in-your-browser',
      title: 'What your browser keeps while you fill in a form',
      blocks: [
        {
          kind: 'paragraph',
          text: 'So that nothing you type is lost when your connection or our server fails, each form keeps what you typed, and a form you sent until our server confirms it has it, in your own browser (local storage on this site, not a cookie). It is read only by this site, only to send you what you asked for, and never for analytics or by anyone else; because it is strictly necessary to deliver the request you made, it does not need your consent.',
        },
        {
          kind: 'paragraph',
          text: 'It is deleted as soon as our server confirms your submission, and in any case after 30 days. Until then the form shows it again when you come back, and the site sends a pending submission by itself. You can delete it at any time with "Clear the form" above a form that shows it, or by clearing this site\'s data in your browser.',
        },
      ],
    },
    { id: 'analytics', title: 'Analytics and cookies', blocks: analyticsBlocks() },
    { id: 'error-reports', title: 'Error reports', blocks: errorReportBlocks() },
    {
      id: 'ai-analysis',
      title: 'The growth diagnostic and AI analysis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you take the diagnostic, your answers are stored and sent, without your email address, to an AI model provider (OpenAI) from our server to generate your written analysis. The provider processes them to return the analysis; we do not send your name or contact details.',
        },
      ],
    },
    {
      id: 'processors',
      title: 'Who processes it for us',
      blocks: [
        {
          kind: 'list',
          items: [
            'Cloudflare (Cloudflare Pages): hosts this website, so it sees the network address your browser connects from and the pages you ask for, as any web host does.',
            'Supabase: hosts our database, where form submissions are stored, and runs the server code that receives them and sends our emails.',
            'Resend: delivers the emails we send you (the playbook, your diagnostic analysis, confirmations) and our notifications of your requests, so it receives your name, email address and what the email says.',
            'Calendly, our scheduling service: when you book a call, it receives the details you enter there, under its own privacy policy.',
            'OpenAI: generates the diagnostic analysis from your answers, without your email address (see "The growth diagnostic and AI analysis").',
            ...(isErrorReportingEnabled()
              ? [
                  'Sentry: error reports when a page breaks, without your form contents (see "Error reports").',
                ]
              : []),
            ...(isAnalyticsEnabled()
              ? [
                  'Google Analytics: page views, events such as "form submitted" and how fast pages were for you, without your form contents, and only if you accept analytics (see "Analytics and cookies").',
                ]
              : []),
            'Our team chat or customer-relationship tool (such as Slack), if we use one: it receives a notification of each request with the same details as our own notification email.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: `What you send through our forms is kept for ${leadRetentionMonths} months after our last contact with you (the last form or message you sent us), then anonymised: your name, email address and words are removed, and only the count of what was sent remains. A newsletter subscription is kept until you unsubscribe, and anonymised ${leadRetentionMonths} months after that. Documents shared during an engagement stay available for at least ${promises.documentsKeptDays} days. We delete data earlier on request (see "Your choices and rights").`,
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can ask to see, correct or delete what we hold about you, or to stop receiving emails, by writing to ${site.email} from the address you used on this site (or naming it). We answer within 30 days: we find every record that holds that address (what you sent through our forms, your newsletter subscription, and the emails we sent you or about you) and send you a copy, or erase it. Erasing keeps only a count of what was sent, never your name, address or words; an email not yet sent to you is cancelled.`,
        },
      ],
    },
    { id: 'contact', title: 'Contact', blocks: contactBlocks },
  ],
};

export const termsPage: LegalPageContent = {
  seo: {
    title: 'Terms of Service',
    description: `The terms for using the ${site.name} website and for our consulting, MVP and growth services.`,
  },
  title: 'Terms of Service',
  effectiveDate,
  intro: `These terms apply to this website and to the services ${site.name} provides. By booking a call or accepting a proposal you agree to them and to our Consulting Policies.`,
  sections: [
    {
      id: 'services',
      title: 'Our services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide advisory sessions, written roadmaps and plans, MVP validation and no-code builds, as described on the page for each service and in any proposal we agree with you.',
        },
        {
          kind: 'link',
          text: 'Delivery times, cancellations and refunds are set out in our',
          label: 'Consulting Policies',
          to: paths.policies,
        },
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give us accurate information and the access we need to do the work.',
            'Keep the rights to anything you share with us, and share nothing you are not allowed to.',
            'Make your own business, legal and investment decisions: our advice informs them but does not replace them.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      title: 'Fees and payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every fee is fixed in the written proposal you accept and invoiced in advance unless the proposal says otherwise. Refunds follow the Consulting Policies.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Deliverables made for you are yours once paid for. We keep our general methods, templates and know-how, and may describe the work in anonymised form unless you ask us not to. Labs MVPs marked as open source are published under their own licences.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Results depend on many things outside our control, so we do not guarantee any particular outcome, including figures quoted as examples on this site. To the extent the law allows, our total liability for any claim is limited to the amount you paid for the service concerned.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the State of Ohio. Any dispute will be settled by binding arbitration in Cincinnati, Ohio.',
        },
      ],
    },
    { id: 'contact', title: 'Contact', blocks: contactBlocks },
  ],
};
