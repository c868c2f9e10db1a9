import { NotFoundScreen } from '@/components/ui/not-found-screen';

/** Any address no page serves (written as dist/404.html). */
export const Component = NotFoundScreen;
