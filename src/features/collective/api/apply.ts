import { optionSets } from '@/config/option-sets';
import { trackEvent } from '@/lib/analytics';
import {
  assertValid,
  charLength,
  cleanText,
  nameAndEmailErrors,
  optionalText,
  optionalTextError,
  someOf,
  WEB_URL_MAX,
  WEB_URL_PATTERN,
  type FieldErrors,
} from '@/lib/lead-rules';
import { insertLead } from '@/lib/leads';

export type ApplicationValues = {
  fullName: string;
  email: string;
  linkedinUrl: string;
  expertise: string[];
  workType: string[];
  startupExperience: string;
  availability: string;
  workStyle: string;
};

/** collective_applications' column limits; the inputs' maxlength. */
export const applicationLimits = { linkedinUrl: WEB_URL_MAX, workStyle: 2000 } as const;

/** The application form's rule set: the messages on screen, and the check before the insert. */
export function validateApplication(values: ApplicationValues): FieldErrors<ApplicationValues> {
  const errors: FieldErrors<ApplicationValues> = nameAndEmailErrors(values);
  const url = cleanText(values.linkedinUrl);
  if (!url) errors.linkedinUrl = 'LinkedIn or portfolio URL is required';
  else if (charLength(url) > WEB_URL_MAX || !WEB_URL_PATTERN.test(url))
    errors.linkedinUrl = 'Please enter a valid URL';
  if (!someOf(values.expertise, optionSets.applicationExpertise))
    errors.expertise = 'Please select at least one area of expertise';
  if (!someOf(values.workType, optionSets.applicationWorkType))
    errors.workType = 'Please select at least one type of work';
  if (!optionSets.applicationStartupExperience.includes(values.startupExperience as never))
    errors.startupExperience = 'Please select your startup experience';
  if (!optionSets.applicationAvailability.includes(values.availability as never))
    errors.availability = 'Please select your availability';
  const workStyle = optionalTextError(values.workStyle, applicationLimits.workStyle, 'Work style');
  if (workStyle) errors.workStyle = workStyle;
  return errors;
}

export function applicationRow(values: ApplicationValues) {
  return {
    full_name: cleanText(values.fullName),
    email: cleanText(values.email),
    linkedin_url: cleanText(values.linkedinUrl),
    expertise: values.expertise,
    work_type: values.workType,
    startup_experience: values.startupExperience,
    availability: values.availability,
    work_style: optionalText(values.workStyle),
  };
}

/** Spec call 5: the application lands in collective_applications (status pending by default), then the event. */
export async function apply(values: ApplicationValues, requestId: string): Promise<void> {
  assertValid('application form', validateApplication, values);
  const row = applicationRow(values);
  await insertLead('collective_applications', row, requestId);
  trackEvent('collective_application_submitted', { availability: row.availability });
}
