import { servicePage } from '@medibridge/contract';
import { PAGE_CONTENT, SERVICE_CONTENT, type ServiceContent } from '../../pages/serviceContent';
import shared from './shared';
import { CONTENT_PAGES, loadContentHindi } from '.';

const DEVANAGARI = /[\u0900-\u097F]/;

function textsOf(content: ServiceContent): string[] {
  const texts: string[] = [content.intro];
  if (content.title) texts.push(content.title);
  for (const section of content.sections) texts.push(section.heading, ...section.points);
  for (const card of content.cards ?? []) texts.push(card.title, card.text);
  for (const label of [content.submitLabel, content.genderLabel, content.messageLabel])
    if (label) texts.push(label);
  return texts;
}

const pages = [...SERVICE_CONTENT, ...PAGE_CONTENT];

describe("each service page's Hindi content", () => {
  it('has one catalogue per page and none for a page that does not exist', () => {
    expect([...CONTENT_PAGES].sort()).toEqual(pages.map((page) => page.slug).sort());
  });

  it.each(pages.map((page) => [page.slug, page] as const))(
    '%s: every text has Hindi in its own catalogue, in Devanagari, and the catalogue holds nothing else',
    async (_slug, page) => {
      const { default: hindi } = await loadContentHindi(page.slug);
      const texts = textsOf(page);
      expect(texts.filter((text) => !(text in hindi))).toEqual([]);
      expect(Object.values(hindi).filter((text) => !DEVANAGARI.test(text))).toEqual([]);
      const own = Object.keys(hindi).filter((key) => !(key in shared));
      expect(own.filter((key) => !texts.includes(key))).toEqual([]);
    },
  );

  it('takes each heading from contract’s service registry, unless the page has its own', () => {
    for (const page of pages) {
      const registered = servicePage(`/${page.slug}`);
      // A page outside the registry names itself; a page in it never repeats the registry's label.
      if (!registered) expect([page.slug, typeof page.title]).toEqual([page.slug, 'string']);
      else expect([page.slug, page.title]).not.toEqual([page.slug, registered.label]);
    }
  });

  it('shares only texts that more than one page shows', () => {
    const uses = (text: string) => pages.filter((page) => textsOf(page).includes(text)).length;
    expect(Object.keys(shared).filter((text) => uses(text) < 2)).toEqual([]);
  });
});
