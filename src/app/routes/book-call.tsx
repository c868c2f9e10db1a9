import { BookingPage } from '@/features/booking/components/booking-page';

export function Component() {
  return <BookingPage />;
}
