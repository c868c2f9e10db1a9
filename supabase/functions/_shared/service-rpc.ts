/** Calls a database function over PostgREST with the service role key (the deployed functions' way in). */
export function postgrestRpc(supabaseUrl: string, serviceKey: string, fetcher: typeof fetch = fetch) {
  return async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} failed with ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
}
