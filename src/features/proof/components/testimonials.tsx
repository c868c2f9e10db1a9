import { SectionHeading } from '@/components/marketing/blocks';
import { Section } from '@/components/ui/section';
import type { Testimonial } from '../api/proof';
import { PersonPhoto, ProfileLink } from './person-photo';

/** Quotes from named people, each with who they are and where to check them. Nothing without rows. */
export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="text-lg text-slate-800">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-4 pt-6">
              <PersonPhoto person={testimonial} size={48} />
              <div>
                <p className="font-semibold text-slate-900">{testimonial.name}</p>
                <p className="text-sm text-slate-600">
                  {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}
                </p>
                <ProfileLink person={testimonial} />
              </div>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A band of testimonials with its heading, or nothing at all when there are none to show. */
export function TestimonialsSection({
  testimonials,
  id = 'client-stories',
  title = 'What founders say',
  tone,
}: {
  testimonials: readonly Testimonial[];
  id?: string;
  title?: string;
  tone?: 'white' | 'muted';
}) {
  if (testimonials.length === 0) return null;
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone={tone}>
      <SectionHeading id={`${id}-heading`} title={title} />
      <TestimonialCards testimonials={testimonials} />
    </Section>
  );
}
