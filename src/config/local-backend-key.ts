/**
 * The key the local backend (server/local-backend) accepts as `anon`, shared by the site and the server.
 * Public by design, like any anon key: it opens nothing but a database on your own machine.
 */
export const LOCAL_ANON_KEY = 'local-anon-key';
