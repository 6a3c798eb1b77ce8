/** The six deployable apps of Marquee and their ports (DESIGN.md, Configuration). */
export const APPS = [
  { dir: 'shell', name: 'shell', port: 3000, spa: true },
  { dir: 'mf-catalog', name: 'mf_catalog', port: 3001 },
  { dir: 'mf-search', name: 'mf_search', port: 3002 },
  { dir: 'mf-movie', name: 'mf_movie', port: 3003 },
  { dir: 'mf-account', name: 'mf_account', port: 3004 },
  { dir: 'mf-reviews', name: 'mf_reviews', port: 3005 },
];

export const SUPABASE_PORT = 54321;
