/**
 * Where long English words may break in a narrow tile (three columns on a 360 px phone): a soft hyphen at
 * the point a reader expects. Only display text goes through it; labels stay plain everywhere else.
 */
const HINTS: Readonly<Record<string, string>> = {
  Hospitalization: 'Hospital\u00ADization',
  Physiotherapist: 'Physio\u00ADtherapist',
  Consultation: 'Consul\u00ADtation',
};

/** `text` with soft hyphens in its long words that have a known break point. */
export function withBreakHints(text: string): string {
  return text.replace(/[A-Za-z]{12,}/g, (word) => HINTS[word] ?? word);
}
