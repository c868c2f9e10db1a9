import { BookingPage } from '@/features/booking/components/booking-page';
import { ClientLogoRow } from '@/features/proof/components/client-logos';
import { TestimonialCards } from '@/features/proof/components/testimonials';
import { proofPage } from '@/features/proof/data-pages';

const proof = proofPage('book-call');
export const { loader } = proof;

export function Component() {
  const shown = proof.useContent();
  return (
    <BookingPage
      proof={
        <>
          <ClientLogoRow logos={shown?.clientLogos ?? []} className="mt-16" />
          <TestimonialCards testimonials={shown?.testimonials ?? []} />
        </>
      }
    />
  );
}
