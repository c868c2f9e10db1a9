import { paths } from '@/config/paths';
import { PLAYBOOK_NAME } from '../../supabase/functions/_shared/site-links.ts';

export type FreeTool = {
  /** Its one name, wherever it is offered. */
  name: string;
  to: string;
  /** A service page's invitation to it, after "Not ready for a call?". */
  offer: string;
  pitch: string;
  action: string;
};

/**
 * What a founder can use for free, before any call: on the home page, in the footer, and on the service
 * page each fits (`freeTool` in src/content/service-pages.ts).
 */
export const freeTools = {
  diagnostic: {
    name: 'Growth Diagnostic',
    to: paths.growthDiagnostic,
    offer: 'Take the free Growth Diagnostic',
    pitch: 'Seven questions, two minutes: a written analysis of your biggest bottleneck and the next step.',
    action: 'Take the Growth Diagnostic',
  },
  playbook: {
    name: PLAYBOOK_NAME,
    to: paths.growthPlaybook,
    offer: `Read the free ${PLAYBOOK_NAME}`,
    pitch:
      'Our 10-page playbook: find the bottleneck, design scrappy experiments, double down on what works.',
    action: `Get the ${PLAYBOOK_NAME}`,
  },
  labs: {
    name: 'Labs',
    to: paths.labs.home,
    offer: 'See what we build in Labs',
    pitch: 'Try the MVPs we build in public, or send us your idea to be built and tested free of charge.',
    action: 'Explore Labs',
  },
} as const satisfies Record<string, FreeTool>;

export type FreeToolId = keyof typeof freeTools;
