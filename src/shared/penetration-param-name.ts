// The name of the query parameter that carries an analysis page's filters (penetration-params.ts), on
// its own so that reading it does not load crypto-js: most analysis pages never decrypt one.
export const PENETRATION_PARAM = 'data-penetration-params';
