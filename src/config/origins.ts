/** The portal's own origin in `VITE_MANDATE_ORIGINS`: the demo's gateway page is one of its pages. */
export const OWN_ORIGIN = 'self';
