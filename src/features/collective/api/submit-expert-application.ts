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

/** collective_applications' column limits; the inputs' maxlength. */
export const expertApplicationLimits = { linkedinUrl: WEB_URL_MAX, workStyle: 2000 } as const;

/** The application form's rule set: the messages on screen, and the check before the insert. */
export function validateExpertApplication(
  values: ExpertApplicationValues,
): FieldErrors<ExpertApplicationValues> {
  const errors: FieldErrors<ExpertApplicationValues> = nameAndEmailErrors(values);
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
  const workStyle = optionalTextError(values.workStyle, expertApplicationLimits.workStyle, 'Work style', {
    multiLine: true,
  });
  if (workStyle) errors.workStyle = workStyle;
  return errors;
}

export function expertApplicationRow(values: ExpertApplicationValues) {
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

/** The application lands in collective_applications (status pending by default), then the event. */
export async function submitExpertApplication(
  values: ExpertApplicationValues,
  requestId: string,
): Promise<void> {
  assertValid('application form', validateExpertApplication, values);
  const row = expertApplicationRow(values);
  await insertLead('collective_applications', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('collective_application_submitted', { availability: row.availability });
}
