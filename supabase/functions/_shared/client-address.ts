/**
 * The client's address as the platform states it. Supabase's API gateway and Edge Functions sit behind
 * Cloudflare, which sets cf-connecting-ip to the address that connected and replaces any value a client
 * sent. x-forwarded-for and x-real-ip start with, or are, whatever the client wrote, so neither is used
 * (docs/security.md, ADR 0006). The local backend plays the platform and sets the same header.
 */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

/** The visitor's address, or null when the platform gave none. */
export function clientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null;
}
