/** How typed words and the product list's slug map onto each other. */

/** The list page's slug for a typed text: words joined by hyphens (the server reads hyphens as spaces). */
export function slugOfText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160);
}

/** The typed words a list page's slug stands for. */
export function textOfSlug(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').trim();
}
