/**
 * What no date or time in a Hindi PDF may hold (docs/i18n.md, formatting): an English month, a
 * Latin am/pm or 'IST' inside a Hindi sentence, a clipped month ('नव॰'), a machine's date
 * ('2026-11-25', '25-11-2026') or a 24-hour clock ('13:05', '09:05'). Unit and end-to-end tests
 * read their PDFs back against it.
 */
export const NOT_HINDI_DATES =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b[aApP]\.?[mM]\b|\bIST\b|॰|\d{4}-\d\d-\d\d|\d\d-\d\d-\d{4}|\b(0\d|1[3-9]|2[0-3]):\d\d\b/;

/** A Hindi PDF's generation time: 'बनाया गया: 25 नवंबर 2026, दोपहर 1:05 (भारतीय समय)'. */
export const HINDI_GENERATED =
  /बनाया गया: \d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d \(भारतीय समय\)/;
