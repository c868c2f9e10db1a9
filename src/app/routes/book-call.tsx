import { BookingPage } from '@/features/booking/components/booking-page';

export function BookCallRoute() {
  return <BookingPage />;
}
