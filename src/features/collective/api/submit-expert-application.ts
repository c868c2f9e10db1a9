import * as z from 'zod/mini';
import { optionSets } from '@/config/option-sets';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type ExpertApplicationValues = {
  fullName: string;
  email: string;
  linkedinUrl: string;
  expertise: string[];
  workType: string[];
  startupExperience: string;
  availability: string;
  workStyle: string;
};

/** docs/product/forms.md#expert-application: starts with http:// or https://, no spaces. */
export const WEB_URL_PATTERN = /^https?:\/\/\S+$/;

/** Mirrors collective_applications' constraints. */
export const expertApplicationRowSchema = z.object({
  full_name: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.email().check(z.maxLength(254)),
  linkedin_url: z.string().check(z.regex(WEB_URL_PATTERN), z.maxLength(500)),
  expertise: z.array(z.enum(optionSets.applicationExpertise)).check(z.minLength(1)),
  work_type: z.array(z.enum(optionSets.applicationWorkType)).check(z.minLength(1)),
  startup_experience: z.enum(optionSets.applicationStartupExperience),
  availability: z.enum(optionSets.applicationAvailability),
  work_style: z.nullable(z.string().check(z.maxLength(2000))),
});

/**
 * docs/product/forms.md#expert-application: the expert's application lands in collective_applications (status
 * pending by default), then the event.
 */
export async function submitExpertApplication(
  values: ExpertApplicationValues,
  requestId: string,
): Promise<void> {
  const row = z.parse(expertApplicationRowSchema, {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    linkedin_url: values.linkedinUrl.trim(),
    expertise: values.expertise,
    work_type: values.workType,
    startup_experience: values.startupExperience,
    availability: values.availability,
    work_style: values.workStyle.trim() || null,
  });
  await insertLead('collective_applications', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('collective_application_submitted', { availability: row.availability });
}
